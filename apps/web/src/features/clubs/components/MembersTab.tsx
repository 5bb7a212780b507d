import { CrownOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { App, Button, List, Popconfirm, Select, Space, Table, Typography } from 'antd';
import { fullName, formatDate, type RolAsignable } from '@partidos/shared';
import { queryClient } from '../../../lib/query-client';
import { useSession } from '../../../lib/session';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { changeRole, clubKeys, expelMember, refreshMembership, transferOwnership } from '../api/club-calls';
import type { ClubDetail, ClubMember } from '../api/types';
import { RoleTag } from './RoleTag';
import { PersonAvatar } from '../../../components/PersonAvatar';

/** Miembros tab: role selector and expel for the Creador (least privilege, docs/product/clubs.md), read-only for others. */
export function MembersTab({ club, canOwn }: { club: ClubDetail; canOwn: boolean }) {
  const { message, modal } = App.useApp();
  const { user } = useSession();
  const mobile = useIsMobile();
  const refresh = () => queryClient.invalidateQueries({ queryKey: clubKeys.detail(club._id) });

  const run = async (fn: () => Promise<{ message?: string }>, ok: string, fallback: string) => {
    try {
      const r = await fn();
      message.success(r.message ?? ok);
      await refresh();
    } catch (e) {
      message.error((e as Error).message || fallback);
    }
  };
  const transfer = (m: ClubMember) =>
    modal.confirm({
      title: 'Transferir la propiedad del club',
      content: `${fullName(m.usuario_id)} será el nuevo creador y tú pasarás a ser moderador. Esta acción no se puede deshacer por tu cuenta.`,
      okText: 'Transferir',
      cancelText: 'Cancelar',
      onOk: () => run(async () => { const r = await transferOwnership(club._id, m.usuario_id._id); await refreshMembership(); return r; }, 'Propiedad transferida', 'Error al transferir la propiedad'),
    });

  const who = (m: ClubMember) => (
    <Space>
      <PersonAvatar person={m.usuario_id} />
      <span>
        {fullName(m.usuario_id)}
        {m.usuario_id.apodo && <Typography.Text type="secondary"> «{m.usuario_id.apodo}»</Typography.Text>}
        {m.usuario_id._id === user?._id && <Typography.Text type="secondary"> (tú)</Typography.Text>}
      </span>
    </Space>
  );
  const editable = (m: ClubMember) => canOwn && m.rol !== 'Creador' && m.usuario_id._id !== user?._id && !club.es_publico;
  const roleCell = (m: ClubMember) =>
    editable(m) ? (
      <Select<RolAsignable>
        size="small"
        value={m.rol as RolAsignable /* editable(m): never the Creador */}
        style={{ width: 130 }}
        aria-label={`Rol de ${fullName(m.usuario_id)}`}
        options={[{ value: 'Miembro', label: 'Miembro' }, { value: 'Moderador', label: 'Moderador' }]}
        onChange={(rol) => run(() => changeRole(club._id, m.usuario_id._id, rol), 'Rol actualizado', 'Error al cambiar rol')}
      />
    ) : (
      <RoleTag rol={m.rol} />
    );
  const actions = (m: ClubMember) =>
    editable(m) ? (
      <Space wrap>
        <Popconfirm
          title={`¿Expulsar a ${fullName(m.usuario_id)}?`}
          okText="Expulsar"
          cancelText="Cancelar"
          okButtonProps={{ danger: true }}
          onConfirm={() => run(() => expelMember(club._id, m.usuario_id._id), 'Miembro expulsado', 'Error al expulsar miembro')}
        >
          <Button size="small" danger icon={<UserDeleteOutlined />}>Expulsar</Button>
        </Popconfirm>
        <Button size="small" icon={<CrownOutlined />} onClick={() => transfer(m)}>Hacer creador</Button>
      </Space>
    ) : null;

  if (mobile) {
    return (
      <List
        dataSource={club.miembros}
        rowKey={(m) => m.usuario_id._id}
        renderItem={(m) => (
          <List.Item>
            <Space orientation="vertical" style={{ width: '100%' }}>
              {who(m)}
              <Space wrap>{roleCell(m)}<Typography.Text type="secondary">Desde {formatDate(m.fecha_ingreso)}</Typography.Text></Space>
              {actions(m)}
            </Space>
          </List.Item>
        )}
      />
    );
  }
  return (
    <Table
      dataSource={club.miembros}
      rowKey={(m) => m.usuario_id._id}
      pagination={{ pageSize: 10, showSizeChanger: true, hideOnSinglePage: true }}
      columns={[
        { title: 'Usuario', key: 'u', render: (_, m) => who(m) },
        { title: 'Rol', key: 'rol', render: (_, m) => roleCell(m) },
        { title: 'Fecha de ingreso', key: 'f', render: (_, m) => formatDate(m.fecha_ingreso) },
        ...(canOwn ? [{ title: 'Acciones', key: 'a', render: (_: unknown, m: ClubMember) => actions(m) }] : []),
      ]}
    />
  );
}
