import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { ESTADOS_INSCRIPCION, type EquipoKey } from '@partidos/shared';
import { conteoAsistencia } from '../../db/attendance-history.js';
import { rowsOf, type Db } from '../../db/client.js';
import { prepared, preparedSql } from '../../db/prepared.js';
import { partidoAsistentes, partidoBots, partidoListaEspera, partidos, type PartidoRow } from '../../db/schema/index.js';
import { sqlList } from './matches.repository.js';
import { detailVersionOfRow } from './read-cache.js';

/**
 * The waiting list's order key (issue 21): 0 for everyone, unless the match's series moves its list by reliability;
 * then each reserve's attendance of the last 90 days (late notices count half; 100 without finished matches: the
 * benefit of the doubt), the same figure as confiabilidad. Arrival decides ties. Part of the one statement.
 */
const byReliability = (partidoId: string) => sql`(case when coalesce((select s.espera_por_confiabilidad from partidos pm join series s on s.id = pm.serie_id where pm.id = ${partidoId}), false) then (
  select case when c.total = 0 then 100 else round(100.0 * (c.asistio + 0.5 * c.tarde) / c.total) end
  from (${conteoAsistencia(sql`"partido_lista_espera"."usuario_id"`, sql`now() - interval '90 days'`)}) c) else 0 end)`;

/**
 * Other modules' parts of a roster write (RosterOps): their statements, built once per `name` (the listeners that
 * write), and the values of their placeholders for this call.
 */
export interface ListenerWrites { name: string; build: () => SQL[]; values?: Record<string, unknown> }

const NO_WRITES: ListenerWrites = { name: '', build: () => [] };

/** The states that take sign-ups and withdrawals, as a list of SQL literals. */
const ABIERTOS = sqlList(ESTADOS_INSCRIPCION);

/** An attendee's delete (`and`: more conditions), with the listeners' parts over `baja`. */
const bajaSql = (writes: ListenerWrites, and: SQL) => {
  const parts = writes.build().map((w, i) => sql`, ${sql.raw(`baja_${i + 1}`)} as (${w})`);
  return sql`with baja as (
      delete from partido_asistentes where partido_id = ${sql.placeholder('partido')} and usuario_id = ${sql.placeholder('usuario')}${and}
      returning partido_id, usuario_id)${sql.join(parts)}
    select usuario_id from baja`;
};

/** An attendee's insert of `rows` (values or a select: partido_id, usuario_id, equipo, inscrito_at), with the listeners' parts over `alta`. */
const altaSql = (writes: ListenerWrites, rows: SQL) => {
  const parts = writes.build().map((w, i) => sql`, ${sql.raw(`alta_${i + 1}`)} as (${w})`);
  return sql`with alta as (
      insert into partido_asistentes (partido_id, usuario_id, equipo, inscrito_at)
      ${rows}
      on conflict do nothing returning partido_id, usuario_id)${sql.join(parts)}
    select usuario_id from alta`;
};

/** The match's columns the locked read of a sign-up or a withdrawal returns. */
export type EnrolmentColumns = Pick<PartidoRow, 'id' | 'clubId' | 'estadoPartido' | 'inicio' | 'ocupados' | 'maxAsistentes' | 'tieneRivalExterno' | 'esPublico' | 'requiereAprobacionIngresoPublico' | 'titularesHasta'>;

/**
 * Writes to one match's roster: attendees, waiting list, guest players. Callers run them inside a transaction
 * that first locks the match row (`lock`), so the capacity check and the writes see one consistent roster.
 */
export class RosterRepository {
  constructor(private db: Db) {}

  /** SELECT … FOR UPDATE on the match: concurrent sign-ups to the same match queue here (DESIGN §4). */
  async lock(partidoId: string): Promise<PartidoRow | undefined> {
    const [row] = await this.db.select().from(partidos).where(eq(partidos.id, partidoId)).for('update').limit(1);
    return row;
  }

