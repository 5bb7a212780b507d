import type { EstadoPago } from '@partidos/shared';
import { Tag, type TagColor } from '../../../components/lite/kit';

const COLOR: Record<EstadoPago, TagColor> = { Pendiente: 'default', Validando: 'blue', Aprobado: 'green', Rechazado: 'red' };

/** Pendiente, Validando, Aprobado, Rechazado; a payment without a status is a rent payment (docs/product/payments.md). No antd. */
export function PaymentStatusTag({ estado }: { estado: EstadoPago | null | undefined }) {
  if (!estado) return <Tag color="purple">Pago Arriendo</Tag>;
  return <Tag color={COLOR[estado]}>{estado}</Tag>;
}
