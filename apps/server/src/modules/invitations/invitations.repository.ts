import { aliasedTable, and, asc, desc, eq, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { ESTADOS_INSCRIPCION, type EstadoInvitacion } from '@partidos/shared';
import type { Db } from '../../db/client.js';
import { clubMembers, clubs, invitaciones, lugares, partidoAsistentes, partidos, users, type InvitacionInsert } from '../../db/schema/index.js';
import { jugadorColumns } from '../users/jugador-columns.js';

const invitador = aliasedTable(users, 'invitador');
const invitado = aliasedTable(users, 'invitado');

/** Everything an invitation card shows, in one row: the match (with club and venue), inviter and invitee. */
const viewColumns = {
  invitacion: invitaciones,
  partido: {
    id: partidos.id, clubId: partidos.clubId, fecha: partidos.fecha, horaPartido: partidos.horaPartido, tipoPartido: partidos.tipoPartido,
    estadoPartido: partidos.estadoPartido, canchaNumero: partidos.canchaNumero, montoPorJugador: partidos.montoPorJugador,
    montoPorDefinir: partidos.montoPorDefinir, montoArriendo: partidos.montoArriendo, esPublico: partidos.esPublico,
    requiereAprobacionIngresoPublico: partidos.requiereAprobacionIngresoPublico,
  },
  club: { id: clubs.id, nombre: clubs.nombre },
  lugar: { id: lugares.id, nombre: lugares.nombre },
  // a not-null column first: drizzle turns a left-joined object into null when its first column is null
  invitador: { id: invitador.id, nombre: invitador.nombre, apellido: invitador.apellido, photoUrl: invitador.photoUrl },
  invitado: { id: invitado.id, nombre: invitado.nombre, apellido: invitado.apellido, photoUrl: invitado.photoUrl },
};

/** Which invitations a list shows (docs/decisions/0015). */
export type InvitacionesFiltro =
  | { tipo: 'pendientes'; usuarioId: string }
  | { tipo: 'historial'; usuarioId: string }
  | { tipo: 'enviadas'; usuarioId: string; partidoId?: string }
  | { tipo: 'ids'; ids: string[] };

const abierto = inArray(partidos.estadoPartido, [...ESTADOS_INSCRIPCION]);

function whereOf(f: InvitacionesFiltro): SQL | undefined {
  switch (f.tipo) {
    // what the invitee can still answer: Pendiente, and the match still takes sign-ups
    case 'pendientes':
      return and(eq(invitaciones.invitadoId, f.usuarioId), eq(invitaciones.estado, 'Pendiente'), abierto);
    // everything else they received: answered, cancelled, or left unanswered until the match closed
    case 'historial':
      return and(
        eq(invitaciones.invitadoId, f.usuarioId),
        or(ne(invitaciones.estado, 'Pendiente'), notInArray(partidos.estadoPartido, [...ESTADOS_INSCRIPCION])),
      );
    // the inviter's sent invitations still waiting for an answer (a cancelled one leaves the list)
    case 'enviadas':
      return and(
        eq(invitaciones.invitadorId, f.usuarioId),
        eq(invitaciones.estado, 'Pendiente'),
        f.partidoId ? eq(invitaciones.partidoId, f.partidoId) : undefined,
      );
    case 'ids':
      return inArray(invitaciones.id, f.ids);
  }
}

/** A person invited to or present in a match, as the invite checks see them. */
export interface Candidato { id: string; miembro: boolean; inscrito: boolean; enEspera: boolean; invitado: boolean }

export class InvitationsRepository {
  constructor(private db: Db) {}

  /** One page of a list and its total (a window count), newest first; answered ones by their answer. */
  async list(f: InvitacionesFiltro, page: number, limit: number) {
    const order = f.tipo === 'historial'
      ? [desc(sql`coalesce(${invitaciones.fechaRespuesta}, ${invitaciones.createdAt})`), desc(invitaciones.id)]
      : [desc(invitaciones.createdAt), desc(invitaciones.id)];
    const rows = await this.db
      .select({ ...viewColumns, total: sql<number>`(count(*) over ())::int` })
      .from(invitaciones)
      .innerJoin(partidos, eq(partidos.id, invitaciones.partidoId))
      .innerJoin(clubs, eq(clubs.id, partidos.clubId))
      .leftJoin(lugares, eq(lugares.id, partidos.lugarId))
      .leftJoin(invitador, eq(invitador.id, invitaciones.invitadorId))
      // invitado_id is not null: a left join returns the same rows (drizzle types two aliases of one table, one
      // inner-joined and one left-joined, as never)
      .leftJoin(invitado, eq(invitado.id, invitaciones.invitadoId))
      .where(whereOf(f))
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit);
    return { rows, total: Number(rows[0]?.total ?? 0) };
  }

  async findById(id: string) {
    const [row] = await this.db.select().from(invitaciones).where(eq(invitaciones.id, id)).limit(1);
    return row;
  }

  /** Inserts the invitations that are not already pending (the partial unique index decides); returns the new ids. */
  async insertMany(values: InvitacionInsert[]): Promise<{ id: string; invitadoId: string }[]> {
    if (!values.length) return [];
    return this.db
      .insert(invitaciones)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: invitaciones.id, invitadoId: invitaciones.invitadoId });
  }

  /**
   * Moves a Pendiente invitation to `estado` if `who` may (the invitee answers, the inviter cancels): of two
   * simultaneous answers exactly one matches. undefined when it was not Pendiente or not theirs.
   */
  async answer(id: string, who: { invitadoId: string } | { invitadorId: string }, estado: Exclude<EstadoInvitacion, 'Pendiente'>, now: Date) {
    const [row] = await this.db
      .update(invitaciones)
      .set({ estado, fechaRespuesta: now })
      .where(
        and(
          eq(invitaciones.id, id),
          eq(invitaciones.estado, 'Pendiente'),
          'invitadoId' in who ? eq(invitaciones.invitadoId, who.invitadoId) : eq(invitaciones.invitadorId, who.invitadorId),
        ),
      )
      .returning({ id: invitaciones.id });
    return row;
  }

  /** A member leaving the club: the invitations they still had to answer for its matches are cancelled. */
  async cancelPendingInClub(clubId: string, usuarioId: string, now: Date): Promise<number> {
    const rows = await this.db
      .update(invitaciones)
      .set({ estado: 'Cancelada', fechaRespuesta: now })
      .where(
        and(
          eq(invitaciones.invitadoId, usuarioId),
          eq(invitaciones.estado, 'Pendiente'),
          sql`${invitaciones.partidoId} in (select p.id from partidos p where p.club_id = ${clubId})`,
        ),
      )
      .returning({ id: invitaciones.id });
    return rows.length;
  }

  /** Where each person stands for the invite checks: club member, enrolled, waiting, already invited. One query. */
  async candidatos(partidoId: string, clubId: string, ids: string[]): Promise<Candidato[]> {
    if (!ids.length) return [];
    return this.db
      .select({
        id: users.id,
        miembro: sql<boolean>`exists (select 1 from club_members m where m.club_id = ${clubId} and m.usuario_id = ${users.id})`,
        inscrito: sql<boolean>`exists (select 1 from partido_asistentes a where a.partido_id = ${partidoId} and a.usuario_id = ${users.id})`,
        enEspera: sql<boolean>`exists (select 1 from partido_lista_espera e where e.partido_id = ${partidoId} and e.usuario_id = ${users.id})`,
        invitado: sql<boolean>`exists (select 1 from invitaciones i where i.partido_id = ${partidoId} and i.invitado_id = ${users.id} and i.estado = 'Pendiente')`,
      })
      .from(users)
      .where(inArray(users.id, ids));
  }

  /** The caller's place on a match's roster (not a visibility check: the join flow runs before they can see it). */
  async rosterState(partidoId: string, usuarioId: string) {
    const [row] = await this.db
      .select({
        inscrito: sql<boolean>`exists (select 1 from partido_asistentes a where a.partido_id = ${partidoId} and a.usuario_id = ${users.id})`,
        espera: sql<boolean | null>`(select e.pendiente_aprobacion from partido_lista_espera e where e.partido_id = ${partidoId} and e.usuario_id = ${users.id})`,
      })
      .from(users)
      .where(eq(users.id, usuarioId));
    return { inscrito: !!row?.inscrito, enEspera: row?.espera != null, pendiente: !!row?.espera };
  }

  // ---- whom to invite

  /** Not the caller, not on the roster or waiting list, not already invited (the partial unique index serves it). */
  private invitable(partidoId: string, callerId: string) {
    return and(
      ne(users.id, callerId),
      sql`not exists (select 1 from partido_asistentes a where a.partido_id = ${partidoId} and a.usuario_id = ${users.id})`,
      sql`not exists (select 1 from partido_lista_espera e where e.partido_id = ${partidoId} and e.usuario_id = ${users.id})`,
      sql`not exists (select 1 from invitaciones i where i.partido_id = ${partidoId} and i.invitado_id = ${users.id} and i.estado = 'Pendiente')`,
    );
  }

  /**
   * Club members one may invite, by name; `busqueda` matches the name, surname, nickname or "name surname"
   * (case- and accent-sensitive ILIKE, with the pattern's wildcards escaped). One page and the total.
   */
  async disponibles(partidoId: string, clubId: string, callerId: string, busqueda: string | undefined, page: number, limit: number) {
    const like = busqueda ? `%${busqueda.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const rows = await this.db
      .select({ jugador: jugadorColumns, total: sql<number>`(count(*) over ())::int` })
      .from(clubMembers)
      .innerJoin(users, eq(users.id, clubMembers.usuarioId))
      .where(
        and(
          eq(clubMembers.clubId, clubId),
          this.invitable(partidoId, callerId),
          like
            ? sql`(${users.nombre} ilike ${like} or ${users.apellido} ilike ${like} or ${users.apodo} ilike ${like}
                   or (coalesce(${users.nombre}, '') || ' ' || coalesce(${users.apellido}, '')) ilike ${like})`
            : undefined,
        ),
      )
      .orderBy(sql`${users.nombre} asc nulls last`, sql`${users.apellido} asc nulls last`, asc(users.id))
      .limit(limit)
      .offset((page - 1) * limit);
    return { rows: rows.map((r) => r.jugador), total: Number(rows[0]?.total ?? 0) };
  }

  /**
   * Suggested players (docs/decisions/0015): current members who were on the roster of the club's last `recientes`
   * played matches (En curso or Finalizado) without declining, most appearances first, then the most recent one.
   */
  async sugeridos(partidoId: string, clubId: string, callerId: string, recientes: number, max: number) {
    const ultimos = this.db
      .select({ id: partidos.id })
      .from(partidos)
      .where(and(eq(partidos.clubId, clubId), ne(partidos.id, partidoId), inArray(partidos.estadoPartido, ['En curso', 'Finalizado'])))
      .orderBy(desc(partidos.fecha), sql`${partidos.horaPartido} desc nulls last`)
      .limit(recientes)
      .as('ultimos');
    const veces = sql<number>`count(*)::int`;
    return this.db
      .select({ jugador: jugadorColumns, veces })
      .from(ultimos)
      .innerJoin(partidoAsistentes, and(eq(partidoAsistentes.partidoId, ultimos.id), sql`${partidoAsistentes.confirmado} is not false`))
      .innerJoin(users, eq(users.id, partidoAsistentes.usuarioId))
      .innerJoin(clubMembers, and(eq(clubMembers.clubId, clubId), eq(clubMembers.usuarioId, users.id)))
      .where(this.invitable(partidoId, callerId))
      .groupBy(users.id)
      .orderBy(desc(veces), sql`max(${partidoAsistentes.inscritoAt}) desc`, asc(users.id))
      .limit(max);
  }
}

export type InvitacionView = Awaited<ReturnType<InvitationsRepository['list']>>['rows'][number];
