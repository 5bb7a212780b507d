import { useState } from 'react';
import { formatCLP, type PartidoBaseDto } from '@partidos/shared';
import { Button } from '../../../components/lite';
import { DollarOutlined } from '../../../components/lite/app-icons';
import { Modal, Skeleton } from '../../../components/lite/kit';
import { usePartido } from '../../matches/api/match-calls';
import { useMiPago } from '../api/payment-calls';
import { needsReceipt } from './MyPaymentStatus';
import { PaymentInfoCard } from './PaymentInfoCard';
import { UploadReceiptModal } from './lazy-payments';

/** The transfer data of the match (its detail is read when the dialog opens). */
function TransferData({ partidoId }: { partidoId: string }) {
  const q = usePartido(partidoId);
  if (q.isPending) return <Skeleton rows={4} title={false} />;
  if (q.isError) return <p className="lite-danger">{q.error.message || 'Error al obtener partido'}</p>;
  return <PaymentInfoCard partido={q.data} />;
}

/**
 * "Pagar $5.000" on the card of a match one plays (docs/decisions/0081): the club's transfer data to copy, then the
 * receipt upload with the camera, without going through the match page. Shown while a receipt is due (none sent yet,
 * or the last one rejected). With "Voy", a player's week is then at most four taps of ours: Voy, Pagar, Subir
 * comprobante, Enviar.
 */
export function PayFromCard({ partido: p }: { partido: PartidoBaseDto }) {
  const owes = p.mi_estado.inscrito && p.monto_por_jugador > 0;
  const q = useMiPago(p._id, owes);
  const [step, setStep] = useState<'datos' | 'comprobante' | null>(null);
  if (!owes || !needsReceipt(q.data?.pago ?? null)) return null;
  return (
    <>
      <Button type="primary" block icon={<DollarOutlined />} onClick={() => setStep('datos')}>Pagar {formatCLP(p.monto_por_jugador)}</Button>
      <Modal
        open={step === 'datos'}
        title={`Pagar ${formatCLP(p.monto_por_jugador)}`}
        okText="Subir comprobante"
        cancelText="Cerrar"
        onCancel={() => setStep(null)}
        onOk={() => setStep('comprobante')}
      >
        <p style={{ marginTop: 0 }}>Transfiere a la cuenta del club y sube la foto del comprobante.</p>
        <TransferData partidoId={p._id} />
      </Modal>
      <UploadReceiptModal partidoId={p._id} monto={p.monto_por_jugador} open={step === 'comprobante'} onClose={() => setStep(null)} />
    </>
  );
}
