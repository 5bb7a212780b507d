import { expect, test } from '@playwright/test';
import { startTopology, type Topology } from '../e2e-proxy/topology';
import { createTestDatabase, type TestDatabase } from './database';
import { MULTI_SERVERS, MULTI_TOPOLOGY, MultiProxy, clubWithMatch, dataOf, joinClub, registerPerson, type Person } from './multi';

// One of three processes is killed with SIGKILL (kill -9) in the middle of a burst of sign-ups to one
// match. Every sign-up that was answered 2xx is still there, read through the processes left; the sign-ups that
// failed are the ones nginx had handed to the killed process (a POST is never retried elsewhere: the client was
// not told it worked); the others keep answering. Three processes of its own on a database of its own: the
// other journeys keep their three.

const PLAYERS = 48;
const CONCURRENCY = 8;
/** the kill comes when this many sign-ups have been acknowledged: about a quarter of the burst */
const KILL_AFTER_ACKS = 12;
const VICTIM = 1;

let database: TestDatabase | undefined;
let topology: Topology | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  database = await createTestDatabase();
  topology = await startTopology({ servers: MULTI_SERVERS, databaseUrl: database.url, ...MULTI_TOPOLOGY });
});

test.afterAll(async () => {
  try {
    await topology?.stop();
  } finally {
    await database?.drop();
  }
});

/** Runs `task` over `items`, at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) await task(items[next++]!);
  }));
}

interface Outcome { player: Person; status: number; upstream: string; error?: string; afterKill: boolean }

test('kill -9 one of three processes during a burst of sign-ups: no acknowledged sign-up is lost, the others keep answering', async () => {
  test.setTimeout(150_000);
  const mp = MultiProxy.of(topology!);
  const victimPort = topology!.servers[VICTIM]!.port;

  // an organiser's match with room for everybody ($1.000 each), and the players, members of the club
  const organiser = await registerPerson(mp, 'Camila', 'Rojas', 'crash');
  const club = await clubWithMatch(mp, organiser, { nombre: 'Club Resistente', maxAsistentes: 50, montoArriendo: 50_000 });
  const asOrganiser = { token: organiser.token, clubId: club.clubId };
  const players: Person[] = [];
  await pool(Array.from({ length: PLAYERS }, (_, i) => i), CONCURRENCY, async (i) => {
    const p = await registerPerson(mp, 'Jugador', `Número ${i + 1}`, 'crash');
    await joinClub(mp, p, club.codigo);
    players.push(p);
  });

  // the burst: CONCURRENCY sign-ups in flight at any time; one process dies after KILL_AFTER_ACKS acknowledgements
  const outcomes: Outcome[] = [];
  let killed: Promise<void> | undefined;
  let acks = 0;
  await pool(players, CONCURRENCY, async (player) => {
    const afterKill = killed !== undefined;
    try {
      const a = await mp.call('POST', `/api/partidos/${club.partidoId}/inscribir`, { token: player.token, clubId: club.clubId, body: { usuario_id: player.id } });
      outcomes.push({ player, status: a.status, upstream: String(a.headers['x-upstream'] ?? ''), afterKill, error: a.status >= 300 ? a.body.slice(0, 200) : undefined });
      if (a.status < 300 && ++acks === KILL_AFTER_ACKS) killed = topology!.servers[VICTIM]!.kill();
    } catch (e) {
      outcomes.push({ player, status: 0, upstream: '', afterKill, error: (e as Error).message });
    }
  });
  await killed;
  expect(killed, 'the kill happened during the burst').toBeDefined();
  expect(topology!.servers[VICTIM]!.process.signalCode).toBe('SIGKILL');

  const acknowledged = outcomes.filter((o) => o.status >= 200 && o.status < 300);
  const failed = outcomes.filter((o) => !(o.status >= 200 && o.status < 300));
  test.info().annotations.push({
    type: 'burst',
    description: `${acknowledged.length} acknowledged (${acknowledged.filter((o) => o.afterKill).length} after the kill), `
      + `${failed.length} failed: ${failed.map((f) => `${f.status} ${f.upstream}`).join('; ') || 'none'}`,
  });
  // the burst really spanned the kill, and the victim had acknowledged sign-ups of its own before dying
  expect(acknowledged.filter((o) => !o.afterKill).map((o) => mp.processOf(o.upstream))).toContain(VICTIM);
  expect(acknowledged.filter((o) => o.afterKill).length, 'sign-ups acknowledged after the kill').toBeGreaterThan(0);
  // what failed is what nginx had handed to the dying process: 502 Bad Gateway naming its address
  for (const f of failed) {
    expect(f.status, `${f.player.correo}: ${f.error}`).toBe(502);
    expect(f.upstream, f.player.correo).toContain(`:${victimPort}`);
  }
  expect(failed.length, 'at most the sign-ups in flight, and a few on its kept-alive connections, fail').toBeLessThanOrEqual(2 * CONCURRENCY);

  // every acknowledged sign-up is in the match, as each surviving process reads it, and none twice
  for (let i = 0; i < 2 * (MULTI_SERVERS - 1); i++) {
    const a = await mp.call('GET', `/api/partidos/${club.partidoId}`, asOrganiser);
    expect(mp.servedBy(a)).not.toBe(VICTIM);
    const ids = dataOf<{ asistentes: { usuario_id: { _id: string } }[] }>(a).asistentes.map((x) => x.usuario_id._id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const o of acknowledged) expect(ids, `${o.player.correo}, acknowledged by ${o.upstream}`).toContain(o.player.id);
  }
  // and each has the payment its sign-up made in the same transaction
  const stats = dataOf<{ detallesPagos: { usuario: { _id: string }; estado: string; monto: number }[] }>(
    await mp.call('GET', `/api/partidos/${club.partidoId}/pagos/estadisticas`, asOrganiser));
  for (const o of acknowledged) {
    expect(stats.detallesPagos.find((p) => p.usuario._id === o.player.id), o.player.correo).toMatchObject({ estado: 'Pendiente', monto: 1000 });
  }

  // the processes left keep answering: every request succeeds, and only they answer
  const answeredBy = new Set<number>();
  for (let i = 0; i < 6; i++) {
    const a = await mp.call('GET', '/api/auth/me', { token: players[i]!.token });
    expect(a.status, a.body).toBe(200);
    answeredBy.add(mp.servedBy(a));
  }
  expect([...answeredBy].sort()).toEqual([0, 1, 2].filter((p) => p !== VICTIM));
  // a player whose sign-up failed tries again: enrolled now, or already (the write was committed, the answer lost)
  for (const f of failed) {
    const again = await mp.call('POST', `/api/partidos/${club.partidoId}/inscribir`, { token: f.player.token, clubId: club.clubId, body: { usuario_id: f.player.id } });
    expect([201, 409], `${f.player.correo}: ${again.body}`).toContain(again.status);
  }
  const roster = dataOf<{ asistentes: { usuario_id: { _id: string } }[] }>(await mp.call('GET', `/api/partidos/${club.partidoId}`, asOrganiser));
  expect(roster.asistentes.map((x) => x.usuario_id._id).sort()).toEqual(players.map((p) => p.id).sort());
});
