import { createHmac, timingSafeEqual } from 'node:crypto';
import { TIPOS_NOTIFICACION, type TipoNotificacion } from '@partidos/shared';

/**
 * One-click unsubscribe (RFC 8058): the mail's link and its List-Unsubscribe header carry the person,
 * the kind and an HMAC of both, so the link works without a login and cannot be forged for someone else.
 */
export class Unsubscribe {
  constructor(private secret: string, private publicUrl: string) {}

  private sign(usuarioId: string, tipo: string) {
    return createHmac('sha256', `${this.secret}:baja`).update(`${usuarioId}:${tipo}`).digest('base64url').slice(0, 32);
  }

  private query(usuarioId: string, tipo: TipoNotificacion) {
    return `u=${usuarioId}&t=${tipo}&f=${this.sign(usuarioId, tipo)}`;
  }

  /** The mail's link: a page with one button (GET changes nothing). */
  url(usuarioId: string, tipo: TipoNotificacion): string {
    return `${this.publicUrl}/correo/baja?${this.query(usuarioId, tipo)}`;
  }

  /** The List-Unsubscribe header's address: the API's one-click POST (RFC 8058). */
  oneClickUrl(usuarioId: string, tipo: TipoNotificacion): string {
    return `${this.publicUrl}/api/notificaciones/baja?${this.query(usuarioId, tipo)}`;
  }

  /** The person and kind when the signature holds; undefined otherwise. */
  verify(u: string, t: string, f: string): { usuarioId: string; tipo: TipoNotificacion } | undefined {
    if (!(TIPOS_NOTIFICACION as readonly string[]).includes(t)) return undefined;
    const want = Buffer.from(this.sign(u, t));
    const got = Buffer.from(f);
    if (want.length !== got.length || !timingSafeEqual(want, got)) return undefined;
    return { usuarioId: u, tipo: t as TipoNotificacion };
  }
}
