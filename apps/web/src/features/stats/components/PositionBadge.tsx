// Its own file: the home page's MVP card shows it, and must not bring in the ranking's Table.

/** The podium's medal colours, each with a number colour that keeps AA contrast on it. */
export const MEDALLAS = ['#d4a106', '#9ca3af', '#b45309'] as const;
const MEDALLA_TEXTO = ['#1f1f1f', '#1f1f1f', '#ffffff'] as const;
const MEDALLA_NOMBRE = ['Oro', 'Plata', 'Bronce'];

export function PositionBadge({ pos }: { pos: number }) {
  const color = MEDALLAS[pos - 1];
  if (!color) return <span style={{ display: 'inline-block', width: 28, textAlign: 'center' }}>{pos}</span>;
  return (
    <span
      role="img"
      aria-label={`${pos}° lugar, medalla de ${MEDALLA_NOMBRE[pos - 1]}`}
      data-medalla={MEDALLA_NOMBRE[pos - 1]!.toLowerCase()}
      style={{ display: 'inline-grid', placeItems: 'center', width: 28, height: 28, borderRadius: '50%', background: color, color: MEDALLA_TEXTO[pos - 1], fontWeight: 700 }}
    >
      {pos}
    </span>
  );
}
