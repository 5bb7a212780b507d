import { TIPO_PARTIDO_LABELS, dmyToIso, formatCLP, type PartidoBaseDto, type TipoPartido } from '@partidos/shared';

// How the match screens word a match's facts (the next-match card, the match detail).

// es-CL's weekday names, by Date#getUTCDay (an Intl.DateTimeFormat costs a locale load on the first screen)
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;

/** "Sábado 28/11/2026" */
export function fechaLarga(fecha: string | null | undefined): string {
  if (!fecha) return 'Fecha no especificada';
  const iso = dmyToIso(fecha);
  if (!iso) return 'Fecha inválida';
  const day = WEEKDAYS[new Date(`${iso}T12:00:00Z`).getUTCDay()]!;
  return `${day.charAt(0).toUpperCase()}${day.slice(1)} ${fecha}`;
}

export function lugarTexto(p: Pick<PartidoBaseDto, 'lugar_por_definir' | 'lugar_id' | 'lugar_nombre'>): string {
  if (p.lugar_por_definir) return 'Lugar por definir';
  return p.lugar_id?.nombre ?? p.lugar_nombre ?? 'Lugar no especificado';
}

/** "20:00 - 21:30", or 'Horario por definir'. */
export function horarioTexto(p: Pick<PartidoBaseDto, 'horario_por_definir' | 'hora_partido' | 'hora_fin'>): string {
  if (p.horario_por_definir || !p.hora_partido) return 'Horario por definir';
  return p.hora_fin ? `${p.hora_partido} - ${p.hora_fin}` : p.hora_partido;
}

export function costoTexto(p: Pick<PartidoBaseDto, 'costo' | 'monto_por_definir'>): string {
  if (p.monto_por_definir || p.costo === null) return 'Costo por definir';
  return p.costo === 0 ? 'Gratis' : `Costo: ${formatCLP(p.costo)}`;
}

export const formatoTexto = (tipo: string) => TIPO_PARTIDO_LABELS[tipo as TipoPartido] ?? tipo;

export function visibilidadTexto(p: Pick<PartidoBaseDto, 'es_publico' | 'permite_invitacion_abierta'>): string {
  if (p.es_publico) return 'Partido Público';
  return p.permite_invitacion_abierta ? 'Partido Privado con Invitación' : 'Partido Privado';
}

export const DISPONIBILIDAD_COLOR = { Completo: 'red', 'Pocos cupos': 'orange', Disponible: 'green' } as const;

export const nombreEquipo = (p: { equipo_a: string; equipo_b: string }, key: string | null | undefined): string =>
  key === 'equipo_a' ? p.equipo_a || 'Equipo Blanco' : key === 'equipo_b' ? p.equipo_b || 'Equipo Negro' : 'Sin asignar';

/** How a card calls a player: the nickname, else the first name ('Matías Ignacio' → 'Matías'). */
export const nombreCorto = (j: { nombre?: string | null; apodo?: string | null }): string =>
  j.apodo?.trim() || j.nombre?.trim().split(/\s+/)[0] || 'Jugador';

/**
 * Who is coming, in words: 'Mati, Benja, Cami y 9 más'; 'Mati y Benja'; 'Mati'.
 * `shown` names at most, the rest counted from `total`.
 */
export function quienesVan(players: { nombre?: string | null; apodo?: string | null }[], total: number, shown = 3): string {
  const names = players.slice(0, shown).map(nombreCorto);
  const rest = Math.max(0, total - names.length);
  if (names.length === 0) return '';
  if (rest > 0) return `${names.join(', ')} y ${rest} más`;
  if (names.length === 1) return names[0]!;
  return `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}`;
}

/** 'Van 5 · No van 1 · Sin responder 2' */
export const respuestasTexto = (r: { van: number; no_van: number; sin_responder: number }): string =>
  `Van ${r.van} · No van ${r.no_van} · Sin responder ${r.sin_responder}`;
