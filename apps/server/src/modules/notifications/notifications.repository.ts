import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ROLES_CLUB, canManageClub, notificacionPorDefecto, type TipoNotificacion } from '@partidos/shared';
import type { Db } from '../../db/client.js';
import {
  clubMembers, clubs, lugares, notificaciones, notificacionesClubesSilenciados, notificacionesEntregas, notificacionesPreferencias,
  partidoAsistentes, partidoListaEspera, partidos, pushSuscripciones, users,
} from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import type { CORREO_RESTABLECER } from './account-mail-kinds.js';

const ROLES_GESTION = ROLES_CLUB.filter((rol) => canManageClub({ tipo_usuario: 'usuario' }, rol));

/** What a notification says about a match (one query). */
export interface MatchFacts {
  id: string; clubId: string; club: string; fecha: string; hora: string | null; inicio: Date | null; duracion: number;
  lugar: string | null; canchaNumero: number | null; direccion: string | null; estado: string; montoPorJugador: number;
  equipoA: string; equipoB: string; golesA: number | null; golesB: number | null; mvp: string | null;
}

/** A recipient with what decides their copies: the kind's preference, the muted club, an e-mail and push subscriptions. */
export interface Recipient { id: string; correo: string; nombre: string | null; email: boolean; app: boolean; silenciado: boolean; push: boolean }

export interface NewNotification {
  /** a kind a person chooses in Mi Perfil, or an account mail's (modules/notifications/account-mails.ts) */
  usuarioId: string; tipo: TipoNotificacion | typeof CORREO_RESTABLECER; titulo: string; cuerpo: string; enlace: string;
  clubId: string | null; partidoId: string | null; datos?: Record<string, unknown>; clave?: string | null;
  enApp: boolean; email: boolean; push: boolean; grupo?: string | null;
  /** the copies wait this long before they are due (a group gathering what comes meanwhile) */
  reunirMs?: number;
}

export class NotificationsRepository {
  constructor(private db: Db) {}

  async matchFacts(db: Db, partidoId: string): Promise<MatchFacts | undefined> {
    const mvp = sql<string | null>`(SELECT coalesce(nullif(trim(coalesce(u.nombre,'') || ' ' || coalesce(u.apellido,'')), ''), 'Jugador') FROM users u WHERE u.id = ${partidos.mvpId})`;
    const [row] = await db
      .select({
        id: partidos.id, clubId: partidos.clubId, club: clubs.nombre, fecha: partidos.fecha, hora: partidos.horaPartido, inicio: partidos.inicio,
        duracion: partidos.duracion, lugar: lugares.nombre, canchaNumero: partidos.canchaNumero, direccion: lugares.direccion, estado: partidos.estadoPartido,
        montoPorJugador: partidos.montoPorJugador, equipoA: partidos.equipoA, equipoB: partidos.equipoB, golesA: partidos.golesA, golesB: partidos.golesB,
        mvp,
      })
      .from(partidos)
      .innerJoin(clubs, eq(clubs.id, partidos.clubId))
      .leftJoin(lugares, eq(lugares.id, partidos.lugarId))
      .where(eq(partidos.id, partidoId));
    return row;
  }

  async clubName(db: Db, clubId: string): Promise<string | undefined> {
    const [row] = await db.select({ nombre: clubs.nombre }).from(clubs).where(eq(clubs.id, clubId));
    return row?.nombre;
  }

  async personName(db: Db, usuarioId: string): Promise<string> {
    const [row] = await db.select({ nombre: users.nombre, apellido: users.apellido }).from(users).where(eq(users.id, usuarioId));
    return [row?.nombre, row?.apellido].filter(Boolean).join(' ') || 'Un jugador';
  }

  /** Enrolled players (and, when asked, those waiting) of a match. */
  async matchPeople(db: Db, partidoId: string, withWaiting: boolean): Promise<string[]> {
    const enrolled = db.select({ id: partidoAsistentes.usuarioId }).from(partidoAsistentes).where(eq(partidoAsistentes.partidoId, partidoId));
    if (!withWaiting) return (await enrolled).map((r) => r.id);
    const rows = await enrolled.union(db.select({ id: partidoListaEspera.usuarioId }).from(partidoListaEspera).where(eq(partidoListaEspera.partidoId, partidoId)));
    return rows.map((r) => r.id);
  }

  async clubManagers(db: Db, clubId: string): Promise<string[]> {
    const rows = await db.select({ id: clubMembers.usuarioId }).from(clubMembers).where(and(eq(clubMembers.clubId, clubId), inArray(clubMembers.rol, ROLES_GESTION)));
    return rows.map((r) => r.id);
  }

