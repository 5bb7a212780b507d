import { useNavigate } from 'react-router';
import { Button } from '../../../components/lite';
import { AuditOutlined } from '../../../components/lite/app-icons';
import { Avatar, Card } from '../../../components/lite/kit';
import { INBOX_PATH, useInboxCount } from './ReceiptsInboxNav';

/** The managers' home card 'Pagos por validar' (docs/decisions/0035): the count and the way in; nothing for players. */
export function ReceiptsInboxCard() {
  const navigate = useNavigate();
  const n = useInboxCount();
  if (n === null) return null;
  const texto = n === 0 ? 'No hay comprobantes pendientes de validación' : n === 1 ? '1 comprobante espera tu revisión' : `${n} comprobantes esperan tu revisión`;
  return (
    <Card size="small">
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
        <Avatar size={40} icon={<AuditOutlined />} aria-hidden style={{ background: n > 0 ? '#d97706' : '#16a34a' }} />
        <div style={{ flex: '1 1 160px', minWidth: 0 }}>
          <strong style={{ display: 'block' }}>Pagos por validar</strong>
          <span className="lite-secondary">{texto}</span>
        </div>
        <Button type={n > 0 ? 'primary' : 'default'} size="large" onClick={() => navigate(INBOX_PATH)}>
          {n > 0 ? `Revisar (${n})` : 'Ver comprobantes'}
        </Button>
      </div>
    </Card>
  );
}
