import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  canViewClub, confiabilidadDe, DIAS_CONFIABILIDAD,
  type AsistenciaRealDto, type AsistenciaRealInput, type ConfiabilidadPlantelDto, type ResultadoAsistencia,
} from '@partidos/shared';
import { reliabilityOf } from '../../db/attendance-history.js';
import { asistenciaRegistros, partidoAsistentes, users, type UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict, forbidden } from '../../lib/errors.js';
import { rolOf } from './matches.mapper.js';
import type { MatchesService } from './matches.service.js';
import type { MatchesStore } from './matches.store.js';

/**
 * The attendance record of a finished match (docs/decisions/0040): the organiser marks each player
 * Asistió / No asistió / Avisó tarde. Players on the roster default to Asistió; those who withdrew late are listed
 * with their automatic Avisó tarde.
 */
export class AttendanceService {
  constructor(private d: { store: MatchesStore; matches: MatchesService; clock: Clock }) {}

  private async record(partidoId: string): Promise<AsistenciaRealDto> {
    const db = this.d.store.db;
    const [enrolled, records] = await Promise.all([
      db.select({ id: users.id, nombre: users.nombre, apellido: users.apellido }).from(partidoAsistentes)
        .innerJoin(users, eq(users.id, partidoAsistentes.usuarioId)).where(eq(partidoAsistentes.partidoId, partidoId)),
      db.select({ id: users.id, nombre: users.nombre, apellido: users.apellido, resultado: asistenciaRegistros.resultado }).from(asistenciaRegistros)
        .innerJoin(users, eq(users.id, asistenciaRegistros.usuarioId)).where(eq(asistenciaRegistros.partidoId, partidoId)),
    ]);
    const byId = new Map(records.map((r) => [r.id, r]));
    const onRoster = new Set(enrolled.map((e) => e.id));
    const registros = [
      ...enrolled.map((e) => ({ usuario_id: e.id, nombre: e.nombre, apellido: e.apellido, resultado: (byId.get(e.id)?.resultado ?? 'asistio') as ResultadoAsistencia, inscrito: true })),
      ...records.filter((r) => !onRoster.has(r.id)).map((r) => ({ usuario_id: r.id, nombre: r.nombre, apellido: r.apellido, resultado: r.resultado as ResultadoAsistencia, inscrito: false })),
    ].sort((a, b) => `${a.nombre ?? ''} ${a.apellido ?? ''}`.localeCompare(`${b.nombre ?? ''} ${b.apellido ?? ''}`, 'es'));
    return { registros };
  }

  /** GET /partidos/{id}/asistencia-real: for the organiser. */
  async get(user: UserRow, partidoId: string): Promise<AsistenciaRealDto> {
    const v = await this.d.matches.manage(user, partidoId);
    return this.record(v.row.partido.id);
  }

  /** PUT /partidos/{id}/asistencia-real: only once the match is over, only for its players (or late withdrawals). */
  async set(user: UserRow, partidoId: string, input: AsistenciaRealInput): Promise<AsistenciaRealDto> {
    const v = await this.d.matches.manage(user, partidoId);
    const p = v.row.partido;
    if (p.estadoPartido !== 'Finalizado') throw conflict('asistenciaSoloFinalizados');
    const ids = [...new Set(input.registros.map((r) => r.usuario_id))];
    const db = this.d.store.db;
    const known = new Set([
      ...(await db.select({ id: partidoAsistentes.usuarioId }).from(partidoAsistentes).where(and(eq(partidoAsistentes.partidoId, p.id), inArray(partidoAsistentes.usuarioId, ids)))).map((r) => r.id),
      ...(await db.select({ id: asistenciaRegistros.usuarioId }).from(asistenciaRegistros).where(and(eq(asistenciaRegistros.partidoId, p.id), inArray(asistenciaRegistros.usuarioId, ids)))).map((r) => r.id),
    ]);
    const unknown = ids.find((id) => !known.has(id));
    if (unknown) throw badRequest('jugadorNoInscrito', [{ field: 'registros', message: 'Cada jugador debe haber estado inscrito en el partido' }]);
    const now = this.d.clock.now();
    const last = new Map(input.registros.map((r) => [r.usuario_id, r.resultado]));
    await db.insert(asistenciaRegistros)
      .values([...last].map(([usuarioId, resultado]) => ({ partidoId: p.id, usuarioId, resultado, registradoPorId: user.id, registradoEn: now })))
      .onConflictDoUpdate({ target: [asistenciaRegistros.partidoId, asistenciaRegistros.usuarioId], set: { resultado: sql`excluded.resultado`, registradoPorId: user.id, registradoEn: now } });
    return this.record(p.id);
  }

  /**
   * GET /partidos/{id}/confiabilidad: each player's reliability, on the roster and the waiting list ("95 % asistencia"),
   * for the club's members and administradores (a public match's outsiders see the roster, not this); one statement.
   */
  async roster(user: UserRow, partidoId: string): Promise<ConfiabilidadPlantelDto> {
    const v = await this.d.matches.view(user, partidoId);
    if (!canViewClub(v.ctx.actor, rolOf(v.row))) throw forbidden('noEresMiembro');
    const since = new Date(this.d.clock.now().getTime() - DIAS_CONFIABILIDAD * 86_400_000);
    const conteos = await reliabilityOf(this.d.store.db, v.row.partido.id, since, 'plantel');
    return { jugadores: [...conteos].map(([usuario_id, c]) => ({ usuario_id, confiabilidad: confiabilidadDe(c) })) };
  }
}
