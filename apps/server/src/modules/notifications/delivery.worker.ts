import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { TIPO_NOTIFICACION_LABELS, type TipoNotificacion } from '@partidos/shared';
import { rowsOf, type Db } from '../../db/client.js';
import type { Mailer } from '../../lib/mailer.js';
import { CORREO_RESTABLECER } from './account-mail-kinds.js';
import { renderNotificationMail } from './mails/render.js';
import { resetPasswordMail } from './mails/reset-password.js';
import { mailSubject } from './mails/subject.js';
import type { AnswerLinks } from '../matches/answer-links.js';
import type { PushPayload, PushSender } from './push.js';
import type { Unsubscribe } from './unsubscribe.js';


/** After this many failed attempts a copy is given up ('fallida'). */
export const MAX_INTENTOS = 6;
/** 30 s, 1 min, 2 min, … capped at one hour. */
export const backoffMs = (intentos: number) => Math.min(30_000 * 2 ** Math.max(0, intentos - 1), 3_600_000);
const BATCH = 20;

interface Claimed {
  id: string; canal: 'email' | 'push'; intentos: number; notificacion_id: string; usuario_id: string; partido_id: string | null; tipo: TipoNotificacion | typeof CORREO_RESTABLECER;
  titulo: string; cuerpo: string; enlace: string; correo: string; nombre: string | null;
  datos: { fecha?: unknown; club?: unknown; enlace?: unknown; expira?: unknown } | null;
}

/** The title of one mail that gathers a group's copies. */
function groupTitle(first: Claimed, n: number): string {
  if (first.tipo === 'solicitud_ingreso') return `${n} solicitudes de ingreso a ${String(first.datos?.club ?? 'tu club')}`;
  return `${n} comprobantes por validar`;
}

/** A copy that must not be sent any more (a reset link that expired while SMTP was down): given up at once. */
class Outdated extends Error {}

const ACCION: Partial<Record<TipoNotificacion, string>> = {
  comprobante_por_validar: 'Ver pagos por validar', solicitud_ingreso: 'Ver solicitudes', invitacion: 'Ver invitaciones',
  solicitud_respondida: 'Abrir Partidos',
};

/** Kinds about a coming match the person may play: their push copies carry 'Voy' / 'No voy' when they are enrolled. */
const CON_RESPUESTA: ReadonlySet<string> = new Set<TipoNotificacion>(['recordatorio', 'partido_nuevo', 'titular']);

/**
 * Sends the outbox's e-mail and push copies (docs/decisions/0037). Each copy is claimed by one
 * process for a lease with FOR UPDATE SKIP LOCKED, so several server processes never take the same row; it is marked
 * sent right after its own send, retried with backoff when the send fails, and taken again by anyone once the lease
 * of a process that died has run out. A copy repeats only when a process dies between the SMTP server's "250 OK" and
 * its own commit; it then carries the same Message-ID. Copies with a `grupo` (receipts to validate) go out as one
 * mail, at most one an hour per group.
 */
export class DeliveryWorker {
  readonly processId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private again = false;
  /** wake() does nothing until start() (tests run passes by hand) and after stop() */
  private started = false;
  private stopped = false;
  /** copies handed to sendSoon, until sent or failed */
  private soon = new Set<Promise<void>>();

  constructor(private d: {
    db: Db; mailer: Mailer; push?: PushSender; answerLinks?: AnswerLinks; unsubscribe: Unsubscribe; publicUrl: string; leaseMs: number; log: FastifyBaseLogger;
  }) {}

  start(intervalMs: number) {
    this.started = true;
    this.stopped = false;
    if (intervalMs > 0) {
      this.timer = setInterval(() => this.wake(), intervalMs);
      this.timer.unref();
    }
    this.wake();
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.idle();
  }

  /** Runs a pass soon (after a change that wrote notifications), or once more when one is under way. */
  wake() {
    if (!this.started || this.stopped) return;
    if (this.running) { this.again = true; return; }
    this.running = this.runOnce()
      .catch((err: unknown) => { this.d.log.error({ err }, 'notification delivery pass failed'); return 0; })
      .finally(() => {
        this.running = undefined;
        if (this.again) { this.again = false; setImmediate(() => this.wake()); }
      });
  }

  /**
   * Sends these notifications' copies now, without the caller waiting (a password-reset mail), in this process
   * whether or not the passes run here. A copy that fails stays in the outbox for the passes' retries.
   */
  sendSoon(notificacionIds: string[]) {
    if (this.stopped || notificacionIds.length === 0) return;
    const sending = this.claimWhere(sql`notificacion_id IN (${sql.join(notificacionIds.map((id) => sql`${id}`), sql`, `)})`)
      .then(async (copies) => { for (const c of copies) await this.deliver([c]); })
      .catch((err: unknown) => this.d.log.error({ err }, 'notification delivery failed'))
      .finally(() => this.soon.delete(sending));
    this.soon.add(sending);
  }

