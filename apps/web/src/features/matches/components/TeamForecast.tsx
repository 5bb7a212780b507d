import { useId } from 'react';
import { formatoRating, type PartidoDetailDto, type RatingDto } from '@partidos/shared';
import { PRONOSTICO_AYUDA, nivelAprendidoTexto, pronosticoDe } from './team-forecast';

/**
 * 'Pronóstico: Blanco 52 % · Negro 48 %' above the teams, with a bar of the two shares (docs/decisions/0086). Plain
 * elements, so the detail drawn without antd and the organiser's antd dialog both show it. `announce`: where players
 * are moved (the organiser's dialog), screen readers hear the new figure when it changes.
 */
export function TeamForecast({ partido, announce, style }: {
  partido: Pick<PartidoDetailDto, 'probabilidad_equipo_a' | 'equipo_a' | 'equipo_b'>;
  announce?: boolean;
  style?: React.CSSProperties;
}) {
  const id = useId();
  const p = pronosticoDe(partido);
  if (!p) return null;
  return (
    <div className="team-forecast" role="group" aria-labelledby={`${id}-l`} aria-describedby={`${id}-d`} data-testid="pronostico" style={style}>
      <div className="team-forecast__head">
        <span id={`${id}-l`} className="team-forecast__label">Pronóstico</span>
        <strong className="team-forecast__text" aria-live={announce ? 'polite' : undefined}>{p.texto}</strong>
      </div>
      <div className="team-forecast__bar" aria-hidden="true">
        <span className="team-forecast__a" style={{ width: `${p.a}%` }} />
        <span className="team-forecast__b" style={{ width: `${p.b}%` }} />
      </div>
      <span id={`${id}-d`} className="lite-secondary team-forecast__help">{PRONOSTICO_AYUDA}</span>
    </div>
  );
}

/** A player's learned rating on a roster row, discreet: "+1,2 ± 0,8", said in full to screen readers and on hover. */
export function RatingMark({ rating }: { rating: RatingDto | null }) {
  if (!rating) return null;
  const full = nivelAprendidoTexto(rating);
  return (
    <span className="rating-mark" title={full} data-testid="rating">
      <span className="sr-only">{full}</span>
      <span aria-hidden="true">{formatoRating(rating)}</span>
    </span>
  );
}
