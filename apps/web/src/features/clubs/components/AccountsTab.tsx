import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Empty, Form, Input, List, Modal, Popconfirm, Select, Skeleton, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { MSG, RUT_FORMAT, formatRut, isValidRut, type PaymentAccountInput } from '@partidos/shared';
import { LoadError } from '../../../components/LoadError';
import { ApiError } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-rules';
import { queryClient } from '../../../lib/query-client';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { clubKeys, deletePaymentAccount, savePaymentAccount, usePaymentAccounts } from '../api/club-calls';
import type { PaymentAccount } from '../api/types';

const TIPOS = ['Cuenta Vista/RUT', 'Cuenta Corriente', 'Cuenta de Ahorro'];

/** Payment account form (docs/product/payments.md): RUT formatted while typing and checked by its check digit. */
export function PaymentAccountModal({ clubId, account, open, onClose, onSaved }: {
  clubId: string; account: PaymentAccount | null; open: boolean; onClose: () => void;
  /** told of the saved account (the match form selects the one just added) */
  onSaved?: (a: PaymentAccount) => void;
}) {
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    setError(null);
    try {
      const body: PaymentAccountInput = { ...v, correo_electronico: v.correo_electronico?.trim() || undefined, alias: v.alias?.trim() || undefined };
      const r = await savePaymentAccount(clubId, body, account?._id);
      message.success(r.message ?? (account ? 'Cuenta actualizada' : 'Cuenta de pago agregada exitosamente'));
      await queryClient.invalidateQueries({ queryKey: clubKeys.accounts(clubId) });
      onSaved?.(r.data);
      onClose();
    } catch (e) {
      if (e instanceof ApiError) applyServerErrors(form, e.errors);
      setError((e as Error).message || 'Error al guardar cuenta');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title={account ? 'Editar cuenta de pago' : 'Agregar cuenta de pago'}
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText="Guardar"
      cancelText="Cancelar"
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={account ?? { tipo_cuenta: 'Cuenta Vista/RUT' }} preserve={false} name="cuenta-pago">
        <Form.Item name="alias" label="Alias (opcional)"><Input maxLength={50} placeholder="Ej: Cuenta del club" /></Form.Item>
        <Form.Item name="nombre_titular" label="Nombre del titular" rules={[{ required: true, whitespace: true, message: 'Ingresa el nombre del titular' }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="rut_titular"
          label="RUT del titular"
          normalize={(v: string) => (v ? formatRut(v) : v)}
          rules={[
            { required: true, message: 'Ingresa el RUT del titular' },
            { validator: async (_r, v) => { if (v && !RUT_FORMAT.test(v)) throw new Error('Formato inválido (ej: 12.345.678-9)'); } },
            { validator: async (_r, v) => { if (v && RUT_FORMAT.test(v) && !isValidRut(v)) throw new Error('El RUT no es válido (dígito verificador incorrecto)'); } },
          ]}
        >
          <Input placeholder="12.345.678-5" maxLength={12} inputMode="text" />
        </Form.Item>
        <Form.Item name="nombre_banco" label="Banco" rules={[{ required: true, whitespace: true, message: 'Ingresa el nombre del banco' }]}>
          <Input maxLength={60} placeholder="Ej: BancoEstado" />
        </Form.Item>
        <Form.Item name="tipo_cuenta" label="Tipo de cuenta" rules={[{ required: true, message: 'Selecciona el tipo de cuenta' }]}>
          <Select options={TIPOS.map((t) => ({ value: t, label: t }))} />
        </Form.Item>
        <Form.Item name="numero_cuenta" label="Número de cuenta" rules={[{ required: true, whitespace: true, message: 'Ingresa el número de cuenta' }]}>
          <Input maxLength={30} inputMode="numeric" />
        </Form.Item>
        <Form.Item name="correo_electronico" label="Correo para avisos de transferencia (opcional)" rules={[{ type: 'email', message: MSG.correoInvalido }]}>
          <Input type="email" />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} role="alert" />}
      </Form>
    </Modal>
  );
}

export function AccountsTab({ clubId, canManage }: { clubId: string; canManage: boolean }) {
  const { message } = App.useApp();
  const mobile = useIsMobile();
  const accounts = usePaymentAccounts(clubId);
  const [editing, setEditing] = useState<{ open: boolean; account: PaymentAccount | null }>({ open: false, account: null });
  const remove = async (a: PaymentAccount) => {
    try {
      const r = await deletePaymentAccount(clubId, a._id);
      message.success(r.message ?? 'Cuenta eliminada');
      await queryClient.invalidateQueries({ queryKey: clubKeys.accounts(clubId) });
    } catch (e) {
      message.error((e as Error).message || 'Error al eliminar cuenta');
    }
  };
  const actions = (a: PaymentAccount) =>
    canManage ? (
      <Space>
        <Button size="small" icon={<EditOutlined />} onClick={() => setEditing({ open: true, account: a })} aria-label="Editar cuenta">Editar</Button>
        <Popconfirm title="¿Eliminar esta cuenta de pago?" okText="Eliminar" cancelText="Cancelar" okButtonProps={{ danger: true }} onConfirm={() => remove(a)}>
          <Button size="small" danger icon={<DeleteOutlined />} aria-label="Eliminar cuenta">Eliminar</Button>
        </Popconfirm>
      </Space>
    ) : null;

  let body: React.ReactNode;
  if (accounts.isPending) body = <Skeleton active />;
  else if (accounts.isError) body = <LoadError title="Error al cargar cuentas de pago" error={accounts.error} onRetry={() => accounts.refetch()} />;
  else if (accounts.data.length === 0) body = <Empty description="Este club aún no tiene cuentas de pago" />;
  else if (mobile)
    body = (
      <List
        dataSource={accounts.data}
        rowKey="_id"
        renderItem={(a) => (
          <List.Item>
            <Space orientation="vertical" size={2}>
              <Typography.Text strong>{a.alias || a.nombre_banco}</Typography.Text>
              <Typography.Text>{a.nombre_titular} · {a.rut_titular}</Typography.Text>
              <Typography.Text type="secondary">{a.nombre_banco} · {a.tipo_cuenta} · {a.numero_cuenta}</Typography.Text>
              {actions(a)}
            </Space>
          </List.Item>
        )}
      />
    );
  else
    body = (
      <Table
        dataSource={accounts.data}
        rowKey="_id"
        pagination={{ pageSize: 10, showSizeChanger: true, hideOnSinglePage: true }}
        columns={[
          { title: 'Alias', dataIndex: 'alias', render: (v) => v || '—' },
          { title: 'Titular', dataIndex: 'nombre_titular' },
          { title: 'RUT', dataIndex: 'rut_titular' },
          { title: 'Banco', dataIndex: 'nombre_banco' },
          { title: 'Tipo', dataIndex: 'tipo_cuenta' },
          { title: 'Número', dataIndex: 'numero_cuenta' },
          { title: 'Correo', dataIndex: 'correo_electronico', render: (v) => v || '—' },
          ...(canManage ? [{ title: 'Acciones', key: 'a', render: (_: unknown, a: PaymentAccount) => actions(a) }] : []),
        ]}
      />
    );
  return (
    <>
      {canManage && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true, account: null })} style={{ marginBottom: 16 }}>
          Agregar cuenta
        </Button>
      )}
      {body}
      <PaymentAccountModal clubId={clubId} account={editing.account} open={editing.open} onClose={() => setEditing({ open: false, account: null })} />
    </>
  );
}
