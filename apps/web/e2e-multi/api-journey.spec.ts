import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import type { Answer } from '../e2e-proxy/client';
import { MULTI_ADMIN, MultiProxy, clubWithMatch, dataOf, joinClub, login, pngBytes, registerPerson } from './multi';

// The API through nginx in front of three processes on one database. Each write lands on one process;
// every read after it is repeated until each of the three has answered it, so the processes that did not take
// the write show it too: sessions, the avatar file, the sign-up, the receipt file behind its signed URL, the payment.

interface Pago { _id: string; estado: string; monto: number; comprobante_url: string | null; usuario: { _id: string } }
interface Detalle { asistentes: { usuario_id: { _id: string }; comprobante_pago_validado: boolean }[] }

test('register, log in, avatar, sign-up, receipt and payment validation, each read from every process', async () => {
  const mp = MultiProxy.shared();

  // the administrador the three processes made sure of at start-up (all at once, on a fresh database)
  const admin = await login(mp, MULTI_ADMIN.correo, MULTI_ADMIN.password);
  await mp.readOnEveryProcess('el administrador', admin.servedBy, () => mp.call('GET', '/api/auth/me', { token: admin.token }), (a) => {
    expect(dataOf<{ tipo_usuario: string }>(a).tipo_usuario).toBe('administrador');
  });

  // two people register, then log in: the account made and the session opened through one process are there in
  // the others
  const camila = await registerPerson(mp, 'Camila', 'Rojas');
  const matias = await registerPerson(mp, 'Matías', 'González');
  for (const p of [camila, matias]) {
    await mp.readOnEveryProcess(`la cuenta de ${p.nombre}`, p.servedBy, () => mp.call('GET', '/api/auth/me', { token: p.token }), (a) => {
      expect(dataOf<{ _id: string; correo: string }>(a)).toMatchObject({ _id: p.id, correo: p.correo });
    });
    const session = await login(mp, p.correo, p.password);
    p.token = session.token;
    await mp.readOnEveryProcess(`la sesión de ${p.nombre}`, session.servedBy, () => mp.call('GET', '/api/auth/me', { token: p.token }), (a) => {
      expect(dataOf<{ _id: string; correo: string }>(a)).toMatchObject({ _id: p.id, correo: p.correo });
    });
  }

  // Matías's avatar: uploaded to one process, the file is served by each
  const avatar = await mp.call('POST', '/api/usuarios/me/avatar', {
    token: matias.token, file: { field: 'avatar', filename: 'foto.png', contentType: 'image/png', data: await pngBytes(96) },
  });
  const { photoURL } = dataOf<{ photoURL: string }>(avatar);
  expect(photoURL).toMatch(/^\/uploads\/avatars\/[0-9a-f]{24}\.webp$/);
  await mp.readOnEveryProcess('el avatar', mp.servedBy(avatar), () => mp.call('GET', photoURL), async (a) => {
    expect(a.status, a.body.slice(0, 200)).toBe(200);
    expect(a.headers['content-type']).toBe('image/webp');
    expect(await sharp(a.bytes).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });
  await mp.readOnEveryProcess('la foto en el perfil', mp.servedBy(avatar), () => mp.call('GET', '/api/auth/me', { token: matias.token }), (a) => {
    expect(dataOf<{ photoURL: string }>(a).photoURL).toBe(photoURL);
  });

  // Camila's club and match ($2.000 each: 44.000 among 22); Matías joins the club and signs up
  const club = await clubWithMatch(mp, camila, { nombre: 'Club Tres Procesos' });
  await joinClub(mp, matias, club.codigo);
  const asMatias = { token: matias.token, clubId: club.clubId };
  const asCamila = { token: camila.token, clubId: club.clubId };
  const signUp = await mp.call('POST', `/api/partidos/${club.partidoId}/inscribir`, { ...asMatias, body: { usuario_id: matias.id } });
  dataOf(signUp, 201);
  await mp.readOnEveryProcess('la inscripción', mp.servedBy(signUp), () => mp.call('GET', `/api/partidos/${club.partidoId}`, asMatias), (a) => {
    expect(dataOf<Detalle>(a).asistentes.map((x) => x.usuario_id._id)).toContain(matias.id);
  });
  await mp.readOnEveryProcess('el pago pendiente', mp.servedBy(signUp), () => mp.call('GET', `/api/partidos/${club.partidoId}/pagos/mi-pago`, asMatias), (a) => {
    expect(dataOf<{ pago: Pago }>(a).pago).toMatchObject({ estado: 'Pendiente', monto: 2000, comprobante_url: null });
  });

  // Matías uploads his receipt: the signed URL one process made opens the file through each
  const receiptBytes = await pngBytes(48, { r: 200, g: 30, b: 30 });
  const upload = await mp.call('POST', `/api/partidos/${club.partidoId}/pagos/subir`, {
    ...asMatias, file: { field: 'comprobante', filename: 'transferencia.png', contentType: 'image/png', data: receiptBytes },
  });
  const uploaded = dataOf<{ pago: Pago }>(upload).pago;
  expect(uploaded.estado).toBe('Validando');
  expect(uploaded.comprobante_url).toMatch(/^\/api\/comprobantes\/pago\/[0-9a-f]{24}\?exp=\d+&sig=[0-9a-f]{64}$/);
  const receiptOk = (a: Answer) => {
    expect(a.status, a.body.slice(0, 200)).toBe(200);
    expect(a.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(a.bytes, receiptBytes)).toBe(0);
  };
  await mp.readOnEveryProcess('el comprobante', mp.servedBy(upload), () => mp.call('GET', uploaded.comprobante_url!), receiptOk);
  // Camila, the club's Creador, sees it waiting in each process, with a URL signed there that opens the file
  const urls: string[] = [];
  await mp.readOnEveryProcess('el comprobante por revisar', mp.servedBy(upload), () => mp.call('GET', `/api/partidos/${club.partidoId}/pagos/estadisticas`, asCamila), (a) => {
    const pago = dataOf<{ detallesPagos: Pago[] }>(a).detallesPagos.find((p) => p.usuario._id === matias.id);
    expect(pago).toMatchObject({ estado: 'Validando', comprobante_url: expect.stringMatching(/^\/api\/comprobantes\/pago\//) });
    urls.push(pago!.comprobante_url!);
  });
  for (const url of urls) receiptOk(await mp.call('GET', url));

  // Camila validates the payment through one process; Matías's payment is approved in each
  const validate = await mp.call('PUT', `/api/partidos/${club.partidoId}/pagos/${matias.id}/validar`, { ...asCamila, body: { accion: 'aprobar' } });
  expect(dataOf<{ pago: Pago }>(validate).pago.estado).toBe('Aprobado');
  await mp.readOnEveryProcess('el pago aprobado', mp.servedBy(validate), () => mp.call('GET', `/api/partidos/${club.partidoId}/pagos/mi-pago`, asMatias), (a) => {
    expect(dataOf<{ pago: Pago }>(a).pago.estado).toBe('Aprobado');
  });
  await mp.readOnEveryProcess('el pago aprobado en el partido', mp.servedBy(validate), () => mp.call('GET', `/api/partidos/${club.partidoId}`, asCamila), (a) => {
    const me = dataOf<Detalle>(a).asistentes.find((x) => x.usuario_id._id === matias.id);
    expect(me?.comprobante_pago_validado).toBe(true);
  });

  // logging out through one process ends the session in all of them at once
  const logout = await mp.call('POST', '/api/auth/logout', { token: matias.token });
  expect(logout.status, logout.body).toBe(200);
  await mp.readOnEveryProcess('el cierre de sesión', mp.servedBy(logout), () => mp.call('GET', '/api/auth/me', { token: matias.token }), (a) => {
    expect(a.status).toBe(401);
  });
});
