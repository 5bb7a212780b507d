import { describe, expect, it } from 'vitest';
import type { ClubRatingsDto } from '@partidos/shared';
import { aprendidosPorJugador, conRatings, miForma, nivelAprendido } from './learned-level';

// The level learned from the club's results on the player screens (docs/decisions/0086).
const organiser: ClubRatingsDto = {
  equipos_aprendidos: true,
  jugadores: [
    { usuario_id: 'a', rating: { valor: 1.24, incertidumbre: 0.8, partidos: 12 }, tendencia: 'subiendo' },
    { usuario_id: 'b', rating: { valor: -0.3, incertidumbre: 1.1, partidos: 1 }, tendencia: 'estable' },
  ],
};
const player: ClubRatingsDto = { equipos_aprendidos: true, jugadores: [{ usuario_id: 'b', rating: null, tendencia: 'bajando' }] };
const off: ClubRatingsDto = { equipos_aprendidos: false, jugadores: [] };

describe('learned level on the players screens', () => {
  it('an organiser\'s answer has everyone\'s rating; a player\'s only their own trend', () => {
    expect(conRatings(organiser)).toBe(true);
    expect(conRatings(player)).toBe(false);
    expect(conRatings(off)).toBe(false);
    expect(conRatings(undefined)).toBe(false);
    expect([...aprendidosPorJugador(organiser).keys()]).toEqual(['a', 'b']);
  });
  it('a rating as the table and the cards write it', () => {
    expect(nivelAprendido(aprendidosPorJugador(organiser).get('a'))).toBe('+1,2 ± 0,8 · 12 partidos');
    expect(nivelAprendido(aprendidosPorJugador(organiser).get('b'))).toBe('−0,3 ± 1,1 · 1 partido');
    expect(nivelAprendido(aprendidosPorJugador(player).get('b'))).toBeNull();
  });
  it('one\'s own trend in soft words, nothing with learned teams off or without an entry', () => {
    expect(miForma(player, 'b')).toBe('A la baja');
    expect(miForma(organiser, 'a')).toBe('En alza');
    expect(miForma(player, 'a')).toBeNull();
    expect(miForma(off, 'b')).toBeNull();
    expect(miForma(player, undefined)).toBeNull();
  });
});
