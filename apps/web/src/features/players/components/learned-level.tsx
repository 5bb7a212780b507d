import { FallOutlined, MinusOutlined, RiseOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { TENDENCIA_TEXTO, formatoRating, type ClubRatingsDto, type RatingJugadorDto, type Tendencia } from '@partidos/shared';

// The level learned from the club's results on the player screens (docs/decisions/0086): who manages the club sees
// every member's rating and trend; anyone else only their own trend, worded softly and never as a number.

/** Each member's learned entry by user id; empty when the club turned learned teams off or the answer is not in. */
export function aprendidosPorJugador(dto: ClubRatingsDto | undefined): Map<string, RatingJugadorDto> {
  if (!dto?.equipos_aprendidos) return new Map();
  return new Map(dto.jugadores.map((j) => [j.usuario_id, j]));
}

/** Whether the answer carries ratings (the viewer manages the club): the screens then show everyone's. */
export const conRatings = (dto: ClubRatingsDto | undefined): boolean => !!dto?.equipos_aprendidos && dto.jugadores.some((j) => j.rating !== null);

/** The viewer's own trend in words ('En alza'), or null: learned teams off, or no entry of theirs. */
export function miForma(dto: ClubRatingsDto | undefined, userId: string | undefined): string | null {
  const own = userId ? aprendidosPorJugador(dto).get(userId) : undefined;
  return own ? TENDENCIA_TEXTO[own.tendencia] : null;
}

/** "+1,2 ± 0,8 · 12 partidos", or null without a rating. */
export function nivelAprendido(j: RatingJugadorDto | undefined): string | null {
  if (!j?.rating) return null;
  return `${formatoRating(j.rating)} · ${j.rating.partidos} ${j.rating.partidos === 1 ? 'partido' : 'partidos'}`;
}

const TREND_ICON: Record<Tendencia, React.ReactNode> = { subiendo: <RiseOutlined />, estable: <MinusOutlined />, bajando: <FallOutlined /> };
const TREND_COLOR: Record<Tendencia, string> = { subiendo: 'green', estable: 'default', bajando: 'orange' };

/** The trend as a small tag: 'En alza', 'Estable', 'A la baja'. */
export function TrendTag({ tendencia }: { tendencia: Tendencia }) {
  return <Tag color={TREND_COLOR[tendencia]} icon={TREND_ICON[tendencia]} style={{ marginInlineEnd: 0 }}>{TENDENCIA_TEXTO[tendencia]}</Tag>;
}
