import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, storedFiles, type TestApp } from '../helpers.js';
import { createCast, fail, ok, type Cast } from '../clubs/factory.js';
import { createMatch, createMatchClub, inscribir, players, type MatchClub } from '../matches/factory.js';
import { SIGNED_URL, arriendo, estadisticas, pagoDe, pdf, pngBytes, rechazar, subir } from './factory.js';

// Receipts are private; the API hands out short-lived signed URLs only to the uploader, the club's
// Creador/Moderador and administrators (docs/decisions/0014-payments.md).

let t: TestApp;
let cast: Cast;
let club: MatchClub;
let partidoId: string;
let payer: { id: string; token: string; correo: string };
let receiptBytes: Buffer;
let playerUrl: string;
let rentUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  club = await createMatchClub(t, cast);
  // the outsider belongs to another club
  ok(await t.call('POST', '/api/clubes', { token: cast.outsider.token, body: { nombre: 'Otro Club' } }), 201);
  [payer] = await players(t, club.id, 1) as [typeof payer];
  partidoId = (await createMatch(t, cast.creador.token, club))._id;
  ok(await inscribir(t, payer, partidoId), 201);
  receiptBytes = await pngBytes(40);
  playerUrl = ok(await subir(t, payer.token, partidoId, { filename: 'c.png', type: 'image/png', data: receiptBytes })).pago.comprobante_url;
  rentUrl = ok(await arriendo(t, cast.creador.token, partidoId, { monto: 30000, metodo_pago: 'Efectivo' }, pdf()), 201).pago.comprobante_url;
});
afterAll(async () => { await t.close(); });

const get = (url: string, token?: string) => t.call('GET', url, { token });

describe('who is given a signed URL', () => {
  it('the uploader, in their own payment', async () => {
    expect(playerUrl).toMatch(SIGNED_URL);
    expect((await pagoDe(t, payer, partidoId)).comprobante_url).toMatch(SIGNED_URL);
  });

  it('the club\'s Creador and Moderador and an administrador, in the statistics; the rent receipt too', async () => {
    for (const who of [cast.creador, cast.moderador, cast.admin]) {
      const s = ok(await estadisticas(t, who.token, partidoId));
      expect(s.detallesPagos[0].comprobante_url, who.correo).toMatch(SIGNED_URL);
      expect(s.pagos_arriendo[0]).toMatchObject({ comprobante_url: expect.stringMatching(SIGNED_URL), comprobante_tipo: 'pdf' });
    }
  });

  it('nobody else: a plain member of the same club and a member of another club get no list of payments', async () => {
    expect(fail(await estadisticas(t, cast.miembro.token, partidoId)).status).toBe(403);
    expect(fail(await estadisticas(t, cast.outsider.token, partidoId)).status).toBe(404);
    expect(ok(await t.call('GET', `/api/partidos/${partidoId}/pagos/mi-pago`, { token: cast.miembro.token }))).toEqual({ pago: null });
    for (const url of ['moderacion/comprobantes-pendientes', 'comprobantes-arriendo', 'balance', 'finanzas']) {
      const res = await get(`/api/clubes/${club.id}/${url}`, cast.miembro.token);
      expect(fail(res).status, url).toBe(403);
      expect(res.body).not.toContain('/api/comprobantes/');
    }
    expect(fail(await get(`/api/clubes/${club.id}/moderacion/comprobantes-pendientes`, cast.outsider.token)).status).toBe(404);
  });
});

describe('GET /api/comprobantes/{kind}/{id}', () => {
  it('serves the exact bytes with their type, never cached nor sniffed, without a session', async () => {
    const res = await get(playerUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(res.rawPayload, receiptBytes)).toBe(0);

    const rent = await get(rentUrl, cast.miembro.token); // a session changes nothing: the URL is the permission
    expect(rent.statusCode).toBe(200);
    expect(rent.headers['content-type']).toBe('application/pdf');
    expect(rent.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('403 without a signature, with a forged or altered one, or with another receipt\'s; 404 for an unknown kind', async () => {
    const [base, query] = playerUrl.split('?') as [string, string];
    const params = new URLSearchParams(query);
    const exp = params.get('exp')!;
    const sig = params.get('sig')!;
    const flipped = (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1);
    const rentId = rentUrl.split('?')[0]!.split('/').pop()!;
    for (const url of [
      base,
      `${base}?exp=${exp}`,
      `${base}?sig=${sig}`,
      `${base}?exp=${exp}&sig=${flipped}`,
      `${base}?exp=${Number(exp) + 60}&sig=${sig}`,
      `${base}?exp=${exp}&sig=${'0'.repeat(64)}`,
      `/api/comprobantes/arriendo/${base.split('/').pop()}?${query}`,
      `/api/comprobantes/pago/${rentId}?${query}`,
      `/api/comprobantes/pago/0123456789abcdef01234567?${query}`,
    ]) {
      const res = await get(url, cast.miembro.token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ success: false, code: 'COMPROBANTE_ENLACE_INVALIDO', message: 'El enlace del comprobante es inválido o expiró' });
    }
    expect((await get(`/api/comprobantes/otro/${base.split('/').pop()}?${query}`)).statusCode).toBe(404);
  });

  it('a URL dies after its short life, and with the file it named when the player uploads again', async () => {
    const [late] = await players(t, club.id, 1);
    ok(await inscribir(t, late!, partidoId), 201);
    const first = ok(await subir(t, late!.token, partidoId, { filename: 'a.png', type: 'image/png', data: await pngBytes(30) })).pago.comprobante_url;
    expect((await get(first)).statusCode).toBe(200);
    ok(await rechazar(t, cast.creador.token, partidoId, late!.id, 'No se lee'));
    const second = ok(await subir(t, late!.token, partidoId, { filename: 'b.png', type: 'image/png', data: await pngBytes(50) })).pago.comprobante_url;
    expect((await get(first)).statusCode).toBe(403);
    expect((await get(second)).statusCode).toBe(200);

    t.clock.advance(16 * 60_000);
    expect((await get(second)).statusCode).toBe(403);
    const fresh = (await pagoDe(t, late!, partidoId)).comprobante_url;
    expect((await get(fresh)).statusCode).toBe(200);
  });

  it('receipts are stored as private files, which /uploads never serves', async () => {
    const files = (await storedFiles(t, 'private/comprobantes/')).map((r) => r.slice('private/comprobantes/'.length));
    expect(files.length).toBeGreaterThanOrEqual(2);
    expect(await storedFiles(t, 'public/comprobantes/')).toEqual([]);
    for (const f of files) {
      for (const url of [`/uploads/comprobantes/${f}`, `/uploads/../private/comprobantes/${f}`, `/uploads/%2e%2e/private/comprobantes/${f}`]) {
        expect((await get(url)).statusCode, url).toBe(404);
      }
    }
  });
});
