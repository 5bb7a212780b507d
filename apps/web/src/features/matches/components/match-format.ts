import { TIPO_PARTIDO_LABELS, dmyToIso, formatCLP, type PartidoBaseDto, type TipoPartido } from '@partidos/shared';

// How the match screens word a match's facts (spec 2 §2 "Next-match card", "Match detail").

const weekday = new Intl.DateTimeFormat('es-CL', { weekday: 'long', timeZone: 'UTC' });

/** "Sábado 28/11/2026" */
export function fechaLarga(fecha: string | null | undefined): string {
  if (!fecha) return 'Fecha no especificada';
  const iso = dmyToIso(fecha);
  if (!iso) return 'Fecha inválida';
  const day = weekday.format(new Date(`${iso}T12:00:00Z`));
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
