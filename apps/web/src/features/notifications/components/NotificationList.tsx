import { theme as antTheme } from 'antd';
import { Link } from 'react-router';
import type { NotificacionDto } from '@partidos/shared';
import { formatWhen } from '../format-when';
import './notification-list.css';

/**
 * Notifications as rows of links: title, the body in two lines at most, when. An unread one has a
 * bold title and a dot (and says 'No leída' to screen readers). Opening one marks it read and follows its `enlace`.
 */
export function NotificationList({ items, onOpen, label }: {
  items: NotificacionDto[];
  onOpen: (n: NotificacionDto) => void;
  label: string;
}) {
  const { token } = antTheme.useToken();
  const now = new Date();
  return (
    <ul className="notif-list" aria-label={label}>
      {items.map((n) => (
        <li key={n._id}>
          <Link className="notif-row" to={n.enlace} onClick={() => onOpen(n)}>
            <span className="notif-row__dot" aria-hidden style={{ background: n.leida ? 'transparent' : token.colorPrimary }} />
            <span className="notif-row__main">
              {!n.leida && <span className="notif-sr-only">No leída: </span>}
              <span className="notif-row__title" style={{ fontWeight: n.leida ? 400 : 600 }}>{n.titulo}</span>
              <span className="notif-row__body" style={{ color: token.colorTextSecondary }}>{n.cuerpo}</span>
              <time className="notif-row__when" dateTime={n.createdAt} title={new Date(n.createdAt).toLocaleString('es-CL')} style={{ color: token.colorTextTertiary }}>
                {formatWhen(n.createdAt, now)}
              </time>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
