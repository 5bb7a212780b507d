import { useState } from 'react';
import { Button } from '../../../components/lite';
import { UserAddOutlined } from '../../../components/lite/app-icons';
import { confirm } from '../../../components/lite/confirm';
import { Card, Secondary, Skeleton } from '../../../components/lite/kit';
import type { ApiError } from '../../../lib/api';
import { flash } from '../../../lib/flash';
import { desactivarLinkClub, generarLinkClub, useClubLink } from '../api/club-link-calls';

/** The link to share: the club's, carrying the match when there is one (?partido=). */
export const shareUrl = (url: string, partidoId?: string) => (partidoId ? `${url}?partido=${partidoId}` : url);

/** The WhatsApp message: who invites to what, and the link. */
export function whatsappInvite(club: string, url: string, partido?: { id: string; texto: string }): string {
  const text = partido
    ? `¡Súmate a ${club} y juega el ${partido.texto}! Entra con este link, te anota en el partido: ${shareUrl(url, partido.id)}`
    : `¡Súmate a ${club} en Partidos! Entra con este link: ${url}`;
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/**
 * "Invitar jugadores" (docs/decisions/0082): the club's invite link, made once and shared to WhatsApp in one tap or
 * copied; whoever opens it is a member at once (and, from a match's share, signed up for that match). A new link
 * replaces the old one; switching it off stops it. For the club's moderators and creator (the server checks).
 */
export function InviteToClubCard({ club, partido, title = 'Invitar jugadores' }: {
  club: { _id: string; nombre: string };
  /** the match the shared link signs people up for */
  partido?: { id: string; texto: string };
  title?: string;
}) {
  const q = useClubLink(club._id);
  const [busy, setBusy] = useState<'crear' | 'apagar' | null>(null);

  const make = async () => {
    setBusy('crear');
    try {
      const r = await generarLinkClub(club._id);
      flash.success(r.message ?? 'Link del club listo para compartir');
    } catch (e) {
      flash.error((e as Error).message || 'Error al generar el link del club');
    } finally {
      setBusy(null);
    }
  };
  const switchOff = () => confirm({
    title: '¿Desactivar el link del club?',
    content: 'Quien lo tenga ya no podrá unirse con él. Puedes crear uno nuevo cuando quieras.',
    okText: 'Desactivar',
    cancelText: 'Cancelar',
    danger: true,
    onOk: async () => {
      try {
        const r = await desactivarLinkClub(club._id);
        flash.success(r.message ?? 'Link del club desactivado');
      } catch (e) {
        flash.error((e as Error).message || 'Error al desactivar el link del club');
      }
    },
  });
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      flash.success('Link copiado');
    } catch {
      flash.error('No se pudo copiar: mantén presionado el link para copiarlo');
    }
  };

  const link = q.data;
  // not the club's moderator or creator (a member who made the match): nothing to offer
  if (q.isError && (q.error as ApiError).status === 403) return null;
  return (
    <Card title={title}>
      {q.isPending ? <Skeleton rows={2} title={false} /> : q.isError ? (
        <Secondary block>{q.error.message || 'Error al cargar el link del club'}</Secondary>
      ) : !link ? (
        <div className="lite-stack" style={{ gap: 8 }}>
          <Secondary block>Comparte un link en el grupo: quien lo abra entra a {club.nombre} sin esperar aprobación{partido ? ' y queda anotado en el partido' : ''}.</Secondary>
          <Button type="primary" icon={<UserAddOutlined />} loading={busy === 'crear'} onClick={() => void make()}>Crear link de invitación</Button>
        </div>
      ) : (
        <div className="lite-stack" style={{ gap: 8 }}>
          <Secondary block>Quien abra el link entra a {club.nombre} sin esperar aprobación{partido ? ' y queda anotado en el partido' : ''}.</Secondary>
          <code aria-label="Link de invitación del club" style={{ wordBreak: 'break-all', fontSize: 13 }}>{shareUrl(link.url, partido?.id)}</code>
          {link.usosRestantes !== null && <Secondary block>{link.usosRestantes === 1 ? 'Queda 1 uso' : `Quedan ${link.usosRestantes} usos`}</Secondary>}
          <div className="lite-row" style={{ gap: 8, flexWrap: 'wrap' }}>
            <a className="lite-btn lite-btn--primary" href={whatsappInvite(club.nombre, link.url, partido)} target="_blank" rel="noopener noreferrer">
              Compartir por WhatsApp
            </a>
            <Button onClick={() => void copy(shareUrl(link.url, partido?.id))}>Copiar link</Button>
          </div>
          <div className="lite-row" style={{ gap: 8, flexWrap: 'wrap' }}>
            <Button size="small" loading={busy === 'crear'} onClick={() => void make()}>Crear link nuevo</Button>
            <Button size="small" danger onClick={switchOff}>Desactivar</Button>
          </div>
        </div>
      )}
    </Card>
  );
}
