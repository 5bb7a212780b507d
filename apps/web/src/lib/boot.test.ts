import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { EARLY_ANSWER_MAX_AGE_MS, HOME_EARLY_GETS, boot, takeEarlyAnswer, takeEarlyData, type BootPlan } from './boot';
import { SESSION_KEYS } from './session';

// index.html's boot script (docs/decisions/0050). The build copies `boot`'s text into the page, so these tests run
// that text, as the page does, rather than the imported function.
const plan: BootPlan = {
  shell: ['/assets/AppLayout-x.css', '/assets/AppLayout-x.js'],
  home: ['/assets/AppLayout-x.css', '/assets/AppLayout-x.js', '/assets/HomePage-x.js'],
  gets: HOME_EARLY_GETS,
};
const runInlined = (p: BootPlan) => (new Function(`return (${boot.toString()})`)() as typeof boot)(p);
const early = () => (window as unknown as { __partidosEarly?: { at: number; answers: Record<string, unknown>; data: Record<string, unknown> } }).__partidosEarly;
const links = () => [...document.head.querySelectorAll('link')].map((l) => `${l.rel}${l.getAttribute('as') ? `:${l.getAttribute('as')}` : ''} ${l.getAttribute('href')}`);

// under the keys lib/session.ts keeps them (boot cannot import them: its text is copied alone)
const signIn = (rol: string, tipo = 'jugador') => {
  localStorage.setItem(SESSION_KEYS.token, 'tok');
  localStorage.setItem(SESSION_KEYS.clubActivoId, 'club1');
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify({ tipo_usuario: tipo, clubes: [{ club_id: 'club1', rol }] }));
};