  async membersOf(db: Db, clubId: string): Promise<string[]> {
    const rows = await db.select({ id: clubMembers.usuarioId }).from(clubMembers).where(eq(clubMembers.clubId, clubId));
    return rows.map((r) => r.id);
  }

  /** One query for any number of recipients: their correo, this kind's preference, the muted club and push. */
  async recipients(db: Db, ids: string[], tipo: TipoNotificacion, clubId: string | null): Promise<Recipient[]> {
    if (ids.length === 0) return [];
    const def = notificacionPorDefecto(tipo);
    const rows = await db
      .select({
        id: users.id, correo: users.correo, nombre: users.nombre,
        email: sql<boolean>`coalesce(${notificacionesPreferencias.email}, ${def.email})`,
        app: sql<boolean>`coalesce(${notificacionesPreferencias.app}, ${def.app})`,
        silenciado: clubId
          ? sql<boolean>`exists (SELECT 1 FROM ${notificacionesClubesSilenciados} s WHERE s.usuario_id = ${users.id} AND s.club_id = ${clubId})`
          : sql<boolean>`false`,
        push: sql<boolean>`exists (SELECT 1 FROM ${pushSuscripciones} p WHERE p.usuario_id = ${users.id})`,
      })
      .from(users)
      .leftJoin(notificacionesPreferencias, and(eq(notificacionesPreferencias.usuarioId, users.id), eq(notificacionesPreferencias.tipo, tipo)))
      .where(inArray(users.id, [...new Set(ids)]));
    return rows;
  }

  /**
   * Writes the notifications and their deliveries in the caller's transaction (two statements). A notification
   * whose key this person already has is skipped (reminders, retried jobs): the database decides. Returns the ids
   * of those written.
   */
  async insert(db: Db, list: NewNotification[]): Promise<string[]> {
    if (list.length === 0) return [];
    const rows = list.map((n) => ({ ...n, id: newId() }));
    const inserted = await db
      .insert(notificaciones)
      .values(rows.map((n) => ({
        id: n.id, usuarioId: n.usuarioId, tipo: n.tipo, titulo: n.titulo.slice(0, 200), cuerpo: n.cuerpo, enlace: n.enlace.slice(0, 300),
        clubId: n.clubId, partidoId: n.partidoId, datos: n.datos ?? {}, clave: n.clave ?? null, enApp: n.enApp,
      })))
      .onConflictDoNothing()
      .returning({ id: notificaciones.id });
    const ok = new Set(inserted.map((r) => r.id));
    const due = (n: NewNotification) => (n.reunirMs ? { proximoIntento: sql`now() + ${`${n.reunirMs} milliseconds`}::interval` } : {});
    const deliveries = rows.filter((n) => ok.has(n.id)).flatMap((n) => [
      ...(n.email ? [{ id: newId(), notificacionId: n.id, canal: 'email', grupo: n.grupo ?? null, ...due(n) }] : []),
      ...(n.push ? [{ id: newId(), notificacionId: n.id, canal: 'push', grupo: null }] : []),
    ]);
    if (deliveries.length > 0) await db.insert(notificacionesEntregas).values(deliveries);
    return [...ok];
  }

  /**
   * Cancels the mail copies not sent yet of one kind's notifications in a club whose `datos` hold these values (the
   * managers' mails about a join request once it is answered).
   */
  async cancelPendingMails(db: Db, tipo: TipoNotificacion, clubId: string, datos: Record<string, string>): Promise<void> {
    await db.execute(sql`
      UPDATE notificaciones_entregas e SET estado = 'cancelada', reclamado_hasta = NULL
      FROM notificaciones n
      WHERE n.id = e.notificacion_id AND e.estado = 'pendiente' AND e.canal = 'email' AND n.club_id = ${clubId} AND n.tipo = ${tipo}
        AND n.datos @> ${JSON.stringify(datos)}::jsonb`);
  }

  // ---- the notification centre

  async page(usuarioId: string, page: number, limit: number) {
    const mine = and(eq(notificaciones.usuarioId, usuarioId), eq(notificaciones.enApp, true));
    const [items, [total], [unread]] = await Promise.all([
      this.db.select({
        id: notificaciones.id, tipo: notificaciones.tipo, titulo: notificaciones.titulo, cuerpo: notificaciones.cuerpo,
        enlace: notificaciones.enlace, leidaEn: notificaciones.leidaEn, creadoEn: notificaciones.creadoEn,
      }).from(notificaciones).where(mine).orderBy(desc(notificaciones.creadoEn), desc(notificaciones.id)).limit(limit).offset((page - 1) * limit),
      this.db.select({ n: count() }).from(notificaciones).where(mine),
      this.db.select({ n: count() }).from(notificaciones).where(and(mine, isNull(notificaciones.leidaEn))),
    ]);
    return { items, total: total?.n ?? 0, noLeidas: unread?.n ?? 0 };
  }