  /** Resolves once what sendSoon was given and the pass under way are done (tests, shutdown). */
  async idle() {
    await Promise.all([...this.soon, this.running]);
  }

  /** Every due copy, batch after batch, until none is left; returns how many were sent. Tests call it directly. */
  async runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.claim();
      for (const c of batch) if (await this.deliver([c])) sent++;
      const groups = await this.dueGroups();
      for (const g of groups) {
        const claimed = await this.claimGroup(g);
        if (claimed.length > 0 && (await this.deliver(claimed))) sent += claimed.length;
      }
      if (batch.length < BATCH || this.stopped) return sent;
    }
  }

  private lease() {
    return sql`now() + ${`${this.d.leaseMs} milliseconds`}::interval`;
  }

  private returning() {
    return sql`e.id, e.canal, e.intentos, e.notificacion_id, n.usuario_id, n.partido_id, n.tipo, n.titulo, n.cuerpo, n.enlace, n.datos, u.correo, u.nombre`;
  }

  /** Claims the waiting copies that match `where` (and are not held by a live lease), oldest due first. */
  private async claimWhere(where: SQL, limit?: number): Promise<Claimed[]> {
    return rowsOf<Claimed>(await this.d.db.execute(sql`
      UPDATE notificaciones_entregas e SET reclamado_por = ${this.processId}, reclamado_hasta = ${this.lease()}, intentos = e.intentos + 1
      FROM notificaciones n, users u
      WHERE n.id = e.notificacion_id AND u.id = n.usuario_id AND e.id IN (
        SELECT id FROM notificaciones_entregas
        WHERE estado = 'pendiente' AND ${where} AND (reclamado_hasta IS NULL OR reclamado_hasta < now())
        ORDER BY proximo_intento ${limit ? sql`LIMIT ${limit}` : sql``} FOR UPDATE SKIP LOCKED)
      RETURNING ${this.returning()}`));
  }

  private claim(): Promise<Claimed[]> {
    return this.claimWhere(sql`grupo IS NULL AND proximo_intento <= now()`, BATCH);
  }

  private async dueGroups(): Promise<string[]> {
    const rows = rowsOf<{ grupo: string }>(await this.d.db.execute(sql`
      SELECT DISTINCT grupo FROM notificaciones_entregas
      WHERE estado = 'pendiente' AND grupo IS NOT NULL AND proximo_intento <= now() AND (reclamado_hasta IS NULL OR reclamado_hasta < now())
      LIMIT 50`));
    return rows.map((r) => r.grupo);
  }

  /**
   * A group's waiting copies, all at once once one of them is due (also those still gathering), unless it had a mail
   * in the last hour: then they wait for that hour's end.
   */
  private async claimGroup(grupo: string): Promise<Claimed[]> {
    await this.d.db.execute(sql`
      UPDATE notificaciones_entregas SET proximo_intento = s.ultimo + interval '1 hour'
      FROM (SELECT max(enviado_en) AS ultimo FROM notificaciones_entregas WHERE grupo = ${grupo} AND estado = 'enviada') s
      WHERE grupo = ${grupo} AND estado = 'pendiente' AND s.ultimo > now() - interval '1 hour' AND proximo_intento < s.ultimo + interval '1 hour'`);
    return rowsOf<Claimed>(await this.d.db.execute(sql`
      UPDATE notificaciones_entregas e SET reclamado_por = ${this.processId}, reclamado_hasta = ${this.lease()}, intentos = e.intentos + 1
      FROM notificaciones n, users u
      WHERE n.id = e.notificacion_id AND u.id = n.usuario_id AND e.id IN (
        SELECT id FROM notificaciones_entregas
        WHERE grupo = ${grupo} AND estado = 'pendiente' AND (reclamado_hasta IS NULL OR reclamado_hasta < now())
          AND EXISTS (SELECT 1 FROM notificaciones_entregas d WHERE d.grupo = ${grupo} AND d.estado = 'pendiente' AND d.proximo_intento <= now())
        ORDER BY creado_en FOR UPDATE SKIP LOCKED)
      RETURNING ${this.returning()}`));
  }

  /** Sends one copy (or one group as one mail); marks it sent, or schedules the retry. */
  private async deliver(copies: Claimed[]): Promise<boolean> {
    const first = copies[0]!;
    const ids = copies.map((c) => c.id);
    try {
      if (first.canal === 'email') await this.sendMail(copies);
      else if (this.d.push) await this.d.push.send(first.usuario_id, await this.pushPayload(first));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const giveUp = first.intentos >= MAX_INTENTOS || err instanceof Outdated;
      await this.d.db.execute(sql`
        UPDATE notificaciones_entregas SET reclamado_por = NULL, reclamado_hasta = NULL, error = ${message.slice(0, 500)},
          estado = ${giveUp ? 'fallida' : 'pendiente'}, proximo_intento = now() + ${`${backoffMs(first.intentos)} milliseconds`}::interval
        WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) AND reclamado_por = ${this.processId}`);
      if (giveUp) await this.forgetSecret(first);
      this.d.log.warn({ err: message, canal: first.canal, tipo: first.tipo, to: first.correo, entregas: ids, intento: first.intentos, giveUp }, 'notification not sent');
      return false;
    }
    await this.d.db.execute(sql`
      UPDATE notificaciones_entregas SET estado = 'enviada', enviado_en = now(), reclamado_hasta = NULL, error = NULL
      WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) AND reclamado_por = ${this.processId}`);
    await this.forgetSecret(first);
    this.d.log.info({ canal: first.canal, tipo: first.tipo, to: first.correo, entregas: ids, intento: first.intentos }, 'notification sent');
    return true;
  }

  /**
   * A push copy's message. For a coming match the person is enrolled in and can still answer, it carries the signed
   * 'Voy' / 'No voy' links (docs/decisions/0081), made as it is sent: a 'partido_nuevo' or a priority 'titular' reaches
   * people not enrolled (yet), who get no buttons.
   */
  private async pushPayload(c: Claimed): Promise<PushPayload> {
    const payload: PushPayload = { titulo: c.titulo, cuerpo: c.cuerpo, enlace: c.enlace };
    if (!this.d.answerLinks || !c.partido_id || !CON_RESPUESTA.has(c.tipo)) return payload;
    const [p] = rowsOf<{ id: string; inicio: string | Date | null; estado_partido: string }>(await this.d.db.execute(sql`
      SELECT p.id, p.inicio, p.estado_partido FROM partidos p JOIN partido_asistentes a ON a.partido_id = p.id
      WHERE p.id = ${c.partido_id} AND a.usuario_id = ${c.usuario_id}`));
    const links = p && this.d.answerLinks.links(c.usuario_id, { id: p.id, inicio: p.inicio === null ? null : new Date(p.inicio), estadoPartido: p.estado_partido });
    return links ? { ...payload, acciones: { voy: links.voy, no_voy: links.no_voy } } : payload;
  }

  /** A reset link is kept only until its mail is sent or given up. */
  private async forgetSecret(c: Claimed) {
    if (c.tipo === CORREO_RESTABLECER) await this.d.db.execute(sql`UPDATE notificaciones SET datos = '{}'::jsonb WHERE id = ${c.notificacion_id}`);
  }

  private async sendMail(copies: Claimed[]) {
    const first = copies[0]!;
    const host = new URL(this.d.publicUrl).hostname || 'partidos.local';
    const messageId = `<notificacion-${first.id}@${host}>`;
    if (first.tipo === CORREO_RESTABLECER) {
      const { enlace, expira } = first.datos ?? {};
      if (typeof enlace !== 'string' || typeof expira !== 'string' || Date.parse(expira) <= Date.now()) throw new Outdated('reset link expired before it could be sent');
      await this.d.mailer.send({ ...resetPasswordMail(first, enlace), messageId });
      return;
    }
    const grouped = copies.length > 1;
    const titulo = grouped ? groupTitle(first, copies.length) : first.titulo;
    const bajaUrl = this.d.unsubscribe.url(first.usuario_id, first.tipo);
    const { html, text } = await renderNotificationMail({
      titulo,
      parrafos: copies.map((c) => c.cuerpo),
      enlace: `${this.d.publicUrl}${first.enlace}`,
      accion: ACCION[first.tipo] ?? (first.enlace.startsWith('/partidos/') ? 'Ver el partido' : 'Abrir Partidos'),
      bajaUrl,
      tipoTexto: TIPO_NOTIFICACION_LABELS[first.tipo] ?? first.tipo,
      appUrl: this.d.publicUrl,
    });
    await this.d.mailer.send({
      to: first.correo,
      subject: mailSubject(titulo, grouped ? { club: first.datos?.club } : first.datos),
      text,
      html,
      messageId,
      headers: { 'List-Unsubscribe': `<${this.d.unsubscribe.oneClickUrl(first.usuario_id, first.tipo)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  }
}
