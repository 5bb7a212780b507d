import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { fail, ok, type Cast } from '../clubs/factory.js';
import { createMatch, setup, type MatchClub } from '../matches/factory.js';
import { PDF_BYTES, SIGNED_URL, TEXT_BYTES, arriendo, estadisticas, jpegBytes, pdf, png } from './factory.js';

// docs/product/payments.md "Rent payments": monto ≥ 1, a method, a receipt (image or PDF, up to 10 MB).

let t: TestApp;
let cast: Cast;
let club: MatchClub;
let partidoId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cast, club } = await setup(t));
  partidoId = (await createMatch(t, cast.creador.token, club))._id;
  ok(await t.call('POST', `/api/clubes/${club.id}/cuentas-pago`, {
    token: cast.creador.token,
    body: { alias: 'Cuenta Tesorería', nombre_titular: 'Ana Soto', rut_titular: '12.345.678-5', nombre_banco: 'Banco de Chile', tipo_cuenta: 'Cuenta Corriente', numero_cuenta: '00123456' },
  }), 201);
});
afterAll(async () => { await t.close(); });

const VALID = { monto: 30000, metodo_pago: 'Transferencia', referencia: 'OP-5521', notas: 'Pagado al encargado' };

describe('POST /partidos/{id}/pagos/arriendo', () => {
  it('401, 404 for an outsider, 403 for a plain member', async () => {
    expect(fail(await arriendo(t, undefined, partidoId, VALID, pdf())).status).toBe(401);
    expect(fail(await arriendo(t, cast.outsider.token, partidoId, VALID, pdf())).status).toBe(404);
    expect(fail(await arriendo(t, cast.miembro.token, partidoId, VALID, pdf())))
      .toEqual({ status: 403, message: 'No tienes permisos para gestionar los pagos de este partido' });
  });

  it('records a PDF receipt with its fields; the management panel lists it', async () => {
    const res = await arriendo(t, cast.moderador.token, partidoId, VALID, pdf());
    const { pago } = ok(res, 201);
    expect(res.json().message).toBe('Pago de arriendo registrado');
    expect(pago).toMatchObject({
      partido_id: partidoId, monto: 30000, metodo_pago: 'Transferencia', referencia: 'OP-5521', notas: 'Pagado al encargado',
      comprobante_tipo: 'pdf', registrado_por: { _id: cast.moderador.id }, fecha_pago: t.clock.now().toISOString(),
    });
    expect(pago.comprobante_url).toMatch(SIGNED_URL);
    const s = ok(await estadisticas(t, cast.creador.token, partidoId));
    expect(s.pagos_arriendo.map((a: { _id: string }) => a._id)).toContain(pago._id);
  });

  it('an image receipt, a fixed method in any case, and a club account\'s alias are accepted; optional texts may be left out', async () => {
    const img = ok(await arriendo(t, cast.creador.token, partidoId, { monto: 1, metodo_pago: 'efectivo' }, { filename: 'boleta.jpg', type: 'image/jpeg', data: await jpegBytes() }), 201);
    expect(img.pago).toMatchObject({ monto: 1, metodo_pago: 'Efectivo', referencia: null, notas: null, comprobante_tipo: 'imagen' });
    const alias = ok(await arriendo(t, cast.creador.token, partidoId, { monto: 5000, metodo_pago: 'cuenta tesorería' }, await png()), 201);
    expect(alias.pago.metodo_pago).toBe('Cuenta Tesorería');
  });

  it('validates the fields with the spec\'s messages', async () => {
    const cases: [Record<string, string | number | undefined>, string][] = [
      [{ ...VALID, monto: 0 }, 'El monto debe ser mayor a 0'],
      [{ ...VALID, monto: -5 }, 'El monto debe ser mayor a 0'],
      [{ ...VALID, monto: 'mil' }, 'El monto debe ser mayor a 0'],
      [{ ...VALID, monto: undefined }, 'El monto debe ser mayor a 0'],
      [{ ...VALID, metodo_pago: undefined }, 'Selecciona el método de pago'],
      [{ ...VALID, metodo_pago: 'Bitcoin' }, 'Método de pago inválido: usa Efectivo, Transferencia, Tarjeta o el alias de una cuenta del club'],
      [{ ...VALID, referencia: 'x'.repeat(101) }, 'La referencia no puede exceder 100 caracteres'],
      [{ ...VALID, notas: 'x'.repeat(501) }, 'Las notas no pueden exceder 500 caracteres'],
    ];
    for (const [fields, message] of cases) {
      expect(fail(await arriendo(t, cast.creador.token, partidoId, fields, pdf())), JSON.stringify(fields)).toEqual({ status: 400, message });
    }
    expect(fail(await arriendo(t, cast.creador.token, partidoId, VALID))).toEqual({ status: 400, message: 'Selecciona el comprobante que quieres subir' });
  });

  it('refuses a receipt that is neither an image nor a PDF by its bytes (415), and one over 10 MB (413)', async () => {
    expect(fail(await arriendo(t, cast.creador.token, partidoId, VALID, { filename: 'boleta.pdf', type: 'application/pdf', data: TEXT_BYTES })))
      .toEqual({ status: 415, message: 'Solo puedes subir archivos de imagen o PDF' });
    expect(fail(await arriendo(t, cast.creador.token, partidoId, VALID, { filename: 'boleta.png', type: 'image/png', data: TEXT_BYTES })).status).toBe(415);
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(10 * 1024 * 1024 + 10, 32)]);
    expect(fail(await arriendo(t, cast.creador.token, partidoId, VALID, { filename: 'grande.pdf', type: 'application/pdf', data: big })))
      .toEqual({ status: 413, message: 'El archivo debe ser menor a 10MB' });
    // 9 MB is fine: the rent limit is above the player's 5 MB
    const nine = Buffer.concat([PDF_BYTES, Buffer.alloc(9 * 1024 * 1024, 32)]);
    ok(await arriendo(t, cast.creador.token, partidoId, VALID, { filename: 'grande.pdf', type: 'application/pdf', data: nine }), 201);
  });

  it('a platform administrador who is not a member may record one', async () => {
    ok(await arriendo(t, cast.admin.token, partidoId, VALID, pdf()), 201);
  });
});
