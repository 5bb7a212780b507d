import { useNavigate } from 'react-router';
import { Button } from '../../../components/lite';
import { AuditOutlined } from '../../../components/lite/app-icons';
import { Badge } from '../../../components/lite/kit';
import { useManagesAnyClub, useTotalPorValidar } from '../api/receipts-inbox';

export const INBOX_PATH = '/pagos/por-validar';

/** The count of receipts waiting, for people with an inbox (null for everyone else: no request is made). */
export function useInboxCount(): number | null {
  const manages = useManagesAnyClub();
  const total = useTotalPorValidar(manages);
  return manages ? (total.data ?? 0) : null;
}

/**
 * The header's way to the inbox with its count, at both widths: in the header rather than as one
 * more entry of the desktop menu, which already runs out of room at 1280 px (docs/decisions/0035).
 */
export function ReceiptsInboxButton() {
  const navigate = useNavigate();
  const n = useInboxCount();
  if (n === null) return null;
  return (
    <Badge count={n} size="small" hidden>
      <Button
        type="text"
        shape="circle"
        size="large"
        icon={<AuditOutlined />}
        title="Pagos por validar"
        aria-label={n ? `Pagos por validar: ${n}` : 'Pagos por validar'}
        onClick={() => navigate(INBOX_PATH)}
      />
    </Badge>
  );
}

/** The drawer menu's entry, 'Pagos por validar' with its count; null for people with no inbox. */
export function useReceiptsInboxMenuItem() {
  const n = useInboxCount();
  if (n === null) return null;
  return { key: INBOX_PATH, icon: <AuditOutlined />, label: 'Pagos por validar', count: n };
}
