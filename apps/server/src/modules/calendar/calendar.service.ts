import { calendarDescription, calendarLocation, calendarSummary, type CalendarMatchFacts, type CalendarioDto } from '@partidos/shared';
import type { UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { randomToken } from '../../lib/ids.js';
import { dayIn, startInstant } from '../../lib/match-time.js';
import type { MatchesService } from '../matches/matches.service.js';
import type { CalendarMatch, CalendarRepository, FeedRow } from './calendar.repository.js';
import { writeCalendar, type IcsEvent } from './ics.js';

/** From how long ago a feed lists matches: last month's stay visible (results, a match to look back on). */
export const FEED_DAYS_BACK = 30;
/** A feed's ceiling: far above what one person plays, low enough that a feed stays one cheap query. */
export const FEED_MAX_EVENTS = 500;
/** 32 random bytes, base64url: 43 characters, unguessable. */
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface CalendarDeps {
  repo: CalendarRepository;
  matches: MatchesService;
  clock: Clock;
  timezone: string;
  publicUrl: string;
}

/** What the viewer is in the match: enrolled, waiting, or neither (a single download by someone who may see it). */
interface Place { espera: boolean; pendiente: boolean }

export interface IcsFile { filename: string; body: string }

/**
 * The private iCalendar feed of each person and the single-match .ics (docs/decisions/0038).
 * A match keeps its UID for life; SEQUENCE is the seconds between its creation and its last change (updated_at only
 * moves forward, so a moved or cancelled match always carries a higher SEQUENCE than before).
 */
export class CalendarService {
  constructor(private d: CalendarDeps) {}

  private feedUrlOf(token: string): CalendarioDto {
    return { url: `${this.d.publicUrl}/api/calendario/${token}.ics` };
  }

  /** GET /usuarios/me/calendario: the person's feed address, created on the first call. */
  async feedUrl(user: UserRow): Promise<CalendarioDto> {
    const token = (await this.d.repo.tokenOf(user.id)) ?? (await this.d.repo.ensureToken(user.id, randomToken(TOKEN_BYTES), this.d.clock.now()));
    return this.feedUrlOf(token);
  }

  /** POST /usuarios/me/calendario/regenerar: a new address; the old one answers 404 from now on. */
  async regenerate(user: UserRow): Promise<CalendarioDto> {
    const token = randomToken(TOKEN_BYTES);
    await this.d.repo.replaceToken(user.id, token, this.d.clock.now());
    return this.feedUrlOf(token);
  }

  /** GET /calendario/{token}.ics: the token is the permission; an unknown or replaced one is a 404. */
  async feed(token: string): Promise<string> {
    const usuarioId = TOKEN_SHAPE.test(token) ? await this.d.repo.ownerOf(token) : undefined;
    if (!usuarioId) throw notFound('calendarioNoEncontrado');
    const now = this.d.clock.now();
    const desde = dayIn(new Date(now.getTime() - FEED_DAYS_BACK * 86_400_000), this.d.timezone);
    const rows = await this.d.repo.feedRows(usuarioId, desde, FEED_MAX_EVENTS);
    // (enrolled and waiting at once cannot happen; if it ever did, the enrolment wins and the UID stays unique)
    const byMatch = new Map<string, FeedRow>();
    for (const r of rows) if (!byMatch.has(r.partido.id) || !r.espera) byMatch.set(r.partido.id, r);
    const events = [...byMatch.values()].map((r) => this.event(r.partido, r.club, r.lugar, r));
    return writeCalendar({ name: 'Partidos · Mis partidos', timezone: this.d.timezone, events, now });
  }

  /** GET /partidos/{id}/calendario.ics: anyone who may see the match (404 otherwise, as the detail). */
  async matchIcs(user: UserRow, partidoId: string): Promise<IcsFile> {
    const { row } = await this.d.matches.view(user, partidoId);
    const place = { espera: !row.miAsistencia && !!row.miEspera, pendiente: !row.miAsistencia && !!row.miEspera?.pendiente };
    const lugar = row.lugar?.id ? { nombre: row.lugar.nombre, direccion: row.lugar.direccion } : null;
    const event = this.event(row.partido, row.club.nombre, lugar, place);
    const body = writeCalendar({ name: `Partido ${row.club.nombre}`, timezone: this.d.timezone, events: [event], now: this.d.clock.now() });
    return { filename: `partido-${row.partido.fecha}.ics`, body };
  }

  private event(p: CalendarMatch, club: string, lugar: { nombre: string; direccion: string } | null, place: Place): IcsEvent {
    const facts: CalendarMatchFacts = {
      club,
      tipo_partido: p.tipoPartido,
      estado_partido: p.estadoPartido,
      lugar,
      lugar_por_definir: p.lugarPorDefinir,
      cancha_numero: p.canchaNumero,
      horario_por_definir: p.horarioPorDefinir || !p.horaPartido,
      monto_por_definir: p.montoPorDefinir,
      monto_por_jugador: p.montoPorJugador,
      duracion: p.duracion,
      descripcion: p.descripcion,
      en_lista_espera: place.espera,
      pendiente_aprobacion: place.pendiente,
      url: `${this.d.publicUrl}/partidos/${p.id}`,
    };
    const start = facts.horario_por_definir ? null : p.inicio ?? startInstant(p.fecha, p.horaPartido!, this.d.timezone);
    const cancelled = p.estadoPartido === 'Cancelado';
    return {
      uid: `partido-${p.id}@partidos`,
      sequence: sequenceOf(p),
      created: p.createdAt,
      lastModified: p.updatedAt,
      when: start ? { start, end: new Date(start.getTime() + p.duracion * 60_000) } : { day: p.fecha },
      summary: calendarSummary(facts),
      location: calendarLocation(facts),
      description: calendarDescription(facts),
      url: facts.url,
      status: cancelled ? 'CANCELLED' : place.espera ? 'TENTATIVE' : 'CONFIRMED',
      busy: !cancelled && !place.espera,
    };
  }
}

/**
 * SEQUENCE without a column of its own: whole seconds from the match's creation to its last change. Every write to a
 * match (edit, status, teams, result) sets updated_at from the clock, which only moves forward, so this never goes
 * down; it is capped to iCalendar's INTEGER (2^31 − 1, about 68 years).
 */
export function sequenceOf(p: Pick<CalendarMatch, 'createdAt' | 'updatedAt'>): number {
  return Math.min(2 ** 31 - 1, Math.max(0, Math.floor((p.updatedAt.getTime() - p.createdAt.getTime()) / 1000)));
}
