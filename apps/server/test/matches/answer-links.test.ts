import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partidos } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { fail, ok, type Cast, type Person } from '../clubs/factory.js';
import { createMatch, detail, enrolDirect, inscribir, players, setup, type MatchClub } from './factory.js';

// 'Voy' / 'No voy' straight from a push notification (docs/decisions/0081): the signed answer links, and the
// route that takes them without a session and applies confirmar-asistencia's rule for the link's person.

let t: TestApp;
let cast: Cast;
let club: MatchClub;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  // five minutes past an hour: the links' 48 hours are rounded down to the hour, so they hold for the next minutes
  t.clock.set(new Date(Math.floor(t.clock.now().getTime() / HOUR) * HOUR + 5 * 60_000));
  ({ cast, club } = await setup(t));
});
afterAll(async () => { await t.close(); });

interface Links { voy: string; no_voy: string; expira: string }

const linksOf = async (p: Person, partidoId: string): Promise<Links> => ok(await t.call('GET', `/api/partidos/${partidoId}/respuesta-enlaces`, { token: p.token }));
/** What the service worker does with a link: a POST without a session (the links are absolute: the path is posted). */
const post = (url: string) => {
  const u = new URL(url);
  return t.call('POST', `${u.pathname}${u.search}`);
};
const withParam = (url: string, name: string, value: string) => {
  const u = new URL(url);
  u.searchParams.set(name, value);
  return u.toString();
};

/** A match a week ahead with `n` players of the club enrolled. */
async function matchWith(n: number, o: Record<string, unknown> = {}) {
  const m = await createMatch(t, cast.creador.token, club, o);
  const people = await players(t, club.id, n);
  await enrolDirect(t, m._id, people.map((p) => p.id));
  return { id: m._id as string, people };
}

describe('signed answer links', () => {
  it('an enrolled player gets absolute links for exactly this match, good for 48 hours at most and stable within the hour', async () => {
    const { id, people: [p] } = await matchWith(1);
    const links = await linksOf(p!, id);
    const path = `http://partidos.test/api/partidos/${id}/respuesta?u=${p!.id}`;
    expect(links.voy).toMatch(new RegExp(`^${path.replace(/[.?]/g, '\\$&')}&r=voy&exp=\\d+&sig=[0-9a-f]{64}$`));
    expect(links.no_voy).toMatch(new RegExp(`^${path.replace(/[.?]/g, '\\$&')}&r=no_voy&exp=\\d+&sig=[0-9a-f]{64}$`));
    const expira = Date.parse(links.expira);
    expect(expira).toBeLessThanOrEqual(t.clock.now().getTime() + 48 * HOUR);
    expect(expira).toBeGreaterThan(t.clock.now().getTime() + 47 * HOUR);
    expect(new URL(links.voy).searchParams.get('exp')).toBe(String(expira / 1000));
    t.clock.advance(20 * 60_000);
    expect(await linksOf(p!, id)).toEqual(links);
  });

  it('a match that starts sooner than 48 hours: the links expire at its start', async () => {
    const { id, people: [p] } = await matchWith(1);
    const [row] = await t.database.db.select({ inicio: partidos.inicio }).from(partidos).where(eq(partidos.id, id));
    const inicio = row!.inicio!.getTime();
    const saved = t.clock.now();
    t.clock.set(new Date(inicio - 3 * HOUR));
    const links = await linksOf(p!, id);
    expect(Date.parse(links.expira)).toBe(inicio);
    t.clock.set(new Date(inicio + 1000));
    const late = await post(links.voy);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ success: false, code: 'RESPUESTA_ENLACE_INVALIDO' });
    expect(fail(await t.call('GET', `/api/partidos/${id}/respuesta-enlaces`, { token: p!.token })).status).toBe(409);
    t.clock.set(saved);
  });

  it('only the enrolled person gets links: 401 without a session, 403 when not enrolled, 404 when the match is not theirs to see', async () => {
    const { id } = await matchWith(1);
    expect(fail(await t.call('GET', `/api/partidos/${id}/respuesta-enlaces`)).status).toBe(401);
    expect(fail(await t.call('GET', `/api/partidos/${id}/respuesta-enlaces`, { token: cast.miembro.token }))).toEqual({ status: 403, message: 'No estás inscrito en este partido' });
    expect(fail(await t.call('GET', `/api/partidos/${id}/respuesta-enlaces`, { token: cast.outsider.token })).status).toBe(404);
  });
});

