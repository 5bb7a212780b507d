import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, createClub, join, ok, person, type Cast, type ClubFixture, type Person } from './factory.js';

// docs/product/clubs.md "Roles and permissions": least privilege, and 404 for a club one cannot see.
let t: TestApp;
let cast: Cast;
let shared: ClubFixture;
/** Someone who is in no club at first: requests to join, gets a role, is expelled, receives the club. */
let extra: Person;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  extra = await person(t);
  shared = await createClub(t, cast, { requiereAprobacion: false });
  await join(t, extra, shared);
  ok(await t.call('PUT', `/api/clubes/${shared.id}`, { token: cast.creador.token, body: { configuracion: { requiere_aprobacion_ingreso: true } } }));
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#16a34a' } }).png().toBuffer();
});
afterAll(async () => { await t.close(); });

const WHO = ['anon', 'outsider', 'miembro', 'moderador', 'creador', 'admin'] as const;
type Who = (typeof WHO)[number];
const tokenOf = (w: Who) => (w === 'anon' ? undefined : cast[w].token);

type Ctx = Record<string, string>;
interface Case {
  name: string;
  /** A new club for every caller, for calls that change who is in the club or who owns it. */
  fresh?: boolean;
  prepare?: (club: ClubFixture) => Promise<Ctx>;
  call: (club: ClubFixture, ctx: Ctx, token: string | undefined) => Promise<LightMyRequestResponse>;
  expected: Record<Who, number>;
}

/** anonymous 401 and non-member 404 always; then Miembro, Moderador, Creador, platform administrador (not a member). */
const statuses = (miembro: number, moderador: number, creador: number, admin: number): Record<Who, number> =>
  ({ anon: 401, outsider: 404, miembro, moderador, creador, admin });

const ACCOUNT = {
  nombre_titular: 'Camila Rojas', rut_titular: '12.345.678-5', nombre_banco: 'BancoEstado', tipo_cuenta: 'Cuenta Vista/RUT', numero_cuenta: '123456',
};

function logoForm() {
  const boundary = '----matriz';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="escudo.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body };
}

const pendingRequest = async (club: ClubFixture): Promise<Ctx> => {
  const data = ok(await t.call('POST', '/api/clubes/solicitar-ingreso', { token: extra.token, body: { codigo_invitacion: club.codigo } }));
  return { requestId: data.solicitud_id };
};
const extraAsMember = async (club: ClubFixture): Promise<Ctx> => {
  const data = ok(await t.call('GET', `/api/clubes/${club.id}/solicitudes?estado=Pendiente`, { token: cast.creador.token }));
  expect(data).toEqual([]);
  const { requestId } = await pendingRequest(club);
  ok(await t.call('PUT', `/api/clubes/${club.id}/solicitudes/${requestId}/aprobar`, { token: cast.creador.token }));
  return { userId: extra.id };
};

