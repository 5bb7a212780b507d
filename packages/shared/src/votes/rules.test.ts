import { describe, expect, it } from 'vitest';
import { cierreVotacionMvp, rankMvpVotes, votacionMvpAbierta } from './rules.js';

const inicio = new Date('2030-03-10T23:00:00Z');

describe('MVP voting window', () => {
  it('closes 24 hours after the end of the match', () => {
    expect(cierreVotacionMvp(inicio, 60)?.toISOString()).toBe('2030-03-12T00:00:00.000Z');
    expect(cierreVotacionMvp(null, 60)).toBeNull();
  });

  it('is open while En curso and while Finalizado until the close, never before the start nor after an MVP', () => {
    const base = { inicio, duracion: 60, mvp_asignado: false };
    const during = new Date('2030-03-10T23:30:00Z');
    const lastMinute = new Date('2030-03-11T23:59:59Z');
    const closed = new Date('2030-03-12T00:00:00Z');
    expect(votacionMvpAbierta({ ...base, estado_partido: 'Convocando' }, during)).toBe(false);
    expect(votacionMvpAbierta({ ...base, estado_partido: 'Próximo a comenzar' }, during)).toBe(false);
    expect(votacionMvpAbierta({ ...base, estado_partido: 'En curso' }, during)).toBe(true);
    expect(votacionMvpAbierta({ ...base, estado_partido: 'Finalizado' }, lastMinute)).toBe(true);
    expect(votacionMvpAbierta({ ...base, estado_partido: 'Finalizado' }, closed)).toBe(false);
    expect(votacionMvpAbierta({ ...base, estado_partido: 'Cancelado' }, during)).toBe(false);
    expect(votacionMvpAbierta({ ...base, estado_partido: 'En curso', mvp_asignado: true }, during)).toBe(false);
  });
});

describe('rankMvpVotes', () => {
  it('puts the most voted first', () => {
    const r = rankMvpVotes([{ jugador_id: 'a', orden: 1 }, { jugador_id: 'b', orden: 2 }, { jugador_id: 'b', orden: 3 }]);
    expect(r.map((p) => [p.jugador_id, p.votos])).toEqual([['b', 2], ['a', 1]]);
  });

  it('breaks a tie in favour of the player who reached the top count first', () => {
    // a: votes 1 and 4 (reached 2 at vote 4); b: votes 2 and 3 (reached 2 at vote 3) → b
    const votos = [{ jugador_id: 'a', orden: 1 }, { jugador_id: 'b', orden: 2 }, { jugador_id: 'b', orden: 3 }, { jugador_id: 'a', orden: 4 }];
    expect(rankMvpVotes(votos)[0]).toEqual({ jugador_id: 'b', votos: 2, alcanzado: 3 });
    // the order votes are listed in does not matter, only their arrival order
    expect(rankMvpVotes([...votos].reverse())[0]!.jugador_id).toBe('b');
  });

  it('is empty without votes', () => {
    expect(rankMvpVotes([])).toEqual([]);
  });
});
