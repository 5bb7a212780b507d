import { DeleteOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, Form, Input, Modal, Row, Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import {
  MSG, ROLES_CLUB, TIPOS_USUARIO, fullName, passwordSchema, correoSchema,
  type AdminCreateUserInput, type AdminUpdateUserInput, type AdminUsuarioDto, type RolClub, type TipoUsuario,
} from '@partidos/shared';
import { LoadError } from '../../../components/LoadError';
import { ApiError } from '../../../lib/api';
import { applyServerErrors, zodRule } from '../../../lib/form-rules';
import { useAction } from '../../../lib/use-action';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { ProfileFields, toProfileBody, toProfileForm } from '../../profile/components/ProfileFields';
import { PersonalFields, PrivacyFields, SportsFields, TAB_OF } from './ProfileTabs';
import { adminCalls, adminKeys, useAdminUsuario, useAdminUsuarioClubes } from '../api/admin-calls';
import { TIPO_USUARIO_LABELS } from './labels';

const rolOptions = TIPOS_USUARIO.map((t) => ({ value: t, label: TIPO_USUARIO_LABELS[t] }));

/** Change a user's platform role (never one's own: the page hides the action). */
export function ChangeRoleDialog({ user, onClose }: { user: AdminUsuarioDto | null; onClose: () => void }) {
  const qc = useQueryClient();
  const { busy, run } = useAction();
  const [tipo, setTipo] = useState<TipoUsuario | undefined>();
  useEffect(() => setTipo(user?.tipo_usuario), [user]);
  const save = async () => {
    if (!user || !tipo) return;
    const ok = await run('rol', () => adminCalls.cambiarRol(user._id, tipo), 'Error al cambiar rol del usuario', `Rol cambiado a ${tipo} exitosamente`);
    if (ok) { await qc.invalidateQueries({ queryKey: adminKeys.all }); onClose(); }
  };
  return (
    <Modal
      title="Cambiar rol"
      open={!!user}
      onCancel={onClose}
      onOk={save}
      okText="Guardar"
      cancelText="Cancelar"
      okButtonProps={{ loading: busy === 'rol', disabled: !tipo || tipo === user?.tipo_usuario }}
      destroyOnHidden
    >
      {user && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text>{fullName(user) || user.correo} · {user.correo}</Typography.Text>
          <Select aria-label="Rol" style={{ width: '100%' }} value={tipo} onChange={setTipo} options={rolOptions} />
        </Space>
      )}
    </Modal>
  );
}

/** Delete a user after confirming (never oneself: the page hides the action). */
export function DeleteUserDialog({ user, onClose }: { user: AdminUsuarioDto | null; onClose: () => void }) {
  const qc = useQueryClient();
  const { busy, run } = useAction();
  const del = async () => {
    if (!user) return;
    const ok = await run('del', () => adminCalls.eliminar(user._id), 'Error al eliminar el usuario', 'Usuario eliminado exitosamente');
    if (ok) { await qc.invalidateQueries({ queryKey: adminKeys.all }); onClose(); }
  };
  return (
    <Modal
      title="Eliminar usuario"
      open={!!user}
      onCancel={onClose}
      onOk={del}
      okText="Eliminar"
      cancelText="Cancelar"
      okButtonProps={{ danger: true, loading: busy === 'del' }}
      destroyOnHidden
    >
      {user && (
        <Alert
          type="warning"
          showIcon
          title={`¿Eliminar a ${fullName(user) || user.correo}?`}
          description="Se cerrarán sus sesiones y dejará sus próximos partidos. Esta acción no se puede deshacer."
        />
      )}
    </Modal>
  );
}

