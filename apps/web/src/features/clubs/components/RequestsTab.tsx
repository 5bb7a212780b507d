import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Empty, Form, Input, List, Modal, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { formatDate, fullName } from '@partidos/shared';
import { LoadError } from '../../../components/LoadError';
import { queryClient } from '../../../lib/query-client';
import { approveRequest, clubKeys, rejectRequest, useJoinRequests } from '../api/club-calls';
import type { JoinRequest } from '../api/types';
import { PersonAvatar } from '../../../components/PersonAvatar';

/** "1 solicitud aprobada", "4 solicitudes aprobadas". */
export const aprobadasTexto = (n: number) => `${n} ${n === 1 ? 'solicitud aprobada' : 'solicitudes aprobadas'}`;

/**
 * Solicitudes tab (moderators): approve, or reject with a required reason; approve several, or all, at once (the
 * spec's approval, once per request, one after the other: docs/decisions/0081).
 */
export function RequestsTab({ clubId }: { clubId: string }) {
  const { message } = App.useApp();
  const requests = useJoinRequests(clubId, true);
  const [rejecting, setRejecting] = useState<JoinRequest | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  /** approving several: how many are done of how many */
  const [batch, setBatch] = useState<{ done: number; total: number } | null>(null);
  const [form] = Form.useForm<{ notas_rechazo: string }>();
  const refresh = () => Promise.all([
    queryClient.invalidateQueries({ queryKey: clubKeys.requests(clubId) }),
    queryClient.invalidateQueries({ queryKey: clubKeys.detail(clubId) }),
  ]);

  const approve = async (r: JoinRequest) => {
    setBusy(r._id);
    try {
      const res = await approveRequest(clubId, r._id);
      message.success(res.message ?? 'Solicitud aprobada');
    } catch (e) {
      message.error((e as Error).message || 'Error al aprobar solicitud');
    } finally {
      setBusy(null);
      await refresh();
    }
  };
  const approveMany = async (list: JoinRequest[]) => {
    setBatch({ done: 0, total: list.length });
    let ok = 0;
    let firstError: string | null = null;
    for (const r of list) {
      try {
        await approveRequest(clubId, r._id);
        ok += 1;
      } catch (e) {
        firstError ??= (e as Error).message || 'Error al aprobar solicitud';
      }
      setBatch({ done: ok, total: list.length });
    }
    setBatch(null);
    setSelected(new Set());
    await refresh();
    if (ok > 0) message.success(aprobadasTexto(ok));
    if (firstError) message.error(`${list.length - ok} sin aprobar: ${firstError}`);
  };
  const toggle = (id: string, on: boolean) => setSelected((cur) => {
    const next = new Set(cur);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  });

  const reject = async () => {
    const { notas_rechazo } = await form.validateFields();
    if (!rejecting) return;
    setBusy(rejecting._id);
    try {
      const res = await rejectRequest(clubId, rejecting._id, notas_rechazo.trim());
      message.success(res.message ?? 'Solicitud rechazada');
      setRejecting(null);
      form.resetFields();
    } catch (e) {
      message.error((e as Error).message || 'Error al rechazar solicitud');
    } finally {
      setBusy(null);
      await refresh();
    }
  };

  if (requests.isPending) return <Skeleton active />;
  if (requests.isError) return <LoadError title="Error al cargar las solicitudes" error={requests.error} onRetry={() => requests.refetch()} />;
  if (requests.data.length === 0) return <Empty description="No hay solicitudes pendientes" />;
  const chosen = requests.data.filter((r) => selected.has(r._id));
  const many = chosen.length > 0 ? chosen : requests.data;
  return (
    <>
      {requests.data.length > 1 && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between', marginBottom: 8 }}>
          <Typography.Text type="secondary">
            {chosen.length > 0 ? `${chosen.length} de ${requests.data.length} seleccionadas` : `${requests.data.length} solicitudes pendientes`}
          </Typography.Text>
          <Button type="primary" icon={<CheckOutlined />} loading={!!batch} disabled={!!busy} onClick={() => void approveMany(many)}>
            {batch ? `Aprobando ${batch.done} de ${batch.total}…` : chosen.length > 0 ? `Aprobar seleccionadas (${chosen.length})` : 'Aprobar todas'}
          </Button>
        </div>
      )}
      <List
        dataSource={requests.data}
        rowKey="_id"
        renderItem={(r) => (
          <List.Item
            actions={[
              <Button key="ok" type="primary" size="small" icon={<CheckOutlined />} loading={busy === r._id} disabled={!!batch} onClick={() => approve(r)}>Aprobar</Button>,
              <Button key="no" danger size="small" icon={<CloseOutlined />} disabled={busy === r._id || !!batch} onClick={() => setRejecting(r)}>Rechazar</Button>,
            ]}
          >
            <List.Item.Meta
              avatar={(
                <Space size={8}>
                  {requests.data.length > 1 && (
                    <Checkbox
                      aria-label={`Seleccionar a ${fullName(r.usuario_id)}`}
                      checked={selected.has(r._id)}
                      disabled={!!batch}
                      onChange={(e) => toggle(r._id, e.target.checked)}
                    />
                  )}
                  <PersonAvatar person={r.usuario_id} />
                </Space>
              )}
              title={fullName(r.usuario_id)}
              description={
                <Space orientation="vertical" size={0}>
                  {r.mensaje && <Typography.Text>«{r.mensaje}»</Typography.Text>}
                  <Typography.Text type="secondary">Enviada el {formatDate(r.fecha_solicitud)}</Typography.Text>
                </Space>
              }
            />
          </List.Item>
        )}
      />
      <Modal
        title={rejecting ? `Rechazar a ${fullName(rejecting.usuario_id)}` : 'Rechazar solicitud'}
        open={!!rejecting}
        onCancel={() => { setRejecting(null); form.resetFields(); }}
        onOk={reject}
        okText="Rechazar"
        okButtonProps={{ danger: true }}
        cancelText="Cancelar"
        confirmLoading={!!busy}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="notas_rechazo" label="Motivo" rules={[{ required: true, whitespace: true, message: 'El motivo es obligatorio' }]}>
            <Input.TextArea rows={3} maxLength={300} showCount placeholder="Cuéntale por qué no puede unirse" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
