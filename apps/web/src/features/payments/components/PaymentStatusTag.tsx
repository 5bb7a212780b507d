import { Tag } from 'antd';
import type { EstadoPago } from '@partidos/shared';

const COLOR: Record<EstadoPago, string> = { Pendiente: 'default', Validando: 'processing', Aprobado: 'success', Rechazado: 'error' };

/** Pendiente, Validando, Aprobado, Rechazado; a payment without a status is a rent payment (spec 3 §4). */
export function PaymentStatusTag({ estado }: { estado: EstadoPago | null | undefined }) {
  if (!estado) return <Tag color="purple">Pago Arriendo</Tag>;
  return <Tag color={COLOR[estado]}>{estado}</Tag>;
}
