import { formatCLP, type PartidoDetailDto } from '@partidos/shared';
import { Button } from '../../../components/lite';
import { CopyOutlined } from '../../../components/lite/detail-icons';
import { Card, Descriptions, Secondary } from '../../../components/lite/kit';
import { flash } from '../../../lib/flash';

async function copy(text: string, done = 'Copiado') {
  try {
    await navigator.clipboard.writeText(text);
    flash.success(done);
  } catch {
    flash.error('Error al copiar datos');
  }
}

/** A value with a button that copies it (antd's copyable text). */
function Copyable({ text, label }: { text: string; label: string }) {
  return (
    <>
      {text}
      <button type="button" className="lite-copy" aria-label={`Copiar ${label}`} title="Copiar" onClick={() => void copy(text)}><CopyOutlined /></button>
    </>
  );
}

/**
 * 'Información de pago' on the match detail: the club account's bank details with copy buttons for
 * enrolled players and public or open-invitation matches. The player's own payment is in the detail's first block
 * (MyPaymentStatus). Drawn without antd.
 */
export function PaymentInfoCard({ partido: p }: { partido: PartidoDetailDto }) {
  const enrolled = p.mi_estado.inscrito;
  const visible = enrolled || p.es_publico || p.permite_invitacion_abierta;
  if (!visible || (!p.cuenta_pago && !(p.monto_por_jugador > 0))) return null;
  const c = p.cuenta_pago;

  const copyAll = () => {
    if (!c) return;
    const text = [
      `Titular: ${c.nombre_titular}`, `RUT: ${c.rut_titular}`, `Banco: ${c.nombre_banco}`, `Tipo de cuenta: ${c.tipo_cuenta}`,
      `Número de cuenta: ${c.numero_cuenta}`, c.correo_electronico ? `Correo: ${c.correo_electronico}` : null,
      p.monto_por_jugador ? `Monto: ${formatCLP(p.monto_por_jugador)}` : null,
    ].filter(Boolean).join('\n');
    void copy(text, 'Datos copiados');
  };

  return (
    <Card title="Información de pago" extra={c && <Button size="small" icon={<CopyOutlined />} onClick={copyAll}>Copiar datos</Button>}>
      {p.monto_por_jugador > 0 && (
        <p style={{ marginTop: 0 }}>
          Monto por jugador: <strong>{formatCLP(p.monto_por_jugador)}</strong>
        </p>
      )}
      {c ? (
        <Descriptions
          items={[
            { label: 'Titular', children: <Copyable text={c.nombre_titular} label="titular" /> },
            { label: 'RUT', children: <Copyable text={c.rut_titular} label="RUT" /> },
            { label: 'Banco', children: c.nombre_banco },
            { label: 'Tipo de cuenta', children: c.tipo_cuenta },
            { label: 'N° de cuenta', children: <Copyable text={c.numero_cuenta} label="número de cuenta" /> },
            ...(c.correo_electronico ? [{ label: 'Correo', children: <Copyable text={c.correo_electronico} label="correo" /> }] : []),
          ]}
        />
      ) : (
        <Secondary>El club aún no indica una cuenta para transferir.</Secondary>
      )}
    </Card>
  );
}
