import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ListJugadoresQuery } from '@partidos/shared';
import { conteoAsistencia, conteoOf, type ConteoAsistencia } from '../../db/attendance-history.js';
import { rowsOf, type Db } from '../../db/client.js';
import { clubMembers, users, type UserRow } from '../../db/schema/index.js';

const ACENTOS = 'áéíóúüñÁÉÍÓÚÜÑ';
const SIN_ACENTOS = 'aeiouunaeiouun';

/** Lowercase without accents, as the SQL side compares (lower + translate): 'José' finds 'jose' and back. */
export const normalizeSearch = (text: string) => text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const likePattern = (text: string) => `%${normalizeSearch(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** nombre, apellido and apodo in one string, lowercased without accents: "nombre apellido" searches match too. */
const searchable = sql`translate(lower(coalesce(${users.nombre}, '') || ' ' || coalesce(${users.apellido}, '') || ' ' || coalesce(${users.apodo}, '')), ${ACENTOS}, ${SIN_ACENTOS})`;

const listColumns = {
  id: users.id,
  nombre: users.nombre,
  apellido: users.apellido,
  apodo: users.apodo,
  photoUrl: users.photoUrl,
  posicionPrincipal: users.posicionPrincipal,
  posicionSecundaria: users.posicionSecundaria,
  nivelHabilidad: users.nivelHabilidad,
  mvpCount: users.mvpCount,
  partidosJugados: users.partidosJugados,
  rachaAsistencia: users.rachaAsistencia,
  rol: clubMembers.rol,
  fechaIngreso: clubMembers.fechaIngreso,
};

const byName = (dir: 'asc' | 'desc') => [
  dir === 'asc' ? sql`lower(${users.nombre}) asc nulls last` : sql`lower(${users.nombre}) desc nulls last`,
  dir === 'asc' ? sql`lower(${users.apellido}) asc nulls last` : sql`lower(${users.apellido}) desc nulls last`,
  dir === 'asc' ? asc(users.id) : desc(users.id),
];

/** The directory's order; ties fall back to the name, then the id, so pages never overlap. */
function orderOf(q: ListJugadoresQuery): SQL[] {
  const dir = q.order === 'asc' ? asc : desc;
  switch (q.sortBy) {
    // the MVP ranking: a tie goes to whoever reached the count first (the earlier last MVP), as MVP ties do
    case 'mvp_count': return [dir(users.mvpCount), sql`${users.lastMvpDate} asc nulls last`, ...byName('asc')];
    case 'partidos_jugados': return [dir(users.partidosJugados), ...byName('asc')];
    case 'racha_asistencia': return [dir(users.rachaAsistencia), ...byName('asc')];
    case 'fecha_ingreso': return [dir(clubMembers.fechaIngreso), ...byName('asc')];
    default: return byName(q.order);
  }
}

/** A club of the player, with the viewer's role in it (null when the viewer is not a member). */
export interface PlayerClubRow {
  clubId: string; nombre: string; esPublico: boolean; rol: string; fechaIngreso: Date; viewerRol: string | null;
}

export class PlayersRepository {
  constructor(private db: Db) {}

  /** One page of a club's players and the total, in one query (a window count; apart only past the last page). */
  async page(clubId: string, q: ListJugadoresQuery) {
    const where = and(
      eq(clubMembers.clubId, clubId),
      q.search ? sql`${searchable} like ${likePattern(q.search)}` : undefined,
      q.posicion ? eq(users.posicionPrincipal, q.posicion) : undefined,
      q.nivel_habilidad ? eq(users.nivelHabilidad, q.nivel_habilidad) : undefined,
      q.mvp_min !== undefined ? sql`${users.mvpCount} >= ${q.mvp_min}` : undefined,
    );
    const rows = await this.db
      .select({ ...listColumns, total: sql<number>`(count(*) over ())::int` })
      .from(clubMembers)
      .innerJoin(users, eq(users.id, clubMembers.usuarioId))
      .where(where)
      .orderBy(...orderOf(q))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit);
    if (rows.length) return { rows, total: Number(rows[0]!.total) };
    const [c] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(clubMembers)
      .innerJoin(users, eq(users.id, clubMembers.usuarioId))
      .where(where);
    return { rows, total: Number(c?.n ?? 0) };
  }

  async findUser(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  /** Every club of the player, oldest membership first, with the viewer's role in each (one query). */
  async clubsOf(playerId: string, viewerId: string): Promise<PlayerClubRow[]> {
    const res = await this.db.execute(sql`
      select c.id as "clubId", c.nombre, c.es_publico as "esPublico", m.rol, m.fecha_ingreso as "fechaIngreso", v.rol as "viewerRol"
      from club_members m
      join clubs c on c.id = m.club_id
      left join club_members v on v.club_id = m.club_id and v.usuario_id = ${viewerId}
      where m.usuario_id = ${playerId}
      order by m.fecha_ingreso, c.id`);
    return (res as unknown as { rows: PlayerClubRow[] }).rows.map((r) => ({ ...r, fechaIngreso: new Date(r.fechaIngreso) }));
  }

  /**
   * The player's finished matches since `since`: on the roster (attended unless recorded otherwise), plus
   * late withdrawals recorded for matches they left; one statement.
   */
  async attendanceCounts(playerId: string, since: Date): Promise<ConteoAsistencia> {
    const res = await this.db.execute(conteoAsistencia(sql`${playerId}`, sql`${since.toISOString()}::timestamptz`));
    return conteoOf(rowsOf<{ total: number; asistio: number; tarde: number }>(res)[0]);
  }

  /** Matches the player is enrolled in as an attendee: not cancelled, and of those not over yet (one query). */
  async enrolmentCounts(playerId: string): Promise<{ inscritos: number; proximos: number }> {
    const res = await this.db.execute(sql`
      select count(*) filter (where p.estado_partido <> 'Cancelado')::int as inscritos,
             count(*) filter (where p.estado_partido in ('Convocando', 'Próximo a comenzar', 'En curso'))::int as proximos
      from partido_asistentes a join partidos p on p.id = a.partido_id
      where a.usuario_id = ${playerId}`);
    const row = (res as unknown as { rows: { inscritos: number; proximos: number }[] }).rows[0];
    return { inscritos: Number(row?.inscritos ?? 0), proximos: Number(row?.proximos ?? 0) };
  }
}
