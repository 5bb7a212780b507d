import { Button, Card, Col, Dropdown, Input, List, Row, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { NIVELES, TIPOS_USUARIO, fullName, type AdminUsuarioDto } from '@partidos/shared';
import { LoadError } from '../../../components/LoadError';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useSession } from '../../../lib/session';
import { useAdminClubOptions, useAdminUsuarios } from '../api/admin-calls';
import { TIPO_USUARIO_COLORS, TIPO_USUARIO_LABELS } from '../components/labels';
import { ChangeRoleDialog, CreateUserDialog, DeleteUserDialog, EditUserDialog } from '../components/UserDialogs';
import { PageTitle } from '../../../components/PageTitle';

/** /admin/usuarios (docs/product/admin.md): search, filters by role, level and club, create, edit, role and delete. */
export default function AdminUsuariosPage() {
  const isMobile = useIsMobile();
  const me = useSession().user;
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [search, setSearch] = useState('');
  const [tipo, setTipo] = useState<string | undefined>();
  const [nivel, setNivel] = useState<string | undefined>();
  const [clubId, setClubId] = useState<string | undefined>();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminUsuarioDto | null>(null);
  const [role, setRole] = useState<AdminUsuarioDto | null>(null);
  const [deleting, setDeleting] = useState<AdminUsuarioDto | null>(null);
  const q = useAdminUsuarios({ page, limit, search: search.trim() || undefined, tipo_usuario: tipo, nivel_habilidad: nivel, club_activo_id: clubId });
  const clubs = useAdminClubOptions();
  const rows = q.data?.usuarios ?? [];
  const total = q.data?.pagination.total ?? 0;

  const acciones = (u: AdminUsuarioDto) => {
    const self = u._id === me?._id;
    return (
      <Space wrap={isMobile} size={4} onClick={(e) => e.stopPropagation()}>
        <Button size="small" onClick={() => setEditing(u)}>Editar</Button>
        {!self && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'rol', label: 'Cambiar rol' },
                { key: 'del', label: 'Eliminar', danger: true },
              ],
              onClick: ({ key }) => (key === 'rol' ? setRole(u) : setDeleting(u)),
            }}
          >
            <Button size="small" aria-label={`Más acciones de ${u.correo}`}>Más</Button>
          </Dropdown>
        )}
      </Space>
    );
  };
  const clubesDe = (u: AdminUsuarioDto) => u.clubes.map((m) => m.club_id.nombre).join(', ') || '—';

  return (
    <div>
      <Row justify="space-between" align="middle" gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col><PageTitle style={{ margin: 0 }}>Gestión de Usuarios</PageTitle></Col>
        <Col><Button type="primary" onClick={() => setCreating(true)}>Nuevo Usuario</Button></Col>
      </Row>
      <Card style={{ marginBottom: 16 }}>
        <Row gutter={[12, 12]}>
          <Col xs={24} md={9}>
            <Input.Search
              allowClear
              placeholder="Buscar por nombre, apodo o correo"
              aria-label="Buscar usuarios"
              onSearch={(v) => { setSearch(v); setPage(1); }}
              maxLength={100}
            />
          </Col>
          <Col xs={24} sm={8} md={5}>
            <Select allowClear style={{ width: '100%' }} placeholder="Rol" aria-label="Filtrar por rol" value={tipo}
              onChange={(v?: string) => { setTipo(v); setPage(1); }}
              options={TIPOS_USUARIO.map((t) => ({ value: t, label: TIPO_USUARIO_LABELS[t] }))} />
          </Col>
          <Col xs={24} sm={8} md={5}>
            <Select allowClear style={{ width: '100%' }} placeholder="Nivel" aria-label="Filtrar por nivel" value={nivel}
              onChange={(v?: string) => { setNivel(v); setPage(1); }}
              options={NIVELES.map((n) => ({ value: n, label: n }))} />
          </Col>
          <Col xs={24} sm={8} md={5}>
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} style={{ width: '100%' }} placeholder="Club" aria-label="Filtrar por club" value={clubId}
              onChange={(v?: string) => { setClubId(v); setPage(1); }}
              options={clubs.data ?? []} />
          </Col>
        </Row>
      </Card>
      {q.isError && <LoadError title="Error al cargar usuarios del sistema" error={q.error} onRetry={() => q.refetch()} style={{ marginBottom: 16 }} />}
      {isMobile ? (
        <List
          loading={q.isPending}
          dataSource={rows}
          locale={{ emptyText: 'No hay usuarios' }}
          pagination={total > limit ? { current: page, pageSize: limit, total, onChange: setPage, size: 'small' } : false}
          renderItem={(u) => (
            <List.Item className="list-item-plain">
              <Card size="small" style={{ marginBottom: 8 }}>
                <Space orientation="vertical" size={4} style={{ width: '100%' }}>
                  <Space wrap>
                    <Typography.Text strong>{fullName(u) || 'Sin nombre'}</Typography.Text>
                    <Tag color={TIPO_USUARIO_COLORS[u.tipo_usuario]}>{TIPO_USUARIO_LABELS[u.tipo_usuario]}</Tag>
                  </Space>
                  <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>{u.correo}</Typography.Text>
                  <Typography.Text>{u.nivel_habilidad ?? 'Sin nivel'} · {clubesDe(u)}</Typography.Text>
                  {acciones(u)}
                </Space>
              </Card>
            </List.Item>
          )}
        />
      ) : (
        <Table<AdminUsuarioDto>
          rowKey="_id"
          loading={q.isPending}
          dataSource={rows}
          scroll={{ x: 900 }}
          locale={{ emptyText: 'No hay usuarios' }}
          pagination={{
            current: page, pageSize: limit, total, showSizeChanger: true,
            onChange: (p, s) => { setPage(s !== limit ? 1 : p); setLimit(s); },
          }}
          columns={[
            { title: 'Nombre', key: 'n', render: (_, u) => <>{fullName(u) || 'Sin nombre'}{u.apodo && <Typography.Text type="secondary"> ({u.apodo})</Typography.Text>}</> },
            { title: 'Correo', dataIndex: 'correo' },
            { title: 'Rol', key: 't', render: (_, u) => <Tag color={TIPO_USUARIO_COLORS[u.tipo_usuario]}>{TIPO_USUARIO_LABELS[u.tipo_usuario]}</Tag> },
            { title: 'Nivel', key: 'l', render: (_, u) => u.nivel_habilidad ?? '—' },
            { title: 'Clubes', key: 'c', render: (_, u) => clubesDe(u) },
            { title: 'Acciones', key: 'a', render: (_, u) => acciones(u) },
          ]}
        />
      )}
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} clubOptions={clubs.data ?? []} />
      <ChangeRoleDialog user={role} onClose={() => setRole(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
