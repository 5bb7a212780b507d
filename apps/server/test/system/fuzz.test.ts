// docs/decisions/0032: every operation of the OpenAPI document gets hostile requests (wrong types, missing and extra
// fields, 10,000-character strings, control characters, emoji, odd numbers, foreign, unknown and malformed ids,
// `__proto__`, broken JSON, wrong content types, broken multipart, odd headers) as anonymous, a member, a manager
// and an administrator (fuzz-core.ts). Whatever the input, the server answers below 500 with the envelope. Bounded
// to about 2,000 requests (≈5 s here) with a fixed seed, so that CI stays fast and a failure repeats;
// bench/fuzz.ts runs the same generator longer against a running server.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, ok, requestToJoin, type Cast } from '../clubs/factory.js';
import { createMatch, createMatchClub, fechaEn, inscribir, type MatchClub } from '../matches/factory.js';
import { form, png, subir } from '../payments/factory.js';
import { decodeBody, describeFailure, planRequests, problemWith, type FuzzRequest, type FuzzWorld, type OpenApiDocument, type Resource } from './fuzz-core.js';

// another seed or a longer run locally: FUZZ_SEED=7 FUZZ_REQUESTS=20000 npx vitest run test/system/fuzz.test.ts
const SEED = Number(process.env.FUZZ_SEED ?? 18);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2000);

let t: TestApp;
let world: FuzzWorld;

/**
 * One club's things, so that a path can name an own, a foreign (the other club's), an unknown or a malformed id: a
 * match with sign-ups, a receipt waiting for review, a guest, an invitation, an invite link, a venue validation
 * request and a join request.
 */
async function populate(cast: Cast, club: MatchClub): Promise<Partial<Record<Resource, string>> & { receipt: string }> {
  const token = cast.creador.token;
  const partido = (await createMatch(t, token, club))._id as string;
  ok(await inscribir(t, cast.miembro, partido), 201);
  ok(await inscribir(t, cast.moderador, partido), 201);
  const pago = ok(await subir(t, cast.miembro.token, partido, await png())).pago;
  const bot = ok(await t.call('POST', `/api/partidos/${partido}/jugadores-bot`, { token, body: { nombre_display: 'Invitado Uno' } }), 201);
  const invitacion = ok(await t.call('POST', `/api/partidos/${partido}/invitaciones`, { token: cast.moderador.token, body: { usuario_invitado_id: cast.creador.id } }), 201);
  const link = ok(await t.call('POST', `/api/partidos/${partido}/link-invitacion`, { token, body: { activo: true } }), 201);
  const solicitudLugar = ok(await t.call('POST', '/api/solicitudes-validacion-lugares', {
    token, headers: club.headers, body: { lugar_id: club.lugarId, razon: 'Es la cancha donde jugamos siempre' },
  }), 201);
  ok(await t.call('PUT', `/api/clubes/${club.id}`, { token, body: { configuracion: { requiere_aprobacion_ingreso: true } } }));
  const solicitud = await requestToJoin(t, cast.outsider, club, 'Quiero jugar');
  return {
    club: club.id, codigoClub: club.codigo, partido, lugar: club.lugarId, cuenta: club.cuentaId, usuario: cast.miembro.id, solicitud,
    bot: bot.jugadores_bot[0]._id, invitacion: invitacion._id, solicitudLugar: solicitudLugar._id, codigo: link.codigo, pago: pago._id,
    receipt: pago.comprobante_url,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const [castA, castB] = [await createCast(t), await createCast(t)];
  const [clubA, clubB] = [await createMatchClub(t, castA, { nombre: 'Club Fuzz Propio' }), await createMatchClub(t, castB, { nombre: 'Club Fuzz Ajeno' })];
  const own = await populate(castA, clubA);
  const foreign = await populate(castB, clubB);
  ok(await t.call('POST', '/api/auth/forgot-password', { body: { correo: castA.outsider.correo } }));
  const resetToken = /reset-password\/([A-Za-z0-9_-]+)/.exec(t.outbox().at(-1)?.text ?? '')?.[1];
  const respaldo = ok(await t.call('POST', '/api/admin/respaldos', { token: castA.admin.token }), 201).nombre as string;
  const photo = form({}, await png('yo.png'), 'avatar');
  const avatar = ok(await t.call('POST', '/api/usuarios/me/avatar', { token: castA.miembro.token, ...photo })).photoURL as string;
  const signed = /\?exp=(\d+)&sig=([0-9a-f]+)/.exec(own.receipt);
  world = {
    sessions: { miembro: [castA.miembro.token], manager: [castA.creador.token, castA.moderador.token], admin: [castA.admin.token] },
    clubId: clubA.id,
    own: { ...own, resetToken, respaldo, archivo: avatar.replace('/uploads/', '') },
    foreign,
    receipt: signed ? { exp: signed[1]!, sig: signed[2]! } : undefined,
    fecha: fechaEn(t, 10),
  };
});
afterAll(async () => { await t.close(); });

