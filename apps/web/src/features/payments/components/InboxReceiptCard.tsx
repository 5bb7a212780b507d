import { CalendarOutlined, CheckOutlined, ClockCircleOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Card, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { forwardRef } from 'react';
import { Link } from 'react-router';
import { formatCLP, fullName, type ComprobantePorValidarDto } from '@partidos/shared';
import { PersonAvatar } from '../../../components/PersonAvatar';
import { ReceiptPreview } from './ReceiptPreview';

/** The match as one line: 'Sáb 14/06/2026 · 20:00 · Cancha Central (cancha 2)'. */
function matchLine(p: ComprobantePorValidarDto['partido']): string {
  const lugar = p.lugar ? `${p.lugar}${p.cancha ? ` (cancha ${p.cancha})` : ''}` : 'Lugar por definir';
  return [p.fecha, p.hora ?? 'Hora por definir', lugar].join(' · ');
}

/**
 * One receipt of the inbox (docs/decisions/0035): player, club, amount, match, upload date, the receipt inline, and
 * 'Aprobar' / 'Rechazar' big enough for a thumb. Focusable, so that after a decision the next card takes the focus.
 */
export const InboxReceiptCard = forwardRef<HTMLDivElement, {
  item: ComprobantePorValidarDto;
  approving: boolean;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}>(function InboxReceiptCard({ item, approving, busy, onApprove, onReject }, ref) {
  const nombre = fullName(item.usuario);
  return (
    <div ref={ref} tabIndex={-1} aria-label={`Comprobante de ${nombre}, ${formatCLP(item.pago.monto)}`} style={{ scrollMarginTop: 120, outline: 'none', height: '100%' }}>
      <Card
        style={{ height: '100%' }}
        styles={{ body: { padding: 16, display: 'flex', flexDirection: 'column', gap: 12, height: '100%' } }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, minWidth: 0 }}>
          <PersonAvatar person={item.usuario} size={44} />
          <div style={{ flex: 1, minWidth: 0 }}>
            <Typography.Text strong ellipsis style={{ display: 'block' }}>{nombre}</Typography.Text>
            <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>{item.club.nombre}</Typography.Text>
          </div>
          <Typography.Text strong style={{ fontSize: 20, whiteSpace: 'nowrap' }}>{formatCLP(item.pago.monto)}</Typography.Text>
        </div>
        <Space orientation="vertical" size={2} style={{ minWidth: 0 }}>
          <Link to={`/partidos/${item.partido_id}`} style={{ overflowWrap: 'anywhere' }}>
            <CalendarOutlined /> Partido del {matchLine(item.partido)}
          </Link>
          {item.pago.fecha_subida && (
            <Typography.Text type="secondary">
              <ClockCircleOutlined /> Subido el {dayjs(item.pago.fecha_subida).format('DD/MM/YYYY HH:mm')}
            </Typography.Text>
          )}
        </Space>
        <ReceiptPreview url={item.pago.comprobante_url} tipo={item.pago.comprobante_tipo} alt={`Comprobante de ${nombre}`} />
        <div style={{ display: 'flex', gap: 8, marginTop: 'auto' }}>
          <Button type="primary" size="large" icon={<CheckOutlined />} loading={approving} disabled={busy && !approving} onClick={onApprove} style={{ flex: 1 }}>
            Aprobar
          </Button>
          <Button danger size="large" icon={<CloseOutlined />} disabled={busy} onClick={onReject} style={{ flex: 1 }}>
            Rechazar
          </Button>
        </div>
      </Card>
    </div>
  );
});