/** Create a user (docs/product/admin.md): the complete-profile fields plus correo, password and role. */
export function CreateUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const { correo, password, tipo_usuario, ...rest } = values as Pick<AdminCreateUserInput, 'correo' | 'password' | 'tipo_usuario'> & Record<string, unknown>;
      const r = await adminCalls.crear({ ...toProfileBody(rest, 'complete'), correo, password, tipo_usuario });
      message.success(r.message ?? 'Usuario creado exitosamente');
      await qc.invalidateQueries({ queryKey: adminKeys.all });
      onClose();
    } catch (e) {
      if (e instanceof ApiError) applyServerErrors(form, e.errors);
      message.error((e as Error).message || 'Error al crear el usuario');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title="Nuevo Usuario"
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText="Crear usuario"
      cancelText="Cancelar"
      okButtonProps={{ loading: saving }}
      width={760}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="admin-create-user" initialValues={{ tipo_usuario: 'usuario', mostrar_correo: false, mostrar_telefono: false, mostrar_info_fisica: true }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="correo" label="Correo electrónico" required rules={[zodRule(correoSchema, { required: true })]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="password" label="Contraseña" required rules={[zodRule(passwordSchema, { required: true })]}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="tipo_usuario" label="Rol">
              <Select options={rolOptions} />
            </Form.Item>
          </Col>
        </Row>
        <ProfileFields mode="complete" />
      </Form>
    </Modal>
  );
}

interface Fila { club_id: string; nombre: string; rol: RolClub }

/** The clubs tab: the user's memberships as a list to edit, saved at once; and the active club. */
function ClubsTab({ user, clubOptions }: { user: AdminUsuarioDto; clubOptions: { value: string; label: string }[] }) {
  const qc = useQueryClient();
  const { busy, run } = useAction();
  const q = useAdminUsuarioClubes(user._id);
  const [rows, setRows] = useState<Fila[]>([]);
  const [nuevoClub, setNuevoClub] = useState<string | undefined>();
  const [nuevoRol, setNuevoRol] = useState<RolClub>('Miembro');
  const [dupError, setDupError] = useState<string | null>(null);
  const fresh = useAdminUsuario(user._id);
  const activo = fresh.data ? fresh.data.club_activo_id : user.club_activo_id;
  useEffect(() => {
    if (q.data) setRows(q.data.map((m) => ({ club_id: m.club_id._id, nombre: m.club_id.nombre, rol: m.rol })));
  }, [q.data]);

  const add = () => {
    if (!nuevoClub) return;
    if (rows.some((r) => r.club_id === nuevoClub)) { setDupError(MSG.usuarioYaPerteneceClub); return; }
    const label = clubOptions.find((o) => o.value === nuevoClub)?.label ?? '';
    setRows([...rows, { club_id: nuevoClub, nombre: label, rol: nuevoRol }]);
    setNuevoClub(undefined);
    setNuevoRol('Miembro');
    setDupError(null);
  };
  const save = async () => {
    const ok = await run('clubes', () => adminCalls.guardarClubes(user._id, rows.map(({ club_id, rol }) => ({ club_id, rol }))), 'Error al actualizar los clubes del usuario', 'Clubes del usuario actualizados exitosamente');
    if (ok) await qc.invalidateQueries({ queryKey: adminKeys.all });
  };
  const saveActivo = async (id: string) => {
    const ok = await run('activo', () => adminCalls.clubActivo(user._id, id), 'Error al cambiar el club activo', 'Club activo actualizado exitosamente');
    if (ok) await qc.invalidateQueries({ queryKey: adminKeys.all });
  };
  const saved = q.data ?? [];

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      {q.isError && <LoadError title="Error al obtener clubes del usuario" error={q.error} onRetry={() => q.refetch()} />}
      <Table<Fila>
        rowKey="club_id"
        size="small"
        loading={q.isPending}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: 'Sin clubes' }}
        columns={[
          { title: 'Club', key: 'n', render: (_, r) => <>{r.nombre} {r.club_id === activo && <Tag color="green">Activo</Tag>}</> },
          {
            title: 'Rol', key: 'r', width: 136,
            render: (_, r) => (
              <Select
                size="small"
                aria-label={`Rol en ${r.nombre}`}
                style={{ width: 120 }}
                value={r.rol}
                onChange={(rol: RolClub) => setRows(rows.map((x) => (x.club_id === r.club_id ? { ...x, rol } : x)))}
                options={ROLES_CLUB.map((x) => ({ value: x, label: x }))}
              />
            ),
          },
          {
            title: <span className="sr-only">Quitar</span>, key: 'a', width: 48,
            render: (_, r) => (
              <Button size="small" danger type="text" icon={<DeleteOutlined />} aria-label={`Quitar ${r.nombre}`} title="Quitar" onClick={() => setRows(rows.filter((x) => x.club_id !== r.club_id))} />
            ),
          },
        ]}
      />
      <Row gutter={[8, 8]} align="top">
        <Col xs={24} md={12}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            aria-label="Club a agregar"
            placeholder="Selecciona un club"
            style={{ width: '100%' }}
            value={nuevoClub}
            onChange={(v: string) => { setNuevoClub(v); setDupError(null); }}
            options={clubOptions}
            status={dupError ? 'error' : undefined}
          />
          {dupError && <Typography.Text type="danger">{dupError}</Typography.Text>}
        </Col>
        <Col xs={14} md={7}>
          <Select aria-label="Rol en el club" style={{ width: '100%' }} value={nuevoRol} onChange={setNuevoRol} options={ROLES_CLUB.map((x) => ({ value: x, label: x }))} />
        </Col>
        <Col xs={10} md={5}>
          <Button block onClick={add} disabled={!nuevoClub}>Agregar</Button>
        </Col>
      </Row>
      <Button type="primary" onClick={save} loading={busy === 'clubes'}>Guardar clubes</Button>
      {saved.length > 0 && (
        <div>
          <Typography.Text strong>Club activo</Typography.Text>
          <Select
            aria-label="Club activo"
            style={{ width: '100%', marginTop: 4 }}
            value={activo ?? undefined}
            placeholder="Sin club activo"
            loading={busy === 'activo'}
            onChange={(v: string) => void saveActivo(v)}
            options={saved.map((m) => ({ value: m.club_id._id, label: m.club_id.nombre }))}
          />
        </div>
      )}
    </Space>
  );
}