  async unreadCount(usuarioId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(notificaciones)
      .where(and(eq(notificaciones.usuarioId, usuarioId), eq(notificaciones.enApp, true), isNull(notificaciones.leidaEn)));
    return row?.n ?? 0;
  }

  /** False when it is not this person's (or does not exist). */
  async markRead(usuarioId: string, id: string, now: Date): Promise<boolean> {
    const rows = await this.db.update(notificaciones).set({ leidaEn: sql`coalesce(${notificaciones.leidaEn}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(notificaciones.id, id), eq(notificaciones.usuarioId, usuarioId))).returning({ id: notificaciones.id });
    return rows.length > 0;
  }

  async markAllRead(usuarioId: string, now: Date): Promise<number> {
    const rows = await this.db.update(notificaciones).set({ leidaEn: now })
      .where(and(eq(notificaciones.usuarioId, usuarioId), isNull(notificaciones.leidaEn))).returning({ id: notificaciones.id });
    return rows.length;
  }

  // ---- preferences

  async preferences(usuarioId: string) {
    const [prefs, muted, subs] = await Promise.all([
      this.db.select({ tipo: notificacionesPreferencias.tipo, email: notificacionesPreferencias.email, app: notificacionesPreferencias.app })
        .from(notificacionesPreferencias).where(eq(notificacionesPreferencias.usuarioId, usuarioId)),
      this.db.select({ clubId: notificacionesClubesSilenciados.clubId }).from(notificacionesClubesSilenciados).where(eq(notificacionesClubesSilenciados.usuarioId, usuarioId)),
      this.db.select({ n: count() }).from(pushSuscripciones).where(eq(pushSuscripciones.usuarioId, usuarioId)),
    ]);
    return { prefs, muted: muted.map((m) => m.clubId), pushCount: subs[0]?.n ?? 0 };
  }

  async savePreferences(usuarioId: string, prefs: { tipo: string; email: boolean; app: boolean }[] | undefined, muted: string[] | undefined) {
    await this.db.transaction(async (tx) => {
      if (prefs && prefs.length > 0) {
        await tx.insert(notificacionesPreferencias).values(prefs.map((p) => ({ usuarioId, ...p })))
          .onConflictDoUpdate({ target: [notificacionesPreferencias.usuarioId, notificacionesPreferencias.tipo], set: { email: sql`excluded.email`, app: sql`excluded.app` } });
      }
      if (muted) {
        await tx.delete(notificacionesClubesSilenciados).where(eq(notificacionesClubesSilenciados.usuarioId, usuarioId));
        // only clubs the person belongs to
        const mine = muted.length === 0 ? [] : await tx.select({ id: clubMembers.clubId }).from(clubMembers)
          .where(and(eq(clubMembers.usuarioId, usuarioId), inArray(clubMembers.clubId, muted)));
        if (mine.length > 0) await tx.insert(notificacionesClubesSilenciados).values(mine.map((m) => ({ usuarioId, clubId: m.id })));
      }
    });
  }

  /** This kind's e-mails off; its in-app choice stays (the default when the person never chose). */
  async emailOff(usuarioId: string, tipo: TipoNotificacion) {
    await this.db.insert(notificacionesPreferencias).values({ usuarioId, tipo, email: false, app: notificacionPorDefecto(tipo).app })
      .onConflictDoUpdate({ target: [notificacionesPreferencias.usuarioId, notificacionesPreferencias.tipo], set: { email: false } });
  }

  /**
   * Adds the caller's subscription, or refreshes its keys when the caller already holds that endpoint. An endpoint
   * another person holds stays theirs: false then, and nothing changes.
   */
  async addPushSubscription(usuarioId: string, s: { endpoint: string; p256dh: string; auth: string }): Promise<boolean> {
    const rows = await this.db.insert(pushSuscripciones).values({ id: newId(), usuarioId, ...s })
      .onConflictDoUpdate({
        target: pushSuscripciones.endpoint,
        set: { p256dh: s.p256dh, auth: s.auth },
        setWhere: eq(pushSuscripciones.usuarioId, usuarioId),
      })
      .returning({ id: pushSuscripciones.id });
    return rows.length > 0;
  }

  async removePushSubscription(usuarioId: string, endpoint: string) {
    await this.db.delete(pushSuscripciones).where(and(eq(pushSuscripciones.usuarioId, usuarioId), eq(pushSuscripciones.endpoint, endpoint)));
  }
}
