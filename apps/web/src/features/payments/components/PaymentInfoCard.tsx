import { CopyOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Descriptions, Space, Typography } from 'antd';
import { useState } from 'react';
import { formatCLP, formatDate, type PartidoDetailDto } from '@partidos/shared';
import { useMiPago } from '../api/payment-calls';
import { PaymentStatusTag } from './PaymentStatusTag';
import { UploadReceiptModal } from './UploadReceiptModal';

/**
 * 'Información de pago' on the match detail (spec 2 §2): the club account's bank details with copy buttons for
 * enrolled players and public or open-invitation matches, and the player's own payment and receipt.
 */
export function PaymentInfoCard({ partido: p }: { partido: PartidoDetailDto }) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const enrolled = p.mi_estado.inscrito;
  const visible = enrolled || p.es_publico || p.permite_invitacion_abierta;
  const mine = useMiPago(p._id, enrolled && p.monto_por_jugador > 0);
  if (!visible || (!p.cuenta_pago && !(p.monto_por_jugador > 0))) return null;
  const c = p.cuenta_pago;
  const pago = mine.data?.pago ?? null;

  const copyAll = async () => {
    if (!c) return;
    const text = [
      `Titular: ${c.nombre_titular}`, `RUT: ${c.rut_titular}`, `Banco: ${c.nombre_banco}`, `Tipo de cuenta: ${c.tipo_cuenta}`,
      `Número de cuenta: ${c.numero_cuenta}`, c.correo_electronico ? `Correo: ${c.correo_electronico}` : null,
      p.monto_por_jugador ? `Monto: ${formatCLP(p.monto_por_jugador)}` : null,
    ].filter(Boolean).join('\n');
    try {
      await navigator.clipboard.writeText(text);
      message.success('Datos copiados');
    } catch {
      message.error('Error al copiar datos');
    }
  };

  return (
    <Card title="Información de pago" extra={c && <Button size="small" icon={<CopyOutlined />} onClick={() => void copyAll()}>Copiar datos</Button>}>
      {p.monto_por_jugador > 0 && (
        <Typography.Paragraph>
          Monto por jugador: <Typography.Text strong>{formatCLP(p.monto_por_jugador)}</Typography.Text>
        </Typography.Paragraph>
      )}
      {c ? (
        <Descriptions column={1} size="small" colon={false}>
          <Descriptions.Item label="Titular"><Typography.Text copyable>{c.nombre_titular}</Typography.Text></Descriptions.Item>
          <Descriptions.Item label="RUT"><Typography.Text copyable>{c.rut_titular}</Typography.Text></Descriptions.Item>
          <Descriptions.Item label="Banco">{c.nombre_banco}</Descriptions.Item>
          <Descriptions.Item label="Tipo de cuenta">{c.tipo_cuenta}</Descriptions.Item>
          <Descriptions.Item label="N° de cuenta"><Typography.Text copyable>{c.numero_cuenta}</Typography.Text></Descriptions.Item>
          {c.correo_electronico && <Descriptions.Item label="Correo"><Typography.Text copyable>{c.correo_electronico}</Typography.Text></Descriptions.Item>}
        </Descriptions>
      ) : (
        <Typography.Text type="secondary">El club aún no indica una cuenta para transferir.</Typography.Text>
      )}
      {enrolled && p.monto_por_jugador > 0 && (
        <Space orientation="vertical" style={{ width: '100%', marginTop: 12 }}>
          {pago && (
            <Space wrap>
              <Typography.Text>Tu pago:</Typography.Text>
              <PaymentStatusTag estado={pago.estado} />
              {pago.fecha_subida && <Typography.Text type="secondary">subido el {formatDate(pago.fecha_subida)}</Typography.Text>}
              {pago.comprobante_url && <a href={pago.comprobante_url} target="_blank" rel="noopener noreferrer">Ver comprobante</a>}
            </Space>
          )}
          {pago?.estado === 'Rechazado' && (
            <Alert type="error" showIcon title="Tu comprobante fue rechazado" description={pago.notas_rechazo ? `Motivo: ${pago.notas_rechazo}. Puedes subir uno nuevo.` : 'Puedes subir uno nuevo.'} />
          )}
          {pago?.estado === 'Validando' && <Alert type="info" showIcon title="Tu comprobante está en revisión" />}
          {pago?.estado === 'Aprobado' && <Alert type="success" showIcon title="Tu pago fue aprobado" />}
          {pago && (pago.estado === 'Pendiente' || pago.estado === 'Rechazado') && (
            <Button type="primary" block icon={<UploadOutlined />} onClick={() => setUploading(true)}>Subir comprobante</Button>
          )}
        </Space>
      )}
      <UploadReceiptModal partidoId={p._id} monto={p.monto_por_jugador} open={uploading} onClose={() => setUploading(false)} />
    </Card>
  );
}
