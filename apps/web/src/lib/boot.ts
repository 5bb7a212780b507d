// A cold load of a logged-in page, started from index.html before any module has arrived (docs/decisions/0050).
//
// The build (boot-hints.ts) writes `boot`'s source text into index.html's head as an inline script, with the plan
// of the build it belongs to; the server allows that script by its hash (Content-Security-Policy). Without it the
// browser learns of the logged-in pages' files only once the entry module has downloaded and run (the router asks
// for them), and of the home page's data only once those files have run too: on a phone's network, each is one
// more round trip before the first screen. With it:
// - the files of the logged-in shell (and of the home page, on /) start downloading with the entry module;
// - on /, the home page's first-screen GETs start at once, with the session's headers; lib/api's `send` takes an
//   answer from here instead of asking again (`takeEarlyAnswer`) when it is the same GET for the same session.
// The script sits right after <title>, before the stylesheets, so it does not wait for them.
// Nothing here is needed: without storage, a token or this script, the app loads as before.

/** What the build writes for `boot`: asset paths, and the GETs under /api that the home page's first screen makes. */
export interface BootPlan {
  /** the logged-in shell's files, for any page */
  shell: string[];
  /** the shell's and the home page's files, for / */
  home: string[];
  /**
   * `managers`: only for whoever has a receipts inbox (a club's Creador or Moderador, or an administrador);
   * `clubManagers`: only for whoever manages the active club (its Creador or Moderador, or an administrador).
   * `:club` in `url` stands for the active club's id. `later`: started once the others have answered.
   */
  gets: { url: string; managers?: boolean; clubManagers?: boolean; later?: boolean }[];
}

/** The answers `boot` started, for `takeEarlyAnswer`. */
export interface EarlyAnswers {
  token: string;
  club: string;
  at: number;
  answers: Record<string, Promise<Response>>;
  /** each answer's `data`, once it has arrived and said success: a screen drawn after that starts with it */
  data: Record<string, unknown>;
}

/**
 * Runs as an inline script: self-contained on purpose (no imports, nothing from outside the function), since the
 * build copies its text. localStorage keys as lib/session.ts keeps them.
 */
export function boot(plan: BootPlan): void {
  try {
    const token = localStorage.getItem('token');
    if (!token) return;
    const home = location.pathname === '/';
    for (const href of home ? plan.home : plan.shell) {
      const link = document.createElement('link');
      if (href.endsWith('.css')) {
        link.rel = 'preload';
        link.as = 'style';
      } else link.rel = 'modulepreload';
      link.crossOrigin = ''; // as the build's own preloads, so the module loader finds these in the cache
      link.href = href;
      document.head.appendChild(link);
    }
    const club = localStorage.getItem('club_activo_id');
    if (!home || !club) return;
    const user = JSON.parse(localStorage.getItem('user') ?? 'null') as { tipo_usuario?: string; clubes?: { club_id?: string; rol?: string }[] } | null;
    const admin = user?.tipo_usuario === 'administrador';
    const manager = (c: { rol?: string }) => c.rol === 'Creador' || c.rol === 'Moderador';
    const manages = admin || !!user?.clubes?.some(manager);
    const managesClub = admin || !!user?.clubes?.some((c) => c.club_id === club && manager(c));
    const headers = { accept: 'application/json', Authorization: `Bearer ${token}`, 'x-club-id': club };
    const answers: Record<string, Promise<Response>> = {};
    const data: Record<string, unknown> = {};
    const first: Promise<Response>[] = [];
    for (const get of plan.gets) {
      if ((get.managers && !manages) || (get.clubManagers && !managesClub)) continue;
      const url = get.url.replace(':club', encodeURIComponent(club));
      const start = () => fetch(`/api${url}`, { headers });
      // the first screen's answers first: the server (and the connection) serve them before the later ones
      const answer = get.later ? Promise.allSettled(first).then(start) : start();
      if (!get.later) first.push(answer);
      answers[url] = answer;
      // a failure is the app's to report, when it asks for the answer
      answer
        .then((res) => (res.ok ? res.clone().json() : undefined))
        .then((body: { success?: boolean; data?: unknown } | undefined) => {
          if (body?.success && body.data !== undefined) data[url] = body.data;
        })
        .catch(() => undefined);
    }
    (window as unknown as { __partidosEarly?: EarlyAnswers }).__partidosEarly = { token, club, at: Date.now(), answers, data };
  } catch {
    // storage refused (a private window), a malformed stored user: the app loads without this
  }
}

/** How long after the page's start an early answer may stand for a fresh request (a slow phone's load included). */
export const EARLY_ANSWER_MAX_AGE_MS = 60_000;

const holder = globalThis as { __partidosEarly?: EarlyAnswers };

/** The early answers, if `boot` started them for this session's token and club and not long ago. */
function earlyFor(token: string | null, club: string | null): EarlyAnswers | undefined {
  const early = holder.__partidosEarly;
  if (!early || early.token !== token || early.club !== club || Date.now() - early.at > EARLY_ANSWER_MAX_AGE_MS) return undefined;
  return early;
}

/** Takes this GET's answer (and its data) out; with the last one the whole object goes, and the token with it. */
function remove(early: EarlyAnswers, url: string): void {
  delete early.data[url];
  delete early.answers[url];
  if (Object.keys(early.answers).length === 0) delete holder.__partidosEarly;
}

/**
 * The answer `boot` started for this GET (`url`: under /api, with its query string), if it was started for this
 * session's token and club and not long ago; each is taken once.
 */
export function takeEarlyAnswer(url: string, token: string | null, club: string | null): Promise<Response> | null {
  const early = earlyFor(token, club);
  if (!early) {
    // another session (a logout, another login, another club) or too late: they are no one's any more
    delete holder.__partidosEarly;
    return null;
  }
  const answer = early.answers[url];
  if (!answer) return null;
  remove(early, url);
  return answer;
}

/**
 * The `data` of the answer `boot` started for this GET, if it has already arrived (successful) for this session's token
 * and club, with when it was asked for; taken once, with the answer itself. A query starts from it (`initialData`)
 * instead of drawing its skeleton first and then itself again.
 */
export function takeEarlyData<T>(url: string, token: string | null, club: string | null): { data: T; at: number } | undefined {
  const early = earlyFor(token, club);
  if (!early || !(url in early.data)) return undefined;
  const data = early.data[url] as T;
  remove(early, url);
  return { data, at: early.at };
}

/**
 * The home page's GETs, as lib/api composes their URLs (the tests check them against the calls): its first screen's,
 * then, once those have answered, those of the cards drawn in its second render (rivalry, MVP, the club's statistics
 * for whoever manages the club, achievements). Started here, those cards' answers have arrived when the cards are drawn: each is drawn once,
 * with its data, instead of a skeleton and then a render of its own per answer, and no request is started in the
 * middle of the page's first renders (docs/decisions/0050).
 */
export const HOME_EARLY_GETS: BootPlan['gets'] = [
  { url: '/auth/me' },
  { url: '/pagos/por-validar/total', managers: true },
  { url: '/partidos/proximo' },
  { url: '/notificaciones?page=1&limit=10' },
  { url: '/votos/rankings/club', later: true },
  { url: '/usuarios?page=1&limit=3&sortBy=mvp_count&order=desc&mvp_min=1', later: true },
  { url: '/clubes/:club/estadisticas', clubManagers: true, later: true },
  { url: '/usuarios/me/logros', later: true },
];
