import {
  TIPOS_NOTIFICACION, notificacionPorDefecto, type NotificacionDto, type NotificacionesPageDto, type NotificacionesQuery,
  type PreferenciasNotificacionDto, type PreferenciasNotificacionInput, type PushSuscripcionInput, type TipoNotificacion,
} from '@partidos/shared';
import type { UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import type { NotificationsRepository } from './notifications.repository.js';
import type { Unsubscribe } from './unsubscribe.js';

/** The notification centre, the preferences and the unsubscribe link. Everything is the caller's own. */
export class NotificationsService {
  constructor(private d: { repo: NotificationsRepository; clock: Clock; unsubscribe: Unsubscribe; vapidPublicKey?: string }) {}

  async list(user: UserRow, q: NotificacionesQuery): Promise<NotificacionesPageDto> {
    const { items, total, noLeidas } = await this.d.repo.page(user.id, q.page, q.limit);
    return {
      items: items.map((n): NotificacionDto => ({
        _id: n.id, tipo: n.tipo as TipoNotificacion, titulo: n.titulo, cuerpo: n.cuerpo, enlace: n.enlace, leida: n.leidaEn !== null,
        createdAt: n.creadoEn.toISOString(),
      })),
      pagination: { total, page: q.page, limit: q.limit, pages: Math.ceil(total / q.limit) },
      no_leidas: noLeidas,
    };
  }

  async markRead(user: UserRow, id: string): Promise<{ no_leidas: number }> {
    if (!isId(id) || !(await this.d.repo.markRead(user.id, id, this.d.clock.now()))) throw notFound('notificacionNoEncontrada');
    return { no_leidas: await this.d.repo.unreadCount(user.id) };
  }

  async markAllRead(user: UserRow): Promise<{ no_leidas: number }> {
    await this.d.repo.markAllRead(user.id, this.d.clock.now());
    return { no_leidas: 0 };
  }

  async preferences(user: UserRow): Promise<PreferenciasNotificacionDto> {
    const { prefs, muted, pushCount } = await this.d.repo.preferences(user.id);
    const chosen = new Map(prefs.map((p) => [p.tipo, p]));
    return {
      preferencias: TIPOS_NOTIFICACION.map((tipo) => {
        const p = chosen.get(tipo) ?? notificacionPorDefecto(tipo);
        return { tipo, email: p.email, app: p.app };
      }),
      clubes_silenciados: muted,
      push: { disponible: !!this.d.vapidPublicKey, vapid_public_key: this.d.vapidPublicKey ?? null, suscripciones: pushCount },
    };
  }

  async savePreferences(user: UserRow, input: PreferenciasNotificacionInput): Promise<PreferenciasNotificacionDto> {
    // one row a kind (the last one sent wins) and only well-formed club ids
    const prefs = input.preferencias ? [...new Map(input.preferencias.map((p) => [p.tipo, p])).values()] : undefined;
    await this.d.repo.savePreferences(user.id, prefs, input.clubes_silenciados?.filter(isId));
    return this.preferences(user);
  }

  async subscribePush(user: UserRow, input: PushSuscripcionInput): Promise<PreferenciasNotificacionDto> {
    if (!(await this.d.repo.addPushSubscription(user.id, { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth }))) {
      throw conflict('suscripcionPushAjena');
    }
    return this.preferences(user);
  }

  async unsubscribePush(user: UserRow, endpoint: string): Promise<PreferenciasNotificacionDto> {
    await this.d.repo.removePushSubscription(user.id, endpoint);
    return this.preferences(user);
  }

  /** The mail's one-click link: this kind's e-mails off for that person (in-app unchanged). */
  async unsubscribe(u: string, t: string, f: string): Promise<TipoNotificacion> {
    const ok = isId(u) ? this.d.unsubscribe.verify(u, t, f) : undefined;
    if (!ok) throw badRequest('enlaceBajaInvalido');
    await this.d.repo.emailOff(ok.usuarioId, ok.tipo);
    return ok.tipo;
  }
}
