import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { fail, ok, type Cast } from '../clubs/factory.js';
import { createMatch, detail, inscribir, matchBody, players, setEstado, setup, type MatchClub } from '../matches/factory.js';
import {
  PDF_BYTES, SIGNED_URL, TEXT_BYTES, aprobar, estadisticas, form, jpegBytes, miPago, pagoDe, png, pngBytes, rechazar, subir, subirOk,
} from './factory.js';

// docs/product/payments.md: the player's payment, receipt and validation rules, the calls; docs/product/enrolment.md.

let t: TestApp;
let cast: Cast;
let club: MatchClub;
beforeAll(async () => {
  t = await createTestApp();
  ({ cast, club } = await setup(t));
});
afterAll(async () => { await t.close(); });

/** A 5v5 match for 30.000: 10 places, 3.000 each. */
const paidMatch = (o: Record<string, unknown> = {}) => createMatch(t, cast.creador.token, club, o);

describe('the payment follows the roster', () => {
  it('a sign-up to a paid match creates the player\'s payment in Pendiente; a free match has none', async () => {
    const [a] = await players(t, club.id, 1);
    const paid = await paidMatch();
    const free = await paidMatch({ monto_arriendo: 0 });
    ok(await inscribir(t, a!, paid._id), 201);
    ok(await inscribir(t, a!, free._id), 201);
    expect(await pagoDe(t, a!, paid._id)).toMatchObject({
      partido_id: paid._id, usuario: { _id: a!.id, nombre: expect.any(String), apellido: 'Prueba', avatar_url: null },
      monto: 3000, estado: 'Pendiente', metodo_pago: null, comprobante_url: null, fecha_subida: null, fecha_validacion: null,
      notas: null, notas_rechazo: null, validado_por: null,
    });
    expect(await pagoDe(t, a!, free._id)).toBeNull();
  });

  it('leaving removes the payment', async () => {
    const [a] = await players(t, club.id, 1);
    const p = await paidMatch();
    ok(await inscribir(t, a!, p._id), 201);
    ok(await t.call('DELETE', `/api/partidos/${p._id}/desinscribir/${a!.id}`, { token: a!.token }));
    expect(await pagoDe(t, a!, p._id)).toBeNull();
  });

  it('the reserve promoted into a freed place gets a payment; a reserve has none while waiting', async () => {
    const [a, b, c] = await players(t, club.id, 3);
    const p = await paidMatch({ max_asistentes: 2 }); // 15.000 each
    ok(await inscribir(t, a!, p._id), 201);
    ok(await inscribir(t, b!, p._id), 201);
    ok(await inscribir(t, c!, p._id, { lista_espera: true }), 201);
    expect(await pagoDe(t, c!, p._id)).toBeNull();
    ok(await t.call('DELETE', `/api/partidos/${p._id}/desinscribir/${a!.id}`, { token: a!.token }));
    expect(await pagoDe(t, c!, p._id)).toMatchObject({ estado: 'Pendiente', monto: 15000 });
    expect(await pagoDe(t, a!, p._id)).toBeNull();
  });

  it('editing the amount updates unpaid payments, creates missing ones and removes them when the match becomes free', async () => {
    const [a, b, c] = await players(t, club.id, 3);
    const p = await paidMatch({ monto_arriendo: 0 });
    for (const x of [a, b, c]) ok(await inscribir(t, x!, p._id), 201);
    expect(await pagoDe(t, a!, p._id)).toBeNull();
    const edit = (monto: number) => t.call('PUT', `/api/partidos/${p._id}`, { token: cast.creador.token, body: matchBody(t, club, { monto_arriendo: monto }) });
    ok(await edit(20000));
    for (const x of [a, b, c]) expect(await pagoDe(t, x!, p._id)).toMatchObject({ estado: 'Pendiente', monto: 2000 });
    await subirOk(t, b!, p._id);
    ok(await aprobar(t, cast.creador.token, p._id, c!.id));
    ok(await edit(40000));
    expect(await pagoDe(t, a!, p._id)).toMatchObject({ estado: 'Pendiente', monto: 4000 });
    // what was already transferred stays as it was
    expect(await pagoDe(t, b!, p._id)).toMatchObject({ estado: 'Validando', monto: 2000 });
    expect(await pagoDe(t, c!, p._id)).toMatchObject({ estado: 'Aprobado', monto: 2000 });
    ok(await edit(0));
    expect(await pagoDe(t, a!, p._id)).toBeNull();
    expect(await pagoDe(t, c!, p._id)).toMatchObject({ estado: 'Aprobado' });
  });
});