  /**
   * The sign-up's one read: the match row locked as `lock` does, with whether `usuarioId` is already an attendee and,
   * when on the waiting list, whether that place awaits approval (null when not on it). One statement, not three.
   */
  async lockForEnrolment(partidoId: string, usuarioId: string, conVersion = false): Promise<(EnrolmentColumns & { inscrito: boolean; esperaPendiente: boolean | null; rol: string | null; titular: boolean; version?: string }) | undefined> {
    const usuario = sql.placeholder('usuario');
    // `conVersion` (PostgreSQL with the read cache on): the detail's read-cache version as this statement reads it, the
    // one MatchesRepository.detailHead reads (the match's club and its roster, `club:match`), for the write to find the
    // detail's rows kept at it (MatchesService.keptInWrite). (Not on the embedded database: its versions are the change
    // notices, read without a statement.)
    const version: Record<string, SQL> = conVersion ? { version: detailVersionOfRow() } : {};
    const query = prepared(this.db, conVersion ? 'partido_bloqueo_inscripcion_version' : 'partido_bloqueo_inscripcion', (name) => this.db
      .select({
        // what a sign-up and a withdrawal decide on, not the whole row: every column of a result is described, parsed
        // and mapped on each call (issue 17: the hottest write)
        id: partidos.id, clubId: partidos.clubId, estadoPartido: partidos.estadoPartido, inicio: partidos.inicio,
        ocupados: partidos.ocupados, maxAsistentes: partidos.maxAsistentes, tieneRivalExterno: partidos.tieneRivalExterno,
        esPublico: partidos.esPublico, requiereAprobacionIngresoPublico: partidos.requiereAprobacionIngresoPublico,
        titularesHasta: partidos.titularesHasta,
        inscrito: sql<boolean>`exists (select 1 from partido_asistentes a where a.partido_id = ${partidos.id} and a.usuario_id = ${usuario})`,
        esperaPendiente: sql<boolean | null>`(select e.pendiente_aprobacion from partido_lista_espera e where e.partido_id = ${partidos.id} and e.usuario_id = ${usuario})`,
        // the player's role in the match's club: a sign-up of one's own is checked on this row (no view first)
        // (qualified by hand: drizzle writes a bare "club_id" in a one-table select, which the subquery would take as m's)
        rol: sql<string | null>`(select m.rol from club_members m where m.club_id = "partidos"."club_id" and m.usuario_id = ${usuario})`,
        // a regular of the match's series (its priority window, issue 21)
        titular: sql<boolean>`exists (select 1 from series_titulares st where st.serie_id = "partidos"."serie_id" and st.usuario_id = ${usuario})`,
        ...version,
      })
      .from(partidos)
      .where(eq(partidos.id, sql.placeholder('id')))
      .for('update', { of: partidos })
      .limit(1)
      .prepare(name));
    const [row] = await query.execute({ id: partidoId, usuario: usuarioId });
    return row as (typeof row & { version?: string }) | undefined;
  }

  async asistente(partidoId: string, usuarioId: string) {
    const [row] = await this.db
      .select()
      .from(partidoAsistentes)
      .where(and(eq(partidoAsistentes.partidoId, partidoId), eq(partidoAsistentes.usuarioId, usuarioId)))
      .limit(1);
    return row;
  }

  async enEspera(partidoId: string, usuarioId: string) {
    const [row] = await this.db
      .select()
      .from(partidoListaEspera)
      .where(and(eq(partidoListaEspera.partidoId, partidoId), eq(partidoListaEspera.usuarioId, usuarioId)))
      .limit(1);
    return row;
  }

  /**
   * False when the player was already enrolled (primary key). `writes`: other modules' rows for a joining player
   * (RosterListener.joinWrite), run in this same statement as data-modifying parts over the inserted rows (`alta`).
   * One statement per set of listeners (`writes.name`), built once and kept prepared: the listeners' parts take their
   * values as placeholders (`writes.values`, and `now`).
   */
  async addAsistente(partidoId: string, usuarioId: string, now: Date, equipo: EquipoKey | null = null, writes: ListenerWrites = NO_WRITES): Promise<boolean> {
    const query = preparedSql(this.db, `partido_alta${writes.name ? `_${writes.name}` : ''}`, () => altaSql(writes, sql`values (${sql.placeholder('partido')}, ${sql.placeholder('usuario')}, ${sql.placeholder('equipo')}, ${sql.placeholder('now')}::timestamptz)`));
    const res = await query.execute({ ...writes.values, partido: partidoId, usuario: usuarioId, equipo, now: now.toISOString() });
    return rowsOf(res).length > 0;
  }

