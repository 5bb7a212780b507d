import dayjs from 'dayjs';
import type { SerieDto, SeriePartidoDto } from '@partidos/shared';

/** dia_semana 0 = domingo … 6 = sábado, in plural ("todos los jueves"). */
const DIAS_PLURAL = ['domingos', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábados'];

/** "Todos los jueves a las 20:00", or "Los jueves a las 20:00, cada 2 semanas". */
export function serieRhythm(s: Pick<SerieDto, 'dia_semana' | 'hora_partido' | 'frecuencia_semanas'>): string {
  const dias = DIAS_PLURAL[s.dia_semana] ?? '';
  const hora = s.hora_partido ? ` a las ${s.hora_partido}` : ', horario por definir';
  return s.frecuencia_semanas === 1 ? `Todos los ${dias}${hora}` : `Los ${dias}${hora}, cada ${s.frecuencia_semanas} semanas`;
}

export const frecuenciaTexto = (semanas: number) => (semanas === 1 ? 'Cada semana' : `Cada ${semanas} semanas`);
export const hastaTexto = (hasta: string | null) => (hasta ? `Hasta el ${hasta}` : 'Sin fecha de término');

/** The regulars' window, while it is open: "DD/MM/YYYY HH:mm" in the viewer's clock; null once it has closed. */
export function openWindowUntil(p: Pick<SeriePartidoDto, 'titulares_hasta'>, now = dayjs()): string | null {
  if (!p.titulares_hasta) return null;
  const until = dayjs(p.titulares_hasta);
  return until.isAfter(now) ? until.format('DD/MM/YYYY HH:mm') : null;
}

export const ESTADO_SERIE_COLOR: Record<SerieDto['estado'], string> = { Activa: 'green', Pausada: 'orange', Terminada: 'default' };

/** How a club member is offered as a regular. */
export interface MemberOption { _id: string; nombre: string | null; apellido: string | null }
export const memberName = (m: { nombre: string | null; apellido: string | null }) => [m.nombre, m.apellido].filter(Boolean).join(' ') || 'Sin nombre';
