import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, createClub, ok, type Cast, type ClubFixture } from '../clubs/factory.js';
import { createVenue, decide, inClub } from './factory.js';

// The venue's matches and the club's venue popularity (docs/product/venues.md "Lists and detail"), read from the
// matches table.

let t: TestApp;
let cast: Cast;
let club: ClubFixture;
let otherClub: ClubFixture;
let cuentaId: string;
let otherCuentaId: string;
let otherCreadorToken: string;

const ACCOUNT = {
  nombre_titular: 'Camila Rojas', rut_titular: '12.345.678-5', nombre_banco: 'BancoEstado', tipo_cuenta: 'Cuenta Vista/RUT', numero_cuenta: '12345678',
};

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-21T12:00:00Z'));
  cast = await createCast(t);
  club = await createClub(t, cast);
  const otherCast = await createCast(t);
  otherClub = await createClub(t, otherCast);
  cuentaId = ok(await t.call('POST', `/api/clubes/${club.id}/cuentas-pago`, { token: cast.creador.token, body: ACCOUNT }), 201)._id;
  otherCuentaId = ok(await t.call('POST', `/api/clubes/${otherClub.id}/cuentas-pago`, { token: otherCast.creador.token, body: ACCOUNT }), 201)._id;
  otherCreadorToken = otherCast.creador.token;
});
afterAll(async () => { await t.close(); });

const match = (token: string, clubId: string, lugarId: string, cuenta: string, fecha: string, extra: Record<string, unknown> = {}) =>
  t.call('POST', '/api/partidos', {
    token,
    headers: inClub(clubId),
    body: { fecha, hora_partido: '20:00', duracion: 60, tipo_partido: '5v5', lugar_id: lugarId, cancha_numero: 1, monto_arriendo: 40000, cuenta_pago_id: cuenta, ...extra },
  });

describe('matches held at a venue', () => {
  it('lists the last 10 matches the viewer may see, with the total, and ranks the club\'s venues by use', async () => {
    const a = await createVenue(t, cast.creador, club, { nombre: 'Cancha Popular' });
    const b = await createVenue(t, cast.creador, club, { nombre: 'Cancha Tranquila' });
    await decide(t, cast.admin, a._id, 'aprobar');
    for (let d = 1; d <= 12; d++) {
      ok(await match(cast.creador.token, club.id, a._id, cuentaId, `${String(d).padStart(2, '0')}/12/2026`), 201);
    }
    ok(await match(cast.creador.token, club.id, b._id, cuentaId, '15/12/2026'), 201);
    // a private match of another club at the same (global) venue
    ok(await match(otherCreadorToken, otherClub.id, a._id, otherCuentaId, '20/12/2026'), 201);

    const detail = ok(await t.call('GET', `/api/lugares/${a._id}`, { token: cast.miembro.token }));
    expect(detail.total_partidos).toBe(12);
    expect(detail.partidos).toHaveLength(10);
    expect(detail.partidos[0]).toMatchObject({ fecha: '12/12/2026', hora_partido: '20:00', tipo_partido: '5v5', estado_partido: 'Convocando', asistentes_count: 0 });

    // the administrador sees every club's matches there
    expect(ok(await t.call('GET', `/api/lugares/${a._id}`, { token: cast.admin.token })).total_partidos).toBe(13);

    const populares = ok(await t.call('GET', '/api/lugares/populares?limite=10', { token: cast.miembro.token, headers: inClub(club) }));
    expect(populares).toEqual([
      { _id: a._id, nombre: 'Cancha Popular', direccion: expect.any(String), total_partidos: 12, porcentaje: 100 },
      { _id: b._id, nombre: 'Cancha Tranquila', direccion: expect.any(String), total_partidos: 1, porcentaje: 8 },
    ]);
    const stats = ok(await t.call('GET', '/api/lugares/estadisticas', { token: cast.miembro.token, headers: inClub(club) }));
    expect(stats).toMatchObject({ con_partidos: 2, total_partidos: 13 });
    const clubDetail = ok(await t.call('GET', `/api/clubes/${club.id}`, { token: cast.miembro.token }));
    expect(clubDetail.total_partidos).toBe(13);
  });
});
