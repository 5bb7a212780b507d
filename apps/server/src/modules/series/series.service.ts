import {
  canManageClub, isoToDmy, type EstadoSerie, type PartidoInput, type SerieDto, type SerieInput,
} from '@partidos/shared';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { DomainEvent, DomainEvents, EventListener } from '../../lib/events.js';
import { isId, newId } from '../../lib/ids.js';
import { dayIn, formatDateTime } from '../../lib/match-time.js';
import type { ActiveClub, ClubAccess } from '../clubs/club-access.js';
import type { MatchesService } from '../matches/matches.service.js';
import { valuesOf } from '../matches/matches.service.js';
import type { RosterOps } from '../matches/roster-ops.js';
import { SeriesRepository, type SerieRow } from './series.repository.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

const isoDay = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
export const addDays = (iso: string, n: number) => new Date(isoDay(iso) + n * DAY).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => Math.round((isoDay(b) - isoDay(a)) / DAY);
const weekday = (iso: string) => new Date(isoDay(iso)).getUTCDay();

/** The series' template: the match form without its date. */
type Plantilla = Omit<PartidoInput, 'fecha' | 'fecha_iso'>;
function plantillaOf(input: SerieInput): Plantilla {
  const { fecha: _f, fecha_iso: _fi, frecuencia_semanas: _fs, hasta: _h, hasta_iso: _hi, titulares: _t, ventana_titulares_horas: _v,
    inscribir_titulares_automaticamente: _i, espera_por_confiabilidad: _e, club_id: _c, desde_iso: _d, ...rest } = input as SerieInput & { desde_iso?: unknown };
  return rest;
}

/**
 * The dates of a series from `desde` to `horizonte` (YYYY-MM-DD, both included), on its rhythm from the first
 * match, up to `hasta`, without the skipped ones.
 */
export function datesOf(s: Pick<SerieRow, 'primeraFecha' | 'frecuenciaSemanas' | 'hasta' | 'omitidas'>, desde: string, horizonte: string): string[] {
  const step = 7 * s.frecuenciaSemanas;
  let d = s.primeraFecha;
  if (d < desde) d = addDays(d, Math.ceil(daysBetween(d, desde) / step) * step);
  const out: string[] = [];
  const last = s.hasta && s.hasta < horizonte ? s.hasta : horizonte;
  for (; d <= last; d = addDays(d, step)) if (!s.omitidas.includes(d)) out.push(d);
  return out;
}

export interface SeriesDeps {
  repo: SeriesRepository;
  matches: MatchesService;
  access: ClubAccess;
  roster: RosterOps;
  clock: Clock;
  timezone: string;
  aheadWeeks: number;
  events?: DomainEvents;
}

/**
 * Recurring matches (docs/decisions/0040). A series keeps the match form's fields; the scheduler (and each
 * change) creates its next `aheadWeeks` weeks of matches, each an ordinary match with `serie_id`, one per date by
 * the database's unique index. Regulars get a window in which only they sign up, and may be enrolled at creation.
 */
export class SeriesService implements EventListener {
  readonly name = 'series';

  constructor(private d: SeriesDeps) {}

  /** A match of a series deleted (by hand or by skipping): its date is skipped, in the deletion's transaction. */
  async on(db: Db, e: DomainEvent): Promise<void> {
    if (e.type === 'partido.cancelado' && e.eliminado) await new SeriesRepository(db).omitMatchDate(e.partidoId);
  }

  private async manageable(user: UserRow, serieId: string): Promise<SerieRow> {
    const s = isId(serieId) ? await this.d.repo.find(serieId) : undefined;
    if (!s) throw notFound('serieNoEncontrada');
    await this.d.access.require(user, s.clubId, canManageClub);
    return s;
  }

  private async checkTitulares(clubId: string, ids: string[]) {
    const unique = [...new Set(ids)];
    const members = await this.d.repo.members(clubId, unique);
    const outsider = unique.find((id) => !members.has(id));
    if (outsider) throw badRequest('miembroNoEncontrado', [{ field: 'titulares', message: 'Cada titular debe ser miembro del club' }]);
    return unique;
  }