async function fuzz(requests: FuzzRequest[]): Promise<string[]> {
  const failures: string[] = [];
  for (const req of requests) {
    const res = await t.call(req.method as 'GET', req.url, { headers: req.headers, body: req.body });
    const answer = { status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), body: decodeBody(res.rawPayload, res.headers['content-encoding']) };
    const problem = problemWith(req, answer);
    if (problem) failures.push(describeFailure(req, answer, problem));
  }
  return failures;
}

describe('the check', () => {
  const req = { method: 'GET', url: '/api/partidos' };
  const json = 'application/json; charset=utf-8';

  it('passes the envelope, a file download and an empty 204', () => {
    expect(problemWith(req, { status: 200, contentType: json, body: '{"success":true,"data":[]}' })).toBeNull();
    expect(problemWith(req, { status: 409, contentType: json, body: '{"success":false,"code":"YA_INSCRITO","message":"Ya estás inscrito"}' })).toBeNull();
    expect(problemWith({ method: 'GET', url: '/api/comprobantes/pago/x?exp=1' }, { status: 200, contentType: 'image/png', body: '' })).toBeNull();
    expect(problemWith({ method: 'DELETE', url: '/api/x' }, { status: 204, body: '' })).toBeNull();
  });

  it('fails a 5xx, an unknown code, a missing message, odd field errors, a non-JSON error and a mismatched success', () => {
    const bad = [
      { status: 500, contentType: json, body: '{"success":false,"code":"ERROR_INTERNO","message":"Ocurrió un error inesperado."}' },
      { status: 400, contentType: json, body: '{"success":false,"code":"NO_EXISTE_ESTE_CODIGO","message":"x"}' },
      { status: 400, contentType: json, body: '{"success":false,"code":"DATOS_INVALIDOS","message":""}' },
      { status: 400, contentType: json, body: '{"success":false,"code":"DATOS_INVALIDOS","message":"x","errors":[{"campo":"a"}]}' },
      { status: 400, contentType: json, body: '{"statusCode":400,"error":"Bad Request","message":"x"}' },
      { status: 404, contentType: 'text/plain', body: 'Not Found' },
      { status: 400, contentType: json, body: '{"success":true,"data":null}' },
      { status: 200, contentType: 'text/html', body: '<html></html>' },
    ];
    for (const answer of bad) expect(problemWith(req, answer), answer.body).not.toBeNull();
  });

  it('catches a route that throws a plain Error', async () => {
    const doc = (await t.call('GET', '/api/docs/json')).json() as OpenApiDocument;
    const spy = vi.spyOn(t.services.stats, 'globales').mockRejectedValue(new Error('falla a propósito'));
    try {
      const requests = planRequests(doc, world, { seed: SEED, total: 40, include: (op) => op.key === 'GET /api/estadisticas/globales' });
      const failures = await fuzz(requests);
      expect(spy).toHaveBeenCalled();
      expect(failures.length).toBeGreaterThan(0);
      expect(failures[0]).toContain('GET /api/estadisticas/globales');
      expect(failures[0]).toContain('→ 500: status 500');
    } finally {
      spy.mockRestore();
    }
  });
});

// last: its late operations log out, expel and delete the fixtures
describe('fuzzing every operation of the OpenAPI document', () => {
  it(`answers ${REQUESTS} hostile requests below 500, each with the envelope`, async () => {
    const doc = (await t.call('GET', '/api/docs/json')).json() as OpenApiDocument;
    const requests = planRequests(doc, world, { seed: SEED, total: REQUESTS });
    expect(new Set(requests.map((r) => r.op)).size, 'operations covered').toBe(Object.values(doc.paths).flatMap((m) => Object.keys(m)).length + 1);
    const failures = await fuzz(requests);
    expect(failures.length, `${failures.length} of ${requests.length} answers failed:\n${failures.join('\n')}\n`).toBe(0);
  }, 180_000);
});
