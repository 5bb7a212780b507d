import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JugadorRefDto, PartidoDetailDto, UserDto, VotacionMvpDto } from '@partidos/shared';
import { session } from '../../../lib/session';

// The voting state comes from a mocked query; canvas-confetti from a mock that records the pieces thrown.
const state = vi.hoisted(() => ({ votacion: null as unknown, fire: vi.fn() }));
vi.mock('../api/mvp-calls', () => ({
  useVotacionMvp: () => ({ isPending: false, isError: false, data: state.votacion }),
  votarMvp: vi.fn(),
}));
vi.mock('canvas-confetti', () => ({ default: { create: () => Object.assign(state.fire, { reset: vi.fn() }) } }));

const { MvpSection } = await import('./MvpSection');

const ref = (id: string, nombre: string): JugadorRefDto => ({ _id: id, nombre, apellido: 'Rojas', apodo: null, avatar_url: null, posicion_principal: 'MC', nivel_habilidad: 'Avanzado' });
const YO = ref('a'.repeat(24), 'Camila');
const OTRO = ref('b'.repeat(24), 'Matías');
const hour = 3_600_000;

const votacion = (o: Partial<VotacionMvpDto> = {}): VotacionMvpDto => ({
  partido_id: 'p'.repeat(24), abierta: true, cierre: new Date(Date.now() + 24 * hour).toISOString(), puede_votar: true, mi_voto: null,
  total_votos: 0, total_votantes: 2, candidatos: [YO, OTRO], conteo: [], lider_actual: null, mvp_asignado: null, ...o,
});
const partido = (estado: string, inscrito: boolean) =>
  ({ _id: 'p'.repeat(24), estado_partido: estado, mi_estado: { inscrito } }) as unknown as PartidoDetailDto;

// antd names every dialog by the same test id under happy-dom, so a dialog is told by its text
const voteDialog = () => screen.queryAllByRole('dialog').find((d) => d.textContent?.includes('¿Quién fue el mejor jugador'));
const celebration = () => screen.queryAllByRole('dialog').find((d) => d.textContent?.includes('¡Tenemos MVP!'));

const view = (p: PartidoDetailDto) => (
  <MemoryRouter>
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App><MvpSection partido={p} /></App>
    </ConfigProvider>
  </MemoryRouter>
);

const realMatchMedia = window.matchMedia.bind(window);
beforeEach(() => {
  // the dialogs load with their own antd theme: no motion, as the wrapper above asks, through the preference
  // the theme follows (the confetti test puts the real preference back: under reduced motion there is none)
  const real = realMatchMedia;
  window.matchMedia = ((q: string) => (q === '(prefers-reduced-motion: reduce)' ? { ...real(q), matches: true, addEventListener() {}, removeEventListener() {} } : real(q))) as typeof window.matchMedia;
  localStorage.clear();
  session.login('token', { _id: YO._id, nombre: 'Camila', apellido: 'Rojas' } as unknown as UserDto);
  state.fire.mockClear();
});
afterEach(cleanup);

describe('MVP voting on the match detail', () => {
  it('opens the vote modal by itself once per visit for an enrolled player while En curso', async () => {
    state.votacion = votacion();
    const r = render(view(partido('En curso', true)));
    // the dialog's code loads when it first opens
    await waitFor(() => expect(voteDialog()).toBeTruthy(), { timeout: 15_000 });
    // the voter is not among the choices (not oneself)
    expect(voteDialog()!.textContent).not.toContain('Camila Rojas');
    expect(voteDialog()!.textContent).toContain('Matías Rojas');
    fireEvent.click(screen.getByRole('button', { name: 'Más tarde' }));
    await waitFor(() => expect(voteDialog()).toBeUndefined());
    // a refetch of the voting state does not open it again during the same visit
    state.votacion = votacion({ total_votos: 1 });
    r.rerender(view(partido('En curso', true)));
    await act(() => new Promise((ok) => setTimeout(ok, 50)));
    expect(voteDialog()).toBeUndefined();
  });

  it('does not open it for someone not enrolled, nor once the match is Finalizado', async () => {
    state.votacion = votacion({ puede_votar: false });
    render(view(partido('En curso', false)));
    expect(await screen.findByText('Votación MVP')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    state.votacion = votacion();
    render(view(partido('Finalizado', true)));
    expect(await screen.findByRole('button', { name: /Votar MVP/ })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('celebrates an assigned MVP once, with 100 pieces of confetti', async () => {
    window.matchMedia = realMatchMedia;
    state.votacion = votacion({ abierta: false, puede_votar: false, mvp_asignado: OTRO, conteo: [{ jugador: OTRO, votos: 2 }], total_votos: 2 });
    render(view(partido('En curso', true)));
    await waitFor(() => expect(celebration()).toBeTruthy(), { timeout: 15_000 });
    await waitFor(() => expect(state.fire).toHaveBeenCalledWith(expect.objectContaining({ particleCount: 100 })));
    cleanup();
    render(view(partido('Finalizado', true)));
    expect(await screen.findByText('MVP del partido')).toBeTruthy();
    expect(celebration()).toBeUndefined();
  });

  it('does not celebrate the MVP of an old match', async () => {
    state.votacion = votacion({ abierta: false, puede_votar: false, mvp_asignado: OTRO, cierre: new Date(Date.now() - hour).toISOString() });
    render(view(partido('Finalizado', true)));
    expect(await screen.findByText('MVP del partido')).toBeTruthy();
    expect(celebration()).toBeUndefined();
  });
});