/** Edit a user: profile (correo read-only) and clubs (docs/product/admin.md). */
export function EditUserDialog({ user, onClose, clubOptions }: { user: AdminUsuarioDto | null; onClose: () => void; clubOptions: { value: string; label: string }[] }) {
  const isMobile = useIsMobile();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [tab, setTab] = useState('personal');
  useEffect(() => { if (user) setTab('personal'); }, [user]);
  const submit = async () => {
    if (!user) return;
    let values: Record<string, unknown>;
    try {
      values = await form.validateFields();
    } catch (e) {
      // an invalid field in another tab: show that tab
      const first = (e as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0]?.name[0];
      if (typeof first === 'string' && TAB_OF[first]) setTab(TAB_OF[first]);
      return;
    }
    setSaving(true);
    try {
      // the dialog's rules require the six fields PUT /admin/users/{id} needs: what passed validation has them
      const r = await adminCalls.actualizar(user._id, toProfileBody(values, 'edit') as AdminUpdateUserInput);
      message.success(r.message ?? 'Usuario actualizado exitosamente');
      await qc.invalidateQueries({ queryKey: adminKeys.all });
      onClose();
    } catch (e) {
      if (e instanceof ApiError) applyServerErrors(form, e.errors);
      message.error((e as Error).message || 'Error al actualizar el usuario');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title={user ? `Editar usuario · ${fullName(user) || user.correo}` : 'Editar usuario'}
      open={!!user}
      onCancel={onClose}
      width={800}
      destroyOnHidden
      footer={tab !== 'clubes' ? [
        <Button key="c" onClick={onClose}>Cancelar</Button>,
        <Button key="s" type="primary" loading={saving} onClick={submit}>Guardar cambios</Button>,
      ] : [<Button key="c" onClick={onClose}>Cerrar</Button>]}
    >
      {user && (
        <Form form={form} layout="vertical" name="admin-edit-user" initialValues={toProfileForm(user as unknown as Record<string, unknown>)}>
          <Tabs
            tabBarGutter={isMobile ? 16 : undefined}
            activeKey={tab}
            onChange={setTab}
            items={[
              { key: 'personal', label: 'Personal', forceRender: true, children: <PersonalFields /> },
              { key: 'deportivo', label: 'Deportivo', forceRender: true, children: <SportsFields /> },
              { key: 'privacidad', label: 'Privacidad', forceRender: true, children: <PrivacyFields /> },
              { key: 'clubes', label: 'Clubes', children: <ClubsTab user={user} clubOptions={clubOptions} /> },
            ]}
          />
        </Form>
      )}
    </Modal>
  );
}