describe('POST /partidos/{id}/pagos/subir', () => {
  it('401 without a session, 404 for someone who cannot see the match, 403 for a member not enrolled', async () => {
    const p = await paidMatch();
    expect(fail(await subir(t, undefined, p._id, await png())).status).toBe(401);
    expect(fail(await subir(t, cast.outsider.token, p._id, await png()))).toEqual({ status: 404, message: 'Partido no encontrado' });
    expect(fail(await subir(t, cast.miembro.token, p._id, await png()))).toEqual({ status: 403, message: 'No estás inscrito en este partido' });
    expect(fail(await subir(t, cast.miembro.token, '0123456789abcdef01234567', await png())).status).toBe(404);
  });

  it('404 when the match costs nothing: there is no payment to prove', async () => {
    const [a] = await players(t, club.id, 1);
    const p = await paidMatch({ monto_arriendo: 0 });
    ok(await inscribir(t, a!, p._id), 201);
    expect(fail(await subir(t, a!.token, p._id, await png()))).toEqual({ status: 404, message: 'No tienes un pago en este partido' });
  });

  it('refuses a missing file (400), a text file named .png and a PDF (415), and an image over 5 MB (413)', async () => {
    const [a] = await players(t, club.id, 1);
    const p = await paidMatch();
    ok(await inscribir(t, a!, p._id), 201);
    expect(fail(await subir(t, a!.token, p._id))).toEqual({ status: 400, message: 'Selecciona el comprobante que quieres subir' });
    const wrongField = form({}, await png(), 'archivo');
    expect((await t.call('POST', `/api/partidos/${p._id}/pagos/subir`, { token: a!.token, headers: wrongField.headers, body: wrongField.body })).statusCode).toBe(400);
    expect(fail(await subir(t, a!.token, p._id, { filename: 'foto.png', type: 'image/png', data: TEXT_BYTES })))
      .toEqual({ status: 415, message: 'Solo puedes subir archivos de imagen' });
    expect(fail(await subir(t, a!.token, p._id, { filename: 'foto.png', type: 'image/png', data: PDF_BYTES })))
      .toEqual({ status: 415, message: 'Solo puedes subir archivos de imagen' });
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    expect(fail(await subir(t, a!.token, p._id, { filename: 'grande.png', type: 'image/png', data: big })))
      .toEqual({ status: 413, message: 'La imagen debe ser menor a 5MB' });
    expect(await pagoDe(t, a!, p._id)).toMatchObject({ estado: 'Pendiente', comprobante_url: null });
  });

  it('an image (judged by its bytes, whatever its name) moves the payment to Validando; a second upload is 409', async () => {
    const [a] = await players(t, club.id, 1);
    const p = await paidMatch();
    ok(await inscribir(t, a!, p._id), 201);
    const res = await subir(t, a!.token, p._id, { filename: 'transferencia.txt', type: 'text/plain', data: await jpegBytes() });
    const { pago } = ok(res);
    expect(res.json().message).toBe('Comprobante subido. Un organizador lo revisará pronto.');
    expect(pago).toMatchObject({
      estado: 'Validando', metodo_pago: 'Transferencia', fecha_subida: t.clock.now().toISOString(), comprobante_tipo: 'imagen',
    });
    expect(pago.comprobante_url).toMatch(SIGNED_URL);
    expect(await pagoDe(t, a!, p._id)).toMatchObject({ estado: 'Validando' });
    expect(fail(await subir(t, a!.token, p._id, await png()))).toEqual({ status: 409, message: 'Tu comprobante ya está en revisión' });
  });

  it('a cancelled match takes no receipts', async () => {
    const [a] = await players(t, club.id, 1);
    const p = await paidMatch();
    ok(await inscribir(t, a!, p._id), 201);
    await setEstado(t, p._id, 'Cancelado');
    expect(fail(await subir(t, a!.token, p._id, await png()))).toEqual({ status: 409, message: 'Este partido fue cancelado: no recibe pagos' });
  });
});