  /**
   * One's own sign-up sent with the match's lock, before its answer is read (docs/decisions/0062): the attendee's
   * insert (with the listeners' parts, as addAsistente) only when the locked row lets the player in straight away: sign-ups
   * open, a free place, not on the waiting list, the series' window open to them, and a member (or `veSinRol`: one who
   * sees every club) or a public match without approval. It only saves the statement: the caller still applies the
   * rules to the locked row and rolls back whatever they refuse. False when nothing was inserted.
   */
  async addAsistenteAdmitido(partidoId: string, usuarioId: string, now: Date, veSinRol: boolean, writes: ListenerWrites = NO_WRITES): Promise<boolean> {
    const query = preparedSql(this.db, `partido_alta_admitida${writes.name ? `_${writes.name}` : ''}`, () => {
      const usuario = sql.placeholder('usuario');
      const ahora = sql`${sql.placeholder('now')}::timestamptz`;
      return altaSql(writes, sql`select p.id, ${usuario}, null, ${ahora} from partidos p
        where p.id = ${sql.placeholder('partido')} and p.estado_partido in (${ABIERTOS})
          and p.ocupados < (case when p.tiene_rival_externo then greatest(1, p.max_asistentes / 2) else p.max_asistentes end)
          and not exists (select 1 from partido_lista_espera e where e.partido_id = p.id and e.usuario_id = ${usuario})
          and (p.titulares_hasta is null or p.titulares_hasta <= ${ahora}
            or exists (select 1 from series_titulares st where st.serie_id = p.serie_id and st.usuario_id = ${usuario}))
          and (${sql.placeholder('ve_sin_rol')}::boolean or (p.es_publico and not p.requiere_aprobacion_ingreso_publico)
            or exists (select 1 from club_members m where m.club_id = p.club_id and m.usuario_id = ${usuario}))`);
    });
    const res = await query.execute({ ...writes.values, partido: partidoId, usuario: usuarioId, now: now.toISOString(), ve_sin_rol: veSinRol });
    return rowsOf(res).length > 0;
  }

  /** False when the player was not enrolled. `writes`: other modules' removals (RosterListener.leaveWrite) over `baja`. */
  async removeAsistente(partidoId: string, usuarioId: string, writes: ListenerWrites = NO_WRITES): Promise<boolean> {
    const query = preparedSql(this.db, `partido_baja${writes.name ? `_${writes.name}` : ''}`, () => bajaSql(writes, sql``));
    const res = await query.execute({ ...writes.values, partido: partidoId, usuario: usuarioId });
    return rowsOf(res).length > 0;
  }

  /**
   * One's own withdrawal sent with the match's lock (as addAsistenteAdmitido): the attendee's delete (with the
   * listeners' parts) only while the match takes sign-ups and withdrawals. The caller still applies the rules to the
   * locked row and rolls back what they refuse. False when nothing was deleted.
   */
  async removeAsistenteAbierto(partidoId: string, usuarioId: string, writes: ListenerWrites = NO_WRITES): Promise<boolean> {
    const query = preparedSql(this.db, `partido_baja_abierta${writes.name ? `_${writes.name}` : ''}`, () => bajaSql(writes, sql`
      and exists (select 1 from partidos p where p.id = ${sql.placeholder('partido')} and p.estado_partido in (${ABIERTOS}))`));
    const res = await query.execute({ ...writes.values, partido: partidoId, usuario: usuarioId });
    return rowsOf(res).length > 0;
  }

  /**
   * Joins the end of the waiting list (orden is a sequence); false when already on it. Built once, it asks for its
   * statement at once, so it can go in a batch (db/one-call.ts).
   */
  async addEspera(partidoId: string, usuarioId: string, pendienteAprobacion: boolean, now: Date): Promise<boolean> {
    const query = prepared(this.db, 'espera_alta', (name) => this.db
      .insert(partidoListaEspera)
      .values({
        partidoId: sql.placeholder('partidoId'), usuarioId: sql.placeholder('usuarioId'),
        pendienteAprobacion: sql.placeholder('pendiente'), inscritoAt: sql.placeholder('now'),
      })
      .onConflictDoNothing()
      .returning({ usuarioId: partidoListaEspera.usuarioId })
      .prepare(name));
    const rows = await query.execute({ partidoId, usuarioId, pendiente: pendienteAprobacion, now });
    return rows.length > 0;
  }

