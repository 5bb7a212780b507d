import { fechaCorta } from '@partidos/shared';

/**
 * A notification mail's subject: its title, then the match's day and club when the notification is about a match
 * ("Partido cancelado: jueves 10/12, Los Cracks de Ñuñoa"), so an inbox tells two clubs' or two weeks' mails apart.
 * What the title already says is not repeated ("Nuevo partido en Los Cracks: jueves 10/12").
 */
export function mailSubject(titulo: string, datos: { fecha?: unknown; club?: unknown } | null | undefined): string {
  const fecha = typeof datos?.fecha === 'string' ? datos.fecha : null;
  const club = typeof datos?.club === 'string' ? datos.club : null;
  const dia = fecha ? fechaCorta(fecha) : null;
  const extra = [
    dia && !titulo.includes(dia.slice(-5)) ? dia : null,
    club && !titulo.includes(club) ? club : null,
  ].filter(Boolean);
  return extra.length ? `${titulo}: ${extra.join(', ')}` : titulo;
}
