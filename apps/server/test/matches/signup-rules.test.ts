import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@partidos/shared';
import { rowsOf } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, type Cast, type Person } from '../clubs/factory.js';
import { createMatch, createMatchClub, enrolDirect, inscribir, players, setEstado, type MatchClub } from './factory.js';

// The sign-up rule (decidirInscripcion, docs/product/enrolment.md) and the visibility rules, for every combination of
// who signs up and how the match stands: what the answer says is what the roster holds, and `ocupados` counts it.

let t: TestApp;
let cast: Cast;
let club: MatchClub;
let miembro: Person;
let ajeno: Person;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  club = await createMatchClub(t, cast);
  miembro = (await players(t, club.id, 1))[0]!;
  ajeno = (await players(t, null, 1))[0]!;
});
afterAll(async () => { await t.close(); });

const bool = [false, true];

describe('one\'s own sign-up: the answer and the roster agree', () => {
  it('for members, outsiders and administrators, public or not, with or without approval, full or not, open or finished', async () => {
    const seen = new Map<string, number>();
    for (const quien of ['miembro', 'ajeno', 'admin'] as const) {
      const p = quien === 'miembro' ? miembro : quien === 'ajeno' ? ajeno : cast.admin;
      for (const publico of bool) for (const aprobacion of bool) for (const lleno of bool) for (const abierto of bool) for (const listaEspera of bool) {
        const partidoId = (await createMatch(t, cast.creador.token, club, { max_asistentes: 2 }))._id as string;
        await setEstado(t, partidoId, abierto ? 'Convocando' : 'Finalizado', { esPublico: publico, requiereAprobacionIngresoPublico: aprobacion });
        if (lleno) await enrolDirect(t, partidoId, (await players(t, club.id, 2)).map((x) => x.id));
        const res = await inscribir(t, p, partidoId, { lista_espera: listaEspera });
        const caso = JSON.stringify({ quien, publico, aprobacion, lleno, abierto, listaEspera });
        expect([201, 403, 404, 409], `${caso}: ${res.body}`).toContain(res.statusCode);
        const body = res.json() as { message: string; data?: { ocupados: number; asistentes: { usuario_id: { _id: string } }[] } };
        if (res.statusCode === 201 && body.message === MSG.inscripcionExitosa) {
          expect(lleno, caso).toBe(false);
          expect(body.data!.ocupados, caso).toBe(1);
          expect(body.data!.asistentes.map((a) => a.usuario_id._id), caso).toEqual([p.id]);
        }
        // whatever it answered, the roster holds the player as an attendee only after 'inscripcionExitosa'
        const [row] = rowsOf<{ n: number; ocupados: number }>(await t.database.db.execute(sql`select ocupados,
          (select count(*)::int from partido_asistentes where partido_id = ${partidoId} and usuario_id = ${p.id}) as n from partidos where id = ${partidoId}`));
        expect(row!.n, caso).toBe(body.message === MSG.inscripcionExitosa ? 1 : 0);
        expect(row!.ocupados, caso).toBe((lleno ? 2 : 0) + row!.n);
        const key = `${res.statusCode} ${body.message}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
    }
    // every way the rules answer came up: straight in, waiting list, awaiting approval, full, closed, not found
    expect([...seen.keys()].sort()).toEqual(expect.arrayContaining([
      `201 ${MSG.inscripcionExitosa}`, `201 ${MSG.listaEsperaUnido}`, `201 ${MSG.inscripcionPorAprobar}`, `404 ${MSG.partidoNoEncontrado}`,
    ]));
    expect([...seen.keys()].filter((k) => k.startsWith('409')).length).toBeGreaterThanOrEqual(2);
  }, 120_000);
});

describe('one\'s own withdrawal: the answer and the roster agree', () => {
  it('for members, outsiders and administrators, attendees, reserves or neither, public or not, open or finished', async () => {
    const seen = new Set<string>();
    for (const quien of ['miembro', 'ajeno', 'admin'] as const) {
      const p = quien === 'miembro' ? miembro : quien === 'ajeno' ? ajeno : cast.admin;
      for (const publico of bool) for (const abierto of bool) for (const donde of ['asistente', 'espera', 'nada'] as const) {
        const partidoId = (await createMatch(t, cast.creador.token, club, { max_asistentes: 4 }))._id as string;
        await setEstado(t, partidoId, 'Convocando', { esPublico: publico });
        if (donde === 'asistente') await enrolDirect(t, partidoId, [p.id]);
        if (donde === 'espera') await t.database.db.execute(sql`insert into partido_lista_espera (partido_id, usuario_id, pendiente_aprobacion, inscrito_at) values (${partidoId}, ${p.id}, false, now())`);
        if (!abierto) await setEstado(t, partidoId, 'Finalizado');
        const res = await t.call('DELETE', `/api/partidos/${partidoId}/desinscribir/${p.id}`, { token: p.token });
        const caso = JSON.stringify({ quien, publico, abierto, donde });
        expect([200, 404, 409], `${caso}: ${res.body}`).toContain(res.statusCode);
        const [row] = rowsOf<{ n: number; e: number; ocupados: number }>(await t.database.db.execute(sql`select ocupados,
          (select count(*)::int from partido_asistentes where partido_id = ${partidoId} and usuario_id = ${p.id}) as n,
          (select count(*)::int from partido_lista_espera where partido_id = ${partidoId} and usuario_id = ${p.id}) as e from partidos where id = ${partidoId}`));
        const gone = res.statusCode === 200;
        expect(gone, `${caso}: ${res.body}`).toBe(abierto && donde !== 'nada');
        expect(row!.n + row!.e, caso).toBe(gone || donde === 'nada' ? 0 : 1);
        expect(row!.ocupados, caso).toBe(row!.n);
        seen.add(String(res.statusCode));
      }
    }
    expect([...seen].sort()).toEqual(['200', '404', '409']);
  }, 120_000);
});