describe('POST /partidos/{id}/respuesta', () => {
  it("'Voy' confirms and 'No voy' records the answer, without a session", async () => {
    const { id, people: [p] } = await matchWith(1);
    const links = await linksOf(p!, id);
    const voy = await post(links.voy);
    expect(voy.json()).toEqual({ success: true, message: 'Asistencia confirmada', data: { necesita_eleccion: false, confirmado: true, mensaje: 'Asistencia confirmada' } });
    expect((await detail(t, p!, id)).mi_estado.confirmado).toBe(true);
    const noVoy = await post(links.no_voy);
    expect(ok(noVoy)).toEqual({ necesita_eleccion: false, confirmado: false, mensaje: 'Registramos que no asistirás' });
    expect((await detail(t, p!, id)).mi_estado).toMatchObject({ inscrito: true, confirmado: false });
    // the same link again: the same answer (a second tap changes nothing)
    expect(ok(await post(links.no_voy)).confirmado).toBe(false);
  });

  it("'No voy' with people on the waiting list changes nothing and sends the player to the match to choose; 'Voy' still answers", async () => {
    const { id, people: [p, q] } = await matchWith(2, { max_asistentes: 2 });
    const [reserve] = await players(t, club.id, 1);
    ok(await inscribir(t, reserve!, id, { lista_espera: true }), 201);
    const links = await linksOf(p!, id);
    const before = await detail(t, p!, id);
    expect(before.lista_espera_count).toBe(1);
    expect(ok(await post(links.no_voy))).toEqual({ necesita_eleccion: true, enlace: `/partidos/${id}` });
    const after = await detail(t, p!, id);
    expect(after.mi_estado).toEqual(before.mi_estado);
    expect(after.mi_estado).toMatchObject({ inscrito: true, confirmado: null });
    expect(after.lista_espera_count).toBe(1);
    expect((await detail(t, reserve!, id)).mi_estado).toMatchObject({ inscrito: false, en_lista_espera: true });
    expect(ok(await post((await linksOf(q!, id)).voy))).toMatchObject({ necesita_eleccion: false, confirmado: true });
  });

  it('a tampered, expired, altered or borrowed link is 403 with the envelope and changes nothing', async () => {
    const { id, people: [p, q] } = await matchWith(2);
    const other = await matchWith(0);
    await enrolDirect(t, other.id, [p!.id]);
    const links = await linksOf(p!, id);
    const sig = new URL(links.voy).searchParams.get('sig')!;
    const exp = new URL(links.voy).searchParams.get('exp')!;
    const forged = [
      withParam(links.voy, 'sig', `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`),
      withParam(links.voy, 'sig', ''),
      withParam(links.voy, 'exp', String(Number(exp) + 3600)),
      withParam(links.voy, 'r', 'no_voy'),
      withParam(links.no_voy, 'r', 'voy'),
      withParam(links.voy, 'u', q!.id),
      links.voy.replace(`/partidos/${id}/`, `/partidos/${other.id}/`),
      links.voy.split('?')[0]!,
    ];
    for (const url of forged) {
      const res = await post(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ success: false, code: 'RESPUESTA_ENLACE_INVALIDO', message: 'El enlace para responder es inválido o expiró. Abre el partido para responder.' });
    }
    for (const person of [p!, q!]) expect((await detail(t, person, id)).mi_estado.confirmado).toBeNull();
    expect((await detail(t, p!, other.id)).mi_estado.confirmado).toBeNull();

    const saved = t.clock.now();
    t.clock.advance(48 * HOUR);
    expect(fail(await post(links.voy))).toEqual({ status: 403, message: 'El enlace para responder es inválido o expiró. Abre el partido para responder.' });
    t.clock.set(saved);
    expect((await detail(t, p!, id)).mi_estado.confirmado).toBeNull();
  });

  it('a person no longer enrolled is refused with the rule\'s own message', async () => {
    const { id, people: [p] } = await matchWith(1);
    const links = await linksOf(p!, id);
    ok(await t.call('DELETE', `/api/partidos/${id}/desinscribir/${p!.id}`, { token: p!.token }));
    for (const url of [links.voy, links.no_voy]) {
      const res = await post(url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, code: 'NO_INSCRITO', message: 'No estás inscrito en este partido' });
    }
  });
});
