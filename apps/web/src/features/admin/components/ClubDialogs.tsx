import { useQueryClient } from '@tanstack/react-query';
import { Alert, Descriptions, Input, List, Modal, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ADMIN_MIEMBROS_PAGE_OPTIONS, ADMIN_MIEMBROS_PAGE_SIZE, MSG, formatDate, fullName, type AdminClubDto, type AdminMiembroDto } from '@partidos/shared';
import { LoadError } from '../../../components/LoadError';
import { useAction } from '../../../lib/use-action';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { adminCalls, adminKeys, useAdminClub } from '../api/admin-calls';
import { TIPO_USUARIO_LABELS } from './labels';
import { PersonAvatar } from '../../../components/PersonAvatar';
import { Heading } from '../../../components/PageTitle';

const rolTag = (m: AdminMiembroDto) => <Tag color={m.rol === 'Creador' ? 'gold' : m.rol === 'Moderador' ? 'blue' : 'default'}>{m.rol}</Tag>;

/** A club's detail with its members, 10 a page (5, 10, 20 or 50; docs/product/admin.md). */
export function ClubDetailDialog({ clubId, onClose }: { clubId: string | null; onClose: () => void }) {
  const isMobile = useIsMobile();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(ADMIN_MIEMBROS_PAGE_SIZE);
  useEffect(() => { setPage(1); }, [clubId]);
  const q = useAdminClub(clubId, { page, limit });
  const c = q.data;
  return (
    <Modal title={c ? c.nombre : 'Detalle del club'} open={!!clubId} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      {q.isError && <LoadError title="Error al cargar los clubes" error={q.error} onRetry={() => q.refetch()} />}
      {!c && q.isPending && <Spin />}
      {c && (
        <Space orientation="vertical" style={{ width: '100%' }} size="middle">
          <Descriptions column={isMobile ? 1 : 2} size="small" colon={false}>
            <Descriptions.Item label="Tipo">{c.tipo}{c.es_publico && <Tag color="blue" style={{ marginLeft: 8 }}>Público</Tag>}</Descriptions.Item>
            <Descriptions.Item label="Creador">{c.creador_id ? `${fullName(c.creador_id) || c.creador_id.correo}` : '—'}</Descriptions.Item>
            <Descriptions.Item label="Código de invitación">{c.codigo_invitacion}</Descriptions.Item>
            <Descriptions.Item label="Creado">{formatDate(c.fecha_creacion)}</Descriptions.Item>
            <Descriptions.Item label="Miembros">{c.total_miembros}</Descriptions.Item>
            <Descriptions.Item label="Partidos">{c.total_partidos}</Descriptions.Item>
            <Descriptions.Item label="Lugares">{c.total_lugares}</Descriptions.Item>
            {c.descripcion && <Descriptions.Item label="Descripción" span={2}>{c.descripcion}</Descriptions.Item>}
          </Descriptions>
          <Heading size={5} style={{ margin: 0 }}>Miembros</Heading>
          <List<AdminMiembroDto>
            size="small"
            loading={q.isFetching}
            dataSource={c.miembros}
            locale={{ emptyText: 'Sin miembros' }}
            pagination={{
              current: page, pageSize: limit, total: c.miembros_pagination.total, showSizeChanger: true, size: 'small',
              pageSizeOptions: ADMIN_MIEMBROS_PAGE_OPTIONS.map(String),
              onChange: (p, s) => { setPage(s !== limit ? 1 : p); setLimit(s); },
            }}
            renderItem={(m) => (
              <List.Item extra={isMobile ? undefined : rolTag(m)}>
                <List.Item.Meta
                  avatar={<PersonAvatar person={{ ...m.usuario_id, nombre: m.usuario_id.nombre ?? m.usuario_id.correo }} />}
                  title={<>{`${fullName(m.usuario_id) || 'Sin nombre'}${m.usuario_id.apodo ? ` (${m.usuario_id.apodo})` : ''}`} {isMobile && rolTag(m)}</>}
                  description={<span style={{ overflowWrap: 'anywhere' }}>{m.usuario_id.correo} · {TIPO_USUARIO_LABELS[m.usuario_id.tipo_usuario]} · desde {formatDate(m.fecha_ingreso)}</span>}
                />
              </List.Item>
            )}
          />
        </Space>
      )}
    </Modal>
  );
}

/** Permanent deletion: enabled only once the exact club name is typed (docs/product/admin.md). */
export function DeleteClubDialog({ club, onClose }: { club: AdminClubDto | null; onClose: () => void }) {
  const qc = useQueryClient();
  const { busy, run } = useAction();
  const [nombre, setNombre] = useState('');
  useEffect(() => setNombre(''), [club]);
  const coincide = !!club && nombre === club.nombre;
  const del = async () => {
    if (!club || !coincide) return;
    const ok = await run('del', () => adminCalls.eliminarClub(club._id), 'Error al eliminar el club', 'Club eliminado');
    if (ok) { await qc.invalidateQueries({ queryKey: adminKeys.all }); onClose(); }
  };
  return (
    <Modal
      title="Eliminar club permanentemente"
      open={!!club}
      onCancel={onClose}
      onOk={del}
      okText="Eliminar permanentemente"
      cancelText="Cancelar"
      okButtonProps={{ danger: true, disabled: !coincide, loading: busy === 'del' }}
      destroyOnHidden
    >
      {club && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Alert
            type="error"
            showIcon
            title="Esta acción no se puede deshacer"
            description={`Se eliminarán sus ${club.total_partidos} partido(s) y sus lugares propios, y se desvincularán sus ${club.total_miembros} miembro(s).`}
          />
          <Typography.Text>Escribe <Typography.Text strong code>{club.nombre}</Typography.Text> para confirmar:</Typography.Text>
          <Input
            aria-label="Nombre del club"
            value={nombre}
            onChange={(e) => setNombre(e.target.value)}
            status={nombre && !coincide ? 'error' : undefined}
            onPressEnter={() => void del()}
            autoComplete="off"
          />
          {nombre && !coincide && <Typography.Text type="danger">{MSG.nombreClubNoCoincide}</Typography.Text>}
        </Space>
      )}
    </Modal>
  );
}