  async removeEspera(partidoId: string, usuarioId: string): Promise<boolean> {
    const rows = await this.db
      .delete(partidoListaEspera)
      .where(and(eq(partidoListaEspera.partidoId, partidoId), eq(partidoListaEspera.usuarioId, usuarioId)))
      .returning({ usuarioId: partidoListaEspera.usuarioId });
    return rows.length > 0;
  }

  /** The first `n` reserves who may be promoted (not awaiting approval), in waiting-list order. */
  async nextReserves(partidoId: string, n: number, exceptUsuarioId?: string): Promise<string[]> {
    if (n <= 0) return [];
    const rows = await this.db
      .select({ usuarioId: partidoListaEspera.usuarioId })
      .from(partidoListaEspera)
      .where(
        and(
          eq(partidoListaEspera.partidoId, partidoId),
          eq(partidoListaEspera.pendienteAprobacion, false),
          exceptUsuarioId ? ne(partidoListaEspera.usuarioId, exceptUsuarioId) : undefined,
        ),
      )
      .orderBy(sql`${byReliability(partidoId)} desc`, asc(partidoListaEspera.orden))
      .limit(n);
    return rows.map((r) => r.usuarioId);
  }


  /**
   * Upcoming matches of any club where the user is enrolled or waiting (an account being deleted), in id order so
   * that two callers lock them in the same order.
   */
  async upcomingOf(usuarioId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: partidos.id })
      .from(partidos)
      .where(and(
        inArray(partidos.estadoPartido, [...ESTADOS_INSCRIPCION]),
        or(
          sql`exists (select 1 from partido_asistentes a where a.partido_id = ${partidos.id} and a.usuario_id = ${usuarioId})`,
          sql`exists (select 1 from partido_lista_espera e where e.partido_id = ${partidos.id} and e.usuario_id = ${usuarioId})`,
        ),
      ))
      .orderBy(asc(partidos.id));
    return rows.map((r) => r.id);
  }

  async setEquipo(partidoId: string, usuarioId: string, equipo: EquipoKey | null) {
    await this.db
      .update(partidoAsistentes)
      .set({ equipo })
      .where(and(eq(partidoAsistentes.partidoId, partidoId), eq(partidoAsistentes.usuarioId, usuarioId)));
  }

  async setConfirmado(partidoId: string, usuarioId: string, confirmado: boolean): Promise<boolean> {
    const rows = await this.db
      .update(partidoAsistentes)
      .set({ confirmado })
      .where(and(eq(partidoAsistentes.partidoId, partidoId), eq(partidoAsistentes.usuarioId, usuarioId)))
      .returning({ usuarioId: partidoAsistentes.usuarioId });
    return rows.length > 0;
  }

  async addBot(values: typeof partidoBots.$inferInsert) {
    await this.db.insert(partidoBots).values(values);
  }

  async removeBot(partidoId: string, botId: string): Promise<boolean> {
    const rows = await this.db
      .delete(partidoBots)
      .where(and(eq(partidoBots.id, botId), eq(partidoBots.partidoId, partidoId)))
      .returning({ id: partidoBots.id });
    return rows.length > 0;
  }

  /**
   * Sets `ocupados` from the roster itself (attendees + guest players) rather than adding deltas, so the
   * counter cannot drift from the rows it counts. Returns the new value.
   */
  async recount(partidoId: string, now: Date): Promise<number> {
    const [row] = await this.db
      .update(partidos)
      .set({
        ocupados: sql`(select count(*)::int from partido_asistentes a where a.partido_id = ${partidoId})
                    + (select count(*)::int from partido_bots b where b.partido_id = ${partidoId})`,
        updatedAt: now,
      })
      .where(eq(partidos.id, partidoId))
      .returning({ ocupados: partidos.ocupados });
    return row?.ocupados ?? 0;
  }

  async setResultado(partidoId: string, golesA: number, golesB: number, now: Date) {
    await this.db.update(partidos).set({ golesA, golesB, updatedAt: now }).where(eq(partidos.id, partidoId));
  }
}
