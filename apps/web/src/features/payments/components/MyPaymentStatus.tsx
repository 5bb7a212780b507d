import { Button } from '../../../components/lite';
import { UploadOutlined } from '../../../components/lite/detail-icons';
import { useState } from 'react';
import { formatCLP, formatDate, type PagoJugadorDto, type PartidoDetailDto } from '@partidos/shared';
import { useMiPago } from '../api/payment-calls';
import { PaymentStatusTag } from './PaymentStatusTag';
import { UploadReceiptModal } from './lazy-payments';

/** The enrolled player's own payment of a match with a cost (null while it loads or when there is nothing to pay). */
export function useMyPayment(p: PartidoDetailDto): PagoJugadorDto | null {
  const owes = p.mi_estado.inscrito && p.monto_por_jugador > 0;
  const q = useMiPago(p._id, owes);
  return owes ? (q.data?.pago ?? null) : null;
}

/** A receipt is still to be sent: nothing uploaded yet, or the last one was rejected. */
export const needsReceipt = (pago: PagoJugadorDto | null): boolean => !!pago && (pago.estado === 'Pendiente' || pago.estado === 'Rechazado');

const ESTADO_TEXTO: Record<PagoJugadorDto['estado'], string> = {
  Pendiente: 'Aún no subes tu comprobante.',
  Validando: 'Tu comprobante está en revisión.',
  Aprobado: 'Tu pago fue aprobado.',
  Rechazado: 'Tu comprobante fue rechazado: puedes subir uno nuevo.',
};

/**
 * The player's payment in the match detail's first block (docs/decisions/0036): the amount, the state with its word,
 * the receipt, and 'Subir comprobante' while one is due.
 */
export function MyPaymentStatus({ partido: p }: { partido: PartidoDetailDto }) {
  const pago = useMyPayment(p);
  const [uploading, setUploading] = useState(false);
  if (!pago) return null;
  return (
    <div>
      <div className="lite-row" style={{ gap: '4px 8px', marginBottom: 4 }}>
        <span>Tu pago de {formatCLP(pago.monto)}:</span>
        <PaymentStatusTag estado={pago.estado} />
        {pago.comprobante_url && <a href={pago.comprobante_url} target="_blank" rel="noopener noreferrer">Ver comprobante</a>}
      </div>
      <span className={pago.estado === 'Rechazado' ? 'lite-danger' : 'lite-secondary'} style={{ display: 'block', fontSize: 13 }}>
        {ESTADO_TEXTO[pago.estado]}
        {pago.estado === 'Rechazado' && pago.notas_rechazo ? ` Motivo: ${pago.notas_rechazo}.` : ''}
        {pago.fecha_subida && pago.estado !== 'Pendiente' ? ` Subido el ${formatDate(pago.fecha_subida)}.` : ''}
      </span>
      {needsReceipt(pago) && (
        <Button type="primary" block icon={<UploadOutlined />} onClick={() => setUploading(true)} style={{ marginTop: 8 }}>Subir comprobante</Button>
      )}
      <UploadReceiptModal partidoId={p._id} monto={p.monto_por_jugador} open={uploading} onClose={() => setUploading(false)} />
    </div>
  );
}
