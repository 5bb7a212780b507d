import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Card, Descriptions, Typography } from 'antd';
import { formatCLP, type PartidoDetailDto } from '@partidos/shared';

/**
 * 'Información de pago' on the match detail (spec 2 §2): the club account's bank details with copy buttons for
 * enrolled players and public or open-invitation matches. The player's own payment is in the detail's first block
 * (MyPaymentStatus).
 */
export function PaymentInfoCard({ partido: p }: { partido: PartidoDetailDto }) {
  const { message } = App.useApp();
  const enrolled = p.mi_estado.inscrito;
  const visible = enrolled || p.es_publico || p.permite_invitacion_abierta;
  if (!visible || (!p.cuenta_pago && !(p.monto_por_jugador > 0))) return null;
  const c = p.cuenta_pago;

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
    </Card>
  );
}