const CASES: Case[] = [
  { name: 'GET /clubes/:id', call: (c, _x, token) => t.call('GET', `/api/clubes/${c.id}`, { token }), expected: statuses(200, 200, 200, 200) },
  {
    name: 'PUT /clubes/:id',
    call: (c, _x, token) => t.call('PUT', `/api/clubes/${c.id}`, { token, body: { descripcion: 'Editado en la matriz' } }),
    expected: statuses(403, 403, 200, 200),
  },
  {
    name: 'POST /clubes/:id/logo',
    call: (c, _x, token) => { const f = logoForm(); return t.call('POST', `/api/clubes/${c.id}/logo`, { token, headers: f.headers, body: f.body }); },
    expected: statuses(403, 403, 200, 200),
  },
  { name: 'POST /clubes/:id/regenerar-codigo', call: (c, _x, token) => t.call('POST', `/api/clubes/${c.id}/regenerar-codigo`, { token }), expected: statuses(403, 403, 200, 200) },
  { name: 'GET /clubes/:id/solicitudes', call: (c, _x, token) => t.call('GET', `/api/clubes/${c.id}/solicitudes?estado=Pendiente`, { token }), expected: statuses(403, 200, 200, 200) },
  {
    name: 'PUT /clubes/:id/solicitudes/:requestId/aprobar',
    fresh: true,
    prepare: pendingRequest,
    call: (c, x, token) => t.call('PUT', `/api/clubes/${c.id}/solicitudes/${x.requestId}/aprobar`, { token }),
    expected: statuses(403, 200, 200, 200),
  },
  {
    name: 'PUT /clubes/:id/solicitudes/:requestId/rechazar',
    fresh: true,
    prepare: pendingRequest,
    call: (c, x, token) => t.call('PUT', `/api/clubes/${c.id}/solicitudes/${x.requestId}/rechazar`, { token, body: { notas_rechazo: 'Sin cupos' } }),
    expected: statuses(403, 200, 200, 200),
  },
  {
    name: 'PUT /clubes/:id/miembros/:userId/rol',
    call: (c, _x, token) => t.call('PUT', `/api/clubes/${c.id}/miembros/${extra.id}/rol`, { token, body: { rol: 'Moderador' } }),
    expected: statuses(403, 403, 200, 200),
  },
  {
    name: 'DELETE /clubes/:id/miembros/:userId',
    fresh: true,
    prepare: extraAsMember,
    call: (c, x, token) => t.call('DELETE', `/api/clubes/${c.id}/miembros/${x.userId}`, { token }),
    expected: statuses(403, 403, 200, 200),
  },
  {
    name: 'POST /clubes/:id/transferir-propiedad',
    fresh: true,
    prepare: extraAsMember,
    call: (c, x, token) => t.call('POST', `/api/clubes/${c.id}/transferir-propiedad`, { token, body: { usuario_id: x.userId } }),
    expected: statuses(403, 403, 200, 200),
  },
  // leaving concerns one's own membership: an administrador who is not a member has nothing to leave
  { name: 'GET /clubes/:id/verificar-salida', call: (c, _x, token) => t.call('GET', `/api/clubes/${c.id}/verificar-salida`, { token }), expected: statuses(200, 200, 200, 404) },
  { name: 'POST /clubes/:id/salir', fresh: true, call: (c, _x, token) => t.call('POST', `/api/clubes/${c.id}/salir`, { token }), expected: statuses(200, 200, 409, 404) },
  { name: 'GET /clubes/:id/cuentas-pago', call: (c, _x, token) => t.call('GET', `/api/clubes/${c.id}/cuentas-pago`, { token }), expected: statuses(200, 200, 200, 200) },
  {
    name: 'POST /clubes/:id/cuentas-pago',
    call: (c, _x, token) => t.call('POST', `/api/clubes/${c.id}/cuentas-pago`, { token, body: ACCOUNT }),
    expected: statuses(403, 201, 201, 201),
  },
  {
    name: 'PUT /clubes/:id/cuentas-pago/:accountId',
    prepare: async (c) => ({ accountId: ok(await t.call('POST', `/api/clubes/${c.id}/cuentas-pago`, { token: cast.admin.token, body: ACCOUNT }), 201)._id }),
    call: (c, x, token) => t.call('PUT', `/api/clubes/${c.id}/cuentas-pago/${x.accountId}`, { token, body: { ...ACCOUNT, alias: 'Nueva' } }),
    expected: statuses(403, 200, 200, 200),
  },
  {
    name: 'DELETE /clubes/:id/cuentas-pago/:accountId',
    prepare: async (c) => ({ accountId: ok(await t.call('POST', `/api/clubes/${c.id}/cuentas-pago`, { token: cast.admin.token, body: ACCOUNT }), 201)._id }),
    call: (c, x, token) => t.call('DELETE', `/api/clubes/${c.id}/cuentas-pago/${x.accountId}`, { token }),
    expected: statuses(403, 200, 200, 200),
  },
  { name: 'GET /clubes/:id/moderacion', call: (c, _x, token) => t.call('GET', `/api/clubes/${c.id}/moderacion`, { token }), expected: statuses(403, 200, 200, 200) },
  {
    name: 'GET /clubes/:id/moderacion/historial',
    call: (c, _x, token) => t.call('GET', `/api/clubes/${c.id}/moderacion/historial`, { token }),
    expected: statuses(403, 200, 200, 200),
  },
  // joining is for those outside: members get 409, the outsider and the administrador file a request
  {
    name: 'POST /clubes/:id/unirse-invitacion',
    fresh: true,
    call: (c, _x, token) => t.call('POST', `/api/clubes/${c.id}/unirse-invitacion`, { token, body: { codigoInvitacion: c.codigo } }),
    expected: { anon: 401, outsider: 200, miembro: 409, moderador: 409, creador: 409, admin: 200 },
  },
  {
    name: 'PUT /auth/club-activo',
    call: (c, _x, token) => t.call('PUT', '/api/auth/club-activo', { token, body: { club_id: c.id } }),
    expected: statuses(200, 200, 200, 404),
  },
];

describe('club permission matrix: anonymous, non-member, Miembro, Moderador, Creador, platform administrador', () => {
  for (const c of CASES) {
    it(`${c.name} → ${WHO.map((w) => `${w} ${c.expected[w]}`).join(', ')}`, async () => {
      const actual = {} as Record<Who, number>;
      for (const who of WHO) {
        const club = c.fresh ? await createClub(t, cast) : shared;
        const ctx = c.prepare ? await c.prepare(club) : {};
        actual[who] = (await c.call(club, ctx, tokenOf(who))).statusCode;
      }
      expect(actual).toEqual(c.expected);
    });
  }

  it('the calls outside one club answer 401 without a session', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/clubes'], ['GET', '/api/clubes/mis-clubes'], ['POST', '/api/clubes'], ['POST', '/api/clubes/solicitar-ingreso'],
      ['GET', '/api/clubes/publico/info'], ['POST', '/api/clubes/publico/unirse'],
    ];
    for (const [method, url] of calls) expect((await t.call(method as 'GET', url, { body: {} })).statusCode, `${method} ${url}`).toBe(401);
  });

  it('a platform moderador (tipo_usuario moderador) has no club power by itself', async () => {
    const p = await person(t);
    await t.services.repos.users.update(p.id, { tipoUsuario: 'moderador' });
    expect((await t.call('GET', `/api/clubes/${shared.id}`, { token: p.token })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/clubes/${shared.id}/moderacion`, { token: p.token })).statusCode).toBe(404);
  });
});
