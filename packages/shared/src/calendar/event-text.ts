// How a match reads in someone's calendar (docs/decisions/0038): the iCalendar feed and the single
// .ics (server) and the "Google Calendar" link (web) word it with these same functions, so they never disagree.
import { formatCLP } from '../format.js';
import { TIPO_PARTIDO_LABELS } from '../matches/constants.js';
import type { TipoPartido } from '../matches/types.js';

/** The zone Google Calendar shows a template link's times in (the times themselves travel in UTC). */
export const CALENDAR_DISPLAY_ZONE = 'America/Santiago';

/** What a calendar entry says about a match, taken from the match row (server) or its DTO (web). */
export interface CalendarMatchFacts {
  club: string;
  tipo_partido: string;
  estado_partido: string;
  lugar: { nombre: string; direccion: string } | null;
  lugar_por_definir: boolean;
  cancha_numero: number | null;
  horario_por_definir: boolean;
  monto_por_definir: boolean;
  monto_por_jugador: number;
  duracion: number;
  descripcion: string | null;
  /** the viewer is on the waiting list (or awaiting an organiser's approval), not enrolled */
  en_lista_espera: boolean;
  pendiente_aprobacion: boolean;
  /** the match's page in the app, absolute */
  url: string;
}

const formato = (tipo: string) => TIPO_PARTIDO_LABELS[tipo as TipoPartido] ?? tipo;

/** "Partido 7 vs 7 · Los Cracks", "… (lista de espera)", "Cancelado: …". */
export function calendarSummary(f: CalendarMatchFacts): string {
  const base = `Partido ${formato(f.tipo_partido)} · ${f.club}`;
  const espera = f.en_lista_espera ? ' (lista de espera)' : '';
  const horario = f.horario_por_definir ? ' (horario por definir)' : '';
  return `${f.estado_partido === 'Cancelado' ? 'Cancelado: ' : ''}${base}${espera}${horario}`;
}

/** "Complejo Los Robles, Cancha 2, Av. Los Robles 1234, Ñuñoa"; empty while the place is undefined. */
export function calendarLocation(f: CalendarMatchFacts): string {
  if (f.lugar_por_definir || !f.lugar) return '';
  return [f.lugar.nombre, f.cancha_numero ? `Cancha ${f.cancha_numero}` : null, f.lugar.direccion].filter(Boolean).join(', ');
}

/** The cost per player as the match screens say it. */
export function calendarCost(f: Pick<CalendarMatchFacts, 'monto_por_definir' | 'monto_por_jugador'>): string {
  if (f.monto_por_definir) return 'por definir';
  return f.monto_por_jugador > 0 ? formatCLP(f.monto_por_jugador) : 'gratis';
}

/** Several lines: format, cost, the viewer's place, the organiser's description and the link. */
export function calendarDescription(f: CalendarMatchFacts): string {
  const lines = [
    `Formato: ${formato(f.tipo_partido)} · ${f.duracion} minutos`,
    `Costo por jugador: ${calendarCost(f)}`,
    f.lugar_por_definir || !f.lugar ? 'Lugar por definir' : null,
    f.horario_por_definir ? 'Horario por definir' : null,
    f.estado_partido === 'Cancelado' ? 'El partido fue cancelado.' : null,
    f.en_lista_espera
      ? f.pendiente_aprobacion ? 'Tu inscripción espera la aprobación del organizador.' : 'Estás en la lista de espera.'
      : null,
    f.descripcion?.trim() || null,
    `Ver el partido: ${f.url}`,
  ];
  return lines.filter((l): l is string => !!l).join('\n');
}

/** 2026-12-01T23:00:00.000Z → "20261201T230000Z" */
const utcStamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
/** "2026-12-01" → "20261201" */
const dateStamp = (ymd: string) => ymd.replace(/-/g, '');

function nextDay(ymd: string): string {
  const d = new Date(`${ymd}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Google Calendar's "add an event" link. Times go in UTC (…Z), so no time-zone arithmetic happens in the browser;
 * `ctz` only picks the zone Google shows them in. Without a start time the entry is an all-day one on `fechaIso`.
 */
export function googleCalendarEventUrl(f: CalendarMatchFacts, when: { inicio: string | null; fechaIso: string }): string {
  const dates = when.inicio && !f.horario_por_definir
    ? `${utcStamp(new Date(when.inicio))}/${utcStamp(new Date(new Date(when.inicio).getTime() + f.duracion * 60_000))}`
    : `${dateStamp(when.fechaIso)}/${dateStamp(nextDay(when.fechaIso))}`;
  const q = new URLSearchParams({
    action: 'TEMPLATE',
    text: calendarSummary(f),
    dates,
    ctz: CALENDAR_DISPLAY_ZONE,
    details: calendarDescription(f),
    location: calendarLocation(f),
  });
  return `https://calendar.google.com/calendar/render?${q.toString()}`;
}

/** The feed's https (or http) address as a calendar app subscribes to it. */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//i, 'webcal://');

/** Google Calendar's "subscribe to this calendar" link for a feed. */
export const googleCalendarSubscribeUrl = (feedUrl: string) =>
  `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl(feedUrl))}`;