describe('boot (the inline script)', () => {
  // the boot script calls fetch(url, init) with a string url
  type Fetch = (url: string, init?: RequestInit) => Promise<Response>;
  let fetchSpy: Mock<Fetch>;
  beforeEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
    delete (window as unknown as { __partidosEarly?: unknown }).__partidosEarly;
    history.pushState({}, '', '/');
    fetchSpy = vi.fn<Fetch>(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('does nothing without a session', () => {
    runInlined(plan);
    expect(links()).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(early()).toBeUndefined();
  });

  it("on / preloads the shell's and the home page's files and starts the home page's GETs with the session's headers", async () => {
    signIn('Creador');
    runInlined(plan);
    expect(links()).toEqual(['preload:style /assets/AppLayout-x.css', 'modulepreload /assets/AppLayout-x.js', 'modulepreload /assets/HomePage-x.js']);
    const urls = HOME_EARLY_GETS.map((g) => g.url.replace(':club', 'club1'));
    expect(urls).toContain('/clubes/club1/estadisticas');
    // the first screen's at once, the cards' below it once those have answered
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(HOME_EARLY_GETS.filter((g) => !g.later).map((g) => `/api${g.url}`));
    await vi.waitFor(() => expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(urls.map((u) => `/api${u}`)));
    expect(fetchSpy.mock.calls[0]![1]).toEqual({ headers: { accept: 'application/json', Authorization: 'Bearer tok', 'x-club-id': 'club1' } });
    expect(Object.keys(early()!.answers)).toEqual(urls);
  });

  it("keeps each successful answer's data once it arrives, and nothing of a failed one", async () => {
    fetchSpy.mockImplementation((url: string) => Promise.resolve(url.endsWith('/partidos/proximo')
      ? new Response(JSON.stringify({ success: true, data: { _id: 'p1' } }))
      : new Response(JSON.stringify({ success: false, message: 'no' }), { status: 500 })));
    signIn('Creador');
    runInlined(plan);
    await vi.waitFor(() => expect(early()!.data).toEqual({ '/partidos/proximo': { _id: 'p1' } }));
    // the answer itself can still be read (by lib/api, when the data was not ready in time)
    expect(await (await (early()!.answers['/partidos/proximo'] as Promise<Response>)).json()).toEqual({ success: true, data: { _id: 'p1' } });
  });

  it('asks for the receipts count only for whoever has an inbox', () => {
    signIn('Jugador');
    runInlined(plan);
    expect(fetchSpy.mock.calls.map(([url]) => url)).not.toContain('/api/pagos/por-validar/total');
    fetchSpy.mockClear();
    signIn('Jugador', 'administrador');
    runInlined(plan);
    expect(fetchSpy.mock.calls.map(([url]) => url)).toContain('/api/pagos/por-validar/total');
  });

  it("asks for the club's statistics only for whoever manages the active club", async () => {
    const asked = async () => {
      await new Promise((r) => setTimeout(r, 0));
      return fetchSpy.mock.calls.map(([url]) => url);
    };
    const stats = '/api/clubes/club1/estadisticas';
    localStorage.setItem(SESSION_KEYS.token, 'tok');
    localStorage.setItem(SESSION_KEYS.clubActivoId, 'club1');
    // Creador of another club: the receipts count (an inbox), not the active club's statistics
    localStorage.setItem(SESSION_KEYS.user, JSON.stringify({ tipo_usuario: 'jugador', clubes: [{ club_id: 'club1', rol: 'Jugador' }, { club_id: 'club2', rol: 'Creador' }] }));
    runInlined(plan);
    expect(await asked()).toContain('/api/pagos/por-validar/total');
    expect(await asked()).toContain('/api/usuarios/me/logros');
    expect(await asked()).not.toContain(stats);
    fetchSpy.mockClear();
    signIn('Moderador');
    runInlined(plan);
    expect(await asked()).toContain(stats);
    fetchSpy.mockClear();
    signIn('Jugador', 'administrador');
    runInlined(plan);
    expect(await asked()).toContain(stats);
  });

  it('on another page preloads only the shell and asks for nothing', () => {
    signIn('Creador');
    history.pushState({}, '', '/partidos/abc');
    runInlined(plan);
    expect(links()).toEqual(['preload:style /assets/AppLayout-x.css', 'modulepreload /assets/AppLayout-x.js']);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('leaves the page alone when the stored user is not JSON', () => {
    signIn('Creador');
    localStorage.setItem('user', '{not json');
    expect(() => runInlined(plan)).not.toThrow();
    expect(early()).toBeUndefined();
  });
});

describe('takeEarlyAnswer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    const answer = Promise.resolve(new Response('{}'));
    (window as unknown as { __partidosEarly?: unknown }).__partidosEarly = { token: 'tok', club: 'club1', at: Date.now(), answers: { '/partidos/proximo': answer }, data: {} };
  });
  afterEach(() => vi.useRealTimers());

  it('gives each answer once, and drops them all once taken', () => {
    expect(takeEarlyAnswer('/partidos/proximo?x=1', 'tok', 'club1')).toBeNull();
    expect(takeEarlyAnswer('/partidos/proximo', 'tok', 'club1')).toBeInstanceOf(Promise);
    expect(takeEarlyAnswer('/partidos/proximo', 'tok', 'club1')).toBeNull();
    expect(early()).toBeUndefined();
  });

  it('gives nothing to another session, and drops the answers then', () => {
    expect(takeEarlyAnswer('/partidos/proximo', 'other', 'club1')).toBeNull();
    expect(early()).toBeUndefined();
    expect(takeEarlyAnswer('/partidos/proximo', 'tok', 'club1')).toBeNull();
  });

  it('gives nothing to another club', () => {
    expect(takeEarlyAnswer('/partidos/proximo', 'tok', 'club2')).toBeNull();
    expect(takeEarlyAnswer('/partidos/proximo', 'tok', 'club1')).toBeNull();
  });

  it("gives an arrived answer's data once, to the same session, with the answer", () => {
    const e = early()!;
    e.data = { '/partidos/proximo': null };
    expect(takeEarlyData('/partidos/proximo', 'tok', 'club2')).toBeUndefined();
    expect(takeEarlyData('/pagos/por-validar/total', 'tok', 'club1')).toBeUndefined();
    expect(takeEarlyData('/partidos/proximo', 'tok', 'club1')).toEqual({ data: null, at: e.at });
    expect(takeEarlyData('/partidos/proximo', 'tok', 'club1')).toBeUndefined();
    expect(early()).toBeUndefined(); // its answer went with it: nothing is left
  });

  it('does not give an answer started too long ago', () => {
    vi.advanceTimersByTime(EARLY_ANSWER_MAX_AGE_MS + 1);
    expect(takeEarlyAnswer('/partidos/proximo', 'tok', 'club1')).toBeNull();
  });
});