  /** POST /series: checked like a new match, then its first weeks of matches are created at once. */
  async create(user: UserRow, active: ActiveClub, input: SerieInput): Promise<SerieDto> {
    const clubId = input.club_id ?? active.clubId;
    const club = await this.d.matches.checkNew(user, clubId, input);
    const titulares = await this.checkTitulares(club.id, input.titulares);
    const now = this.d.clock.now();
    const id = newId();
    await this.d.repo.transaction(async (tx) => {
      await tx.insert({
        id, clubId: club.id, creadorId: user.id, estado: 'Activa', frecuenciaSemanas: input.frecuencia_semanas, primeraFecha: input.fecha_iso,
        hasta: input.hasta_iso, plantilla: plantillaOf(input), ventanaTitularesHoras: input.ventana_titulares_horas,
        inscribirTitulares: input.inscribir_titulares_automaticamente, esperaPorConfiabilidad: input.espera_por_confiabilidad, omitidas: [], createdAt: now, updatedAt: now,
      });
      await tx.setTitulares(id, titulares);
    });
    await this.generate(this.d.repo, (await this.d.repo.find(id))!, now);
    return this.one(id);
  }

  async list(user: UserRow, active: ActiveClub): Promise<SerieDto[]> {
    await this.d.access.require(user, active.clubId);
    const rows = await this.d.repo.ofClub(active.clubId);
    return this.dtos(rows);
  }

  async get(user: UserRow, serieId: string): Promise<SerieDto> {
    const s = isId(serieId) ? await this.d.repo.find(serieId) : undefined;
    if (!s) throw notFound('serieNoEncontrada');
    await this.d.access.require(user, s.clubId);
    return (await this.dtos([s]))[0]!;
  }

  /**
   * PUT /series/{id}: the template, rhythm's end and regulars' settings change; the open matches from `desde` (all
   * the upcoming ones without it) are edited like a match (its checks and its notifications), each keeping its date.
   */
  async update(user: UserRow, serieId: string, input: SerieInput & { desde_iso: string | null }): Promise<SerieDto> {
    const s = await this.manageable(user, serieId);
    if (s.estado === 'Terminada') throw conflict('serieTerminada');
    const titulares = await this.checkTitulares(s.clubId, input.titulares);
    const now = this.d.clock.now();
    await this.d.repo.transaction(async (tx) => {
      await tx.update(s.id, {
        hasta: input.hasta_iso, plantilla: plantillaOf(input), ventanaTitularesHoras: input.ventana_titulares_horas,
        inscribirTitulares: input.inscribir_titulares_automaticamente, esperaPorConfiabilidad: input.espera_por_confiabilidad, frecuenciaSemanas: input.frecuencia_semanas, updatedAt: now,
      });
      await tx.setTitulares(s.id, titulares);
    });
    const today = dayIn(now, this.d.timezone);
    const desde = input.desde_iso && input.desde_iso > today ? input.desde_iso : today;
    for (const m of await this.d.repo.matches([s.id], desde)) {
      if (m.estado !== 'Convocando' && m.estado !== 'Próximo a comenzar') continue;
      await this.d.matches.update(user, m.id, { tipo: 'edicion', ...input, fecha: isoToDmy(m.fecha)!, fecha_iso: m.fecha });
    }
    await this.generate(this.d.repo, (await this.d.repo.find(s.id))!, now);
    return this.one(s.id);
  }

  /** POST /series/{id}/omitir: a date of the series skipped; its match, if created and not played, is deleted (its players told). */
  async skip(user: UserRow, serieId: string, fechaIso: string): Promise<SerieDto> {
    const s = await this.manageable(user, serieId);
    const step = 7 * s.frecuenciaSemanas;
    const offset = daysBetween(s.primeraFecha, fechaIso);
    if (offset < 0 || offset % step !== 0 || (s.hasta && fechaIso > s.hasta)) throw badRequest('fechaNoEsDeLaSerie', [{ field: 'fecha', message: 'Esa fecha no corresponde a este partido recurrente' }]);
    await this.d.repo.omit(s.id, fechaIso, this.d.clock.now());
    const m = (await this.d.repo.matches([s.id], fechaIso)).find((x) => x.fecha === fechaIso);
    if (m) await this.d.matches.remove(user, m.id);
    return this.one(s.id);
  }

  async setTitulares(user: UserRow, serieId: string, ids: string[]): Promise<SerieDto> {
    const s = await this.manageable(user, serieId);
    const titulares = await this.checkTitulares(s.clubId, ids);
    await this.d.repo.setTitulares(s.id, titulares);
    return this.one(s.id);
  }

  /** PUT /series/{id}/estado: a paused or ended series creates no more matches (the ones created stay). */
  async setEstado(user: UserRow, serieId: string, estado: EstadoSerie): Promise<SerieDto> {
    const s = await this.manageable(user, serieId);
    if (s.estado === 'Terminada' && estado !== 'Terminada') throw conflict('serieTerminada');
    const now = this.d.clock.now();
    await this.d.repo.update(s.id, { estado, updatedAt: now });
    if (estado === 'Activa') await this.generate(this.d.repo, { ...s, estado }, now);
    return this.one(s.id);
  }

