import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { App, Button, Empty, Form, Input, List, Modal, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { formatDate, fullName } from '@partidos/shared';
import { LoadError } from '../../../components/LoadError';
import { queryClient } from '../../../lib/query-client';
import { approveRequest, clubKeys, rejectRequest, useJoinRequests } from '../api/club-calls';
import type { JoinRequest } from '../api/types';
import { PersonAvatar } from '../../../components/PersonAvatar';

/** Solicitudes tab (moderators): approve, or reject with a required reason. */
export function RequestsTab({ clubId }: { clubId: string }) {
  const { message } = App.useApp();
  const requests = useJoinRequests(clubId, true);
  const [rejecting, setRejecting] = useState<JoinRequest | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
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
  return (
    <>
      <List
        dataSource={requests.data}
        rowKey="_id"
        renderItem={(r) => (
          <List.Item
            actions={[
              <Button key="ok" type="primary" size="small" icon={<CheckOutlined />} loading={busy === r._id} onClick={() => approve(r)}>Aprobar</Button>,
              <Button key="no" danger size="small" icon={<CloseOutlined />} disabled={busy === r._id} onClick={() => setRejecting(r)}>Rechazar</Button>,
            ]}
          >
            <List.Item.Meta
              avatar={<PersonAvatar person={r.usuario_id} />}
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
