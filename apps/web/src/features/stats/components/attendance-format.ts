import type { AsistenciaJugadorDto } from '@partidos/shared';

export const nombreJugador = (j: AsistenciaJugadorDto) => `${j.usuario.nombre ?? ''} ${j.usuario.apellido ?? ''}`.trim() || 'Jugador';

export const porcentaje = (v: number | null) => (v === null ? '—' : `${v}%`);