describe('GET /partidos/{id}/pagos/mi-pago', () => {
  it('401; 404 for a match one cannot see; null when not enrolled', async () => {
    const p = await paidMatch();
    expect(fail(await t.call('GET', `/api/partidos/${p._id}/pagos/mi-pago`)).status).toBe(401);
    expect(fail(await miPago(t, cast.outsider, p._id)).status).toBe(404);
    expect(ok(await miPago(t, cast.miembro, p._id))).toEqual({ pago: null });
  });
});

describe('validating payments', () => {
  it('401, 404 for an outsider, 403 for a plain member; 404 for a player without a payment', async () => {
    const [a] = await players(t, club.id, 1);
    const p = await paidMatch();
    ok(await inscribir(t, a!, p._id), 201);
    expect(fail(await t.call('PUT', `/api/partidos/${p._id}/pagos/${a!.id}/validar`, { body: { accion: 'aprobar' } })).status).toBe(401);
    expect(fail(await aprobar(t, cast.outsider.token, p._id, a!.id)).status).toBe(404);
    expect(fail(await aprobar(t, cast.miembro.token, p._id, a!.id)))
      .toEqual({ status: 403, message: 'No tienes permisos para gestionar los pagos de este partido' });
    expect(fail(await rechazar(t, cast.miembro.token, p._id, a!.id, 'No corresponde')).status).toBe(403);
    expect(fail(await aprobar(t, cast.moderador.token, p._id, cast.miembro.id))).toEqual({ status: 404, message: 'Pago no encontrado' });
    expect(fail(await aprobar(t, cast.moderador.token, p._id, 'no-es-un-id')).status).toBe(404);
    expect(await pagoDe(t, a!, p._id)).toMatchObject({ estado: 'Pendiente' });
  });

  it('a rejection needs a reason, on both calls', async () => {
    const [a] = await players(t, club.id, 1);
    const p = await paidMatch();
    ok(await inscribir(t, a!, p._id), 201);
    await subirOk(t, a!, p._id);
    expect(fail(await rechazar(t, cast.creador.token, p._id, a!.id))).toEqual({ status: 400, message: 'Debes indicar el motivo del rechazo' });
    expect(fail(await rechazar(t, cast.creador.token, p._id, a!.id, '   '))).toEqual({ status: 400, message: 'Debes indicar el motivo del rechazo' });
    const viaValidar = await t.call('PUT', `/api/partidos/${p._id}/pagos/${a!.id}/validar`, { token: cast.creador.token, body: { accion: 'rechazar' } });
    expect(fail(viaValidar)).toEqual({ status: 400, message: 'Debes indicar el motivo del rechazo' });
    const badAction = await t.call('PUT', `/api/partidos/${p._id}/pagos/${a!.id}/validar`, { token: cast.creador.token, body: { accion: 'borrar' } });
    expect(fail(badAction)).toEqual({ status: 400, message: 'Acción inválida: usa aprobar o rechazar' });
    expect(await pagoDe(t, a!, p._id)).toMatchObject({ estado: 'Validando' });
  });

  it('reject → the player uploads again → approve; each decision is in the moderation history; a decided payment is 409', async () => {
    const [a] = await players(t, club.id, 1);
    const p = await paidMatch();
    ok(await inscribir(t, a!, p._id), 201);
    const first = await subirOk(t, a!, p._id);

    const rejected = ok(await rechazar(t, cast.moderador.token, p._id, a!.id, 'El monto no coincide'));
    expect(rejected.pago).toMatchObject({
      estado: 'Rechazado', notas_rechazo: 'El monto no coincide', validado_por: { _id: cast.moderador.id }, fecha_validacion: expect.any(String),
    });
    expect(fail(await rechazar(t, cast.moderador.token, p._id, a!.id, 'Otra vez'))).toEqual({
      status: 409, message: 'Este pago ya fue procesado: solo se revisan pagos pendientes o en validación',
    });
    expect(fail(await aprobar(t, cast.moderador.token, p._id, a!.id)).status).toBe(409);
    expect(await pagoDe(t, a!, p._id)).toMatchObject({ estado: 'Rechazado', notas_rechazo: 'El monto no coincide' });

    t.clock.advance(60_000);
    const second = await subirOk(t, a!, p._id);
    expect(second).toMatchObject({ estado: 'Validando', notas_rechazo: null, validado_por: null, fecha_validacion: null });
    expect(second.comprobante_url).not.toBe(first.comprobante_url);

    const approved = await aprobar(t, cast.creador.token, p._id, a!.id, 'Recibido, gracias');
    expect(approved.json().message).toBe('Pago aprobado');
    expect(ok(approved).pago).toMatchObject({ estado: 'Aprobado', notas: 'Recibido, gracias', validado_por: { _id: cast.creador.id } });
    expect(fail(await subir(t, a!.token, p._id, await png()))).toEqual({ status: 409, message: 'Tu pago ya fue aprobado' });
    expect(fail(await aprobar(t, cast.creador.token, p._id, a!.id)).status).toBe(409);

    const { historial } = ok(await t.call('GET', `/api/clubes/${club.id}/moderacion/historial?limit=100`, { token: cast.creador.token }));
    const mine = historial.filter((h: { afectado_id: string }) => h.afectado_id === a!.id);
    expect(mine.map((h: { tipo: string }) => h.tipo)).toEqual(['pago_aprobado', 'pago_rechazado']);
    expect(mine[0]).toMatchObject({ moderador_id: { _id: cast.creador.id }, metadata: { monto: 3000, metodo_pago: 'Transferencia', notas: 'Recibido, gracias' } });
    expect(mine[1]).toMatchObject({
      moderador_id: { _id: cast.moderador.id }, metadata: { monto: 3000, metodo_pago: 'Transferencia', notas_rechazo: 'El monto no coincide' },
    });
  });

  it('of an approval and a rejection sent at once, exactly one is applied and logged', async () => {
    const [a] = await players(t, club.id, 1);
    const p = await paidMatch();
    ok(await inscribir(t, a!, p._id), 201);
    await subirOk(t, a!, p._id);
    const [x, y] = await Promise.all([aprobar(t, cast.creador.token, p._id, a!.id), rechazar(t, cast.moderador.token, p._id, a!.id, 'Duplicado')]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    const { historial } = ok(await t.call('GET', `/api/clubes/${club.id}/moderacion/historial?limit=100`, { token: cast.creador.token }));
    expect(historial.filter((h: { afectado_id: string }) => h.afectado_id === a!.id)).toHaveLength(1);
  });

  it('a payment still in Pendiente (paid in cash) can be approved; the match detail and summary show it', async () => {
    const [a, b] = await players(t, club.id, 2);
    const p = await paidMatch();
    ok(await inscribir(t, a!, p._id), 201);
    ok(await inscribir(t, b!, p._id), 201);
    ok(await aprobar(t, cast.admin.token, p._id, a!.id));
    const d = await detail(t, cast.miembro, p._id);
    const validado = Object.fromEntries(d.asistentes.map((x: { usuario_id: { _id: string }; comprobante_pago_validado: boolean }) => [x.usuario_id._id, x.comprobante_pago_validado]));
    expect(validado).toEqual({ [a!.id]: true, [b!.id]: false });
    const r = ok(await t.call('GET', `/api/partidos/${p._id}/resumen`, { token: cast.miembro.token }));
    expect(r.financiero).toEqual({ monto_arriendo: 30000, monto_por_jugador: 3000, recaudado: 3000, pendiente: 27000 });
  });
});

describe('GET /partidos/{id}/pagos/estadisticas', () => {
  it('401, 404 for an outsider, 403 for a plain member', async () => {
    const p = await paidMatch();
    expect(fail(await estadisticas(t, undefined, p._id)).status).toBe(401);
    expect(fail(await estadisticas(t, cast.outsider.token, p._id)).status).toBe(404);
    expect(fail(await estadisticas(t, cast.miembro.token, p._id)).status).toBe(403);
  });

  it('counts by estado, the amounts and the spec\'s three percentages', async () => {
    const ps = await players(t, club.id, 5);
    const p = await paidMatch();
    for (const x of ps) ok(await inscribir(t, x, p._id), 201);
    const [ap1, ap2, val, rech] = ps;
    ok(await aprobar(t, cast.creador.token, p._id, ap1!.id));
    await subirOk(t, ap2!, p._id);
    ok(await aprobar(t, cast.creador.token, p._id, ap2!.id));
    await subirOk(t, val!, p._id);
    await subirOk(t, rech!, p._id);
    ok(await rechazar(t, cast.creador.token, p._id, rech!.id, 'Ilegible'));

    const s = ok(await estadisticas(t, cast.moderador.token, p._id));
    expect(s).toMatchObject({
      total_jugadores: 5, pagos_aprobados: 2, pagos_pendientes: 1, pagos_validando: 1, pagos_rechazados: 1,
      monto_total_recaudado: 6000, monto_esperado: 15000, monto_arriendo: 30000, monto_local: 30000, monto_por_jugador: 3000,
      // 6.000 of 30.000; 2 of 5 approved; 4 of 5 sent a receipt (approved + validating + rejected)
      porcentaje_recaudado: 20, porcentaje_aprobados: 40, porcentaje_comprobantes: 80,
      pagos_arriendo: [],
    });
    expect(s.detallesPagos.map((d: { usuario: { _id: string }; estado: string }) => [d.usuario._id, d.estado])).toEqual([
      [ap1!.id, 'Aprobado'], [ap2!.id, 'Aprobado'], [val!.id, 'Validando'], [rech!.id, 'Rechazado'], [ps[4]!.id, 'Pendiente'],
    ]);
    // the organisers see every receipt
    expect(s.detallesPagos[2].comprobante_url).toMatch(SIGNED_URL);
    expect(s.detallesPagos[0].comprobante_url).toBeNull(); // approved in cash, no receipt
  });

  it('against an external rival paying half, collected is measured against the local half', async () => {
    const [a] = await players(t, club.id, 1);
    const p = await paidMatch({ tiene_rival_externo: true, equipo_rival_externo: 'equipo_b', costo_dividido_con_rival: true });
    ok(await inscribir(t, a!, p._id), 201);
    ok(await aprobar(t, cast.creador.token, p._id, a!.id));
    // 15.000 local for 5 places: 3.000 each
    expect(ok(await estadisticas(t, cast.creador.token, p._id))).toMatchObject({
      monto_arriendo: 30000, monto_local: 15000, monto_total_recaudado: 3000, porcentaje_recaudado: 20, porcentaje_aprobados: 100,
    });
  });
});

describe('DELETE /partidos/{id}/pagos/eliminar-jugador/{usuarioId}', () => {
  it('401, 404 for an outsider, 403 for a plain member', async () => {
    const [a] = await players(t, club.id, 1);
    const p = await paidMatch();
    ok(await inscribir(t, a!, p._id), 201);
    const url = `/api/partidos/${p._id}/pagos/eliminar-jugador/${a!.id}`;
    expect(fail(await t.call('DELETE', url)).status).toBe(401);
    expect(fail(await t.call('DELETE', url, { token: cast.outsider.token })).status).toBe(404);
    expect(fail(await t.call('DELETE', url, { token: cast.miembro.token })).status).toBe(403);
    expect(await pagoDe(t, a!, p._id)).toMatchObject({ estado: 'Pendiente' });
  });

  it('removes the player and their payment, and the first reserve takes the place with a new payment', async () => {
    const [a, b, c] = await players(t, club.id, 3);
    const p = await paidMatch({ max_asistentes: 2 });
    ok(await inscribir(t, a!, p._id), 201);
    ok(await inscribir(t, b!, p._id), 201);
    ok(await inscribir(t, c!, p._id, { lista_espera: true }), 201);
    await subirOk(t, a!, p._id);
    const res = await t.call('DELETE', `/api/partidos/${p._id}/pagos/eliminar-jugador/${a!.id}`, { token: cast.moderador.token });
    const data = ok(res);
    expect(res.json().message).toBe('Jugador eliminado del partido junto con su pago');
    expect(data.asistentes.map((x: { usuario_id: { _id: string } }) => x.usuario_id._id)).toEqual([b!.id, c!.id]);
    expect(await pagoDe(t, a!, p._id)).toBeNull();
    expect(await pagoDe(t, c!, p._id)).toMatchObject({ estado: 'Pendiente', monto: 15000 });
    expect(ok(await estadisticas(t, cast.creador.token, p._id)).detallesPagos).toHaveLength(2);
    expect(fail(await t.call('DELETE', `/api/partidos/${p._id}/pagos/eliminar-jugador/${a!.id}`, { token: cast.moderador.token })).status).toBe(404);
  });
});