  /** The scheduler's job: every active series' coming weeks. Returns how many matches were created. */
  async generateAll(repo: SeriesRepository): Promise<number> {
    const now = this.d.clock.now();
    let n = 0;
    for (const s of await repo.activas()) n += await this.generate(repo, s, now);
    return n;
  }

  /**
   * The series' missing matches until `aheadWeeks` weeks from today: each in its own transaction with its
   * regulars' enrolment and notification; a date another process created first is left alone.
   */
  private async generate(repo: SeriesRepository, s: SerieRow, now: Date): Promise<number> {
    if (s.estado !== 'Activa') return 0;
    const today = dayIn(now, this.d.timezone);
    const dates = datesOf(s, today, addDays(today, this.d.aheadWeeks * 7));
    if (dates.length === 0) return 0;
    const existing = await repo.existingDates(s.id, today);
    const plantilla = s.plantilla as unknown as Plantilla;
    const titulares = (await repo.titulares([s.id])).map((t) => t.id);
    let created = 0;
    for (const fecha of dates) {
      if (existing.has(fecha)) continue;
      const input: PartidoInput = { ...plantilla, fecha: isoToDmy(fecha)!, fecha_iso: fecha };
      const values = valuesOf(input, this.d.timezone);
      if (values.inicio && values.inicio <= now) continue; // today's, already started
      const ventana = s.ventanaTitularesHoras > 0 && titulares.length > 0 ? new Date(now.getTime() + s.ventanaTitularesHoras * HOUR) : null;
      const titularesHasta = ventana && values.inicio && ventana > values.inicio ? values.inicio : ventana;
      const id = newId();
      const made = await repo.transaction(async (tx) => {
        if (!(await tx.insertMatch({ id, clubId: s.clubId, creadorId: s.creadorId, ...values, serieId: s.id, titularesHasta, createdAt: now, updatedAt: now }))) return false;
        if (s.inscribirTitulares && titulares.length > 0) {
          await this.d.roster.addRegulars(tx.db, { id, maxAsistentes: values.maxAsistentes, tieneRivalExterno: !!values.tieneRivalExterno }, titulares, now);
        }
        await this.d.events?.emit(tx.db, {
          type: 'serie.partido_creado', partidoId: id, titulares, inscritos: s.inscribirTitulares,
          hastaTexto: titularesHasta ? formatDateTime(titularesHasta, this.d.timezone) : null,
        });
        return true;
      });
      if (made) created++;
    }
    return created;
  }

  private async one(id: string): Promise<SerieDto> {
    return (await this.dtos([(await this.d.repo.find(id))!]))[0]!;
  }

  /** Three statements for any number of series: the rows (given), their regulars and their upcoming matches. */
  private async dtos(rows: SerieRow[]): Promise<SerieDto[]> {
    const ids = rows.map((s) => s.id);
    const today = dayIn(this.d.clock.now(), this.d.timezone);
    const [titulares, matches] = await Promise.all([this.d.repo.titulares(ids), this.d.repo.matches(ids, today)]);
    return rows.map((s) => ({
      _id: s.id,
      club_id: s.clubId,
      estado: s.estado as EstadoSerie,
      frecuencia_semanas: s.frecuenciaSemanas,
      dia_semana: weekday(s.primeraFecha),
      hora_partido: (s.plantilla as { hora_partido?: string | null }).hora_partido ?? null,
      primera_fecha: isoToDmy(s.primeraFecha)!,
      hasta: s.hasta ? isoToDmy(s.hasta)! : null,
      ventana_titulares_horas: s.ventanaTitularesHoras,
      inscribir_titulares_automaticamente: s.inscribirTitulares,
      espera_por_confiabilidad: s.esperaPorConfiabilidad,
      omitidas: [...s.omitidas].sort().map((f) => isoToDmy(f)!),
      titulares: titulares.filter((t) => t.serieId === s.id).map((t) => ({ _id: t.id, nombre: t.nombre, apellido: t.apellido })),
      plantilla: s.plantilla,
      partidos: matches.filter((m) => m.serieId === s.id).map((m) => ({
        _id: m.id, fecha: isoToDmy(m.fecha)!, hora_partido: m.hora, estado_partido: m.estado, inscritos: m.inscritos,
        max_asistentes: m.maxAsistentes, titulares_hasta: m.titularesHasta ? m.titularesHasta.toISOString() : null,
      })),
    }));
  }
}

