import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { notificaciones, notificacionesEntregas, partidos } from '../../src/db/schema/index.js';
import { DeliveryWorker } from '../../src/modules/notifications/delivery.worker.js';
import { Unsubscribe } from '../../src/modules/notifications/unsubscribe.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, createClub, fail, ok, person, requestToJoin, type Cast, type Person } from '../clubs/factory.js';
import { createMatch, createMatchClub, enrolDirect, fechaEn, inscribir, matchBody, players, setEstado, type MatchClub } from '../matches/factory.js';
import { aprobar, png, rechazar, subir } from '../payments/factory.js';
import { smtpListener } from './smtp-listener.js';
import { fechaCorta } from '@partidos/shared';

// docs/decisions/0037: the outbox written with the change, the delivery worker over a real SMTP
// server, the notification centre, the preferences and the one-click unsubscribe.

let t: TestApp;
let smtp: Awaited<ReturnType<typeof smtpListener>>;
let cast: Cast;
let club: MatchClub;

/** the test app's secret (helpers.ts): links made here verify there */
const unsubscribe = new Unsubscribe('test-secret-test-secret-test-secret', 'http://partidos.test');
const deliver = () => t.services.deliveries.runOnce();
const mine = async (p: Person) => t.database.db.select().from(notificaciones).where(eq(notificaciones.usuarioId, p.id));
const centre = async (p: Person, q = '') => ok(await t.call('GET', `/api/notificaciones${q}`, { token: p.token }));
/** A match mail's subject: its title, the match's day and the club ("Partido cancelado: lunes 14/12, Club Aviso"). */
const about = (titulo: string, m: { fecha: string }) => `${titulo}: ${fechaCorta(m.fecha)}, Club Aviso`;
/** The title a match mail's subject starts with (its day and club checked by `about` above). */
const titleOf = (subject: string | undefined) => (subject ?? '').replace(/: [a-záéíóúñ]+ \d\d\/\d\d, Club Aviso$/, '');
const setPrefs = async (p: Person, body: unknown) => ok(await t.call('PUT', '/api/usuarios/me/notificaciones', { token: p.token, body }));

beforeAll(async () => {
  smtp = await smtpListener();
  t = await createTestApp({ smtpUrl: smtp.url });
  cast = await createCast(t);
  club = await createMatchClub(t, cast, { nombre: 'Club Aviso' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => smtp.clear());

/** The join requests' gathering minutes (REUNIR_SOLICITUDES_MS) have passed for this club's mails. */
async function gatheringOver(clubId: string) {
  await t.database.db.execute(sql`UPDATE notificaciones_entregas SET proximo_intento = now() WHERE grupo LIKE ${`solicitudes:${clubId}:%`} AND estado = 'pendiente'`);
}

/** A full 5v5 match (10 enrolled) and one more person on its waiting list. */
async function fullMatchWithReserve() {
  const m = await createMatch(t, cast.creador.token, club);
  const enrolled = await players(t, club.id, 10);
  await enrolDirect(t, m._id, enrolled.map((p) => p.id));
  const [reserve] = await players(t, club.id, 1);
  ok(await inscribir(t, reserve!, m._id, { lista_espera: true }), 201);
  expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(sql`partido_lista_espera`).where(sql`partido_id = ${m._id}`))[0]!.n).toBe(1);
  return { m, enrolled, reserve: reserve! };
}

describe('the outbox and the mail', () => {
  it('a place freed promotes the reserve, who gets an in-app notification and one mail with HTML, text and unsubscribe', async () => {
    const { m, enrolled, reserve } = await fullMatchWithReserve();
    ok(await t.call('DELETE', `/api/partidos/${m._id}/desinscribir/${enrolled[0]!.id}`, { token: enrolled[0]!.token }));
    const [n] = await mine(reserve);
    expect(n).toMatchObject({ tipo: 'promovido', enlace: `/partidos/${m._id}`, enApp: true, partidoId: m._id });
    expect(smtp.to(reserve.correo)).toHaveLength(0); // nothing is sent inside the change
    expect(await deliver()).toBeGreaterThanOrEqual(1);
    const [got] = smtp.to(reserve.correo);
    expect(got).toBeDefined();
    const mail = got!.mail;
    expect(mail.subject).toBe(about('¡Se liberó un cupo: juegas!', m));
    expect(mail.text).toContain('Pasaste de la lista de espera');
    expect(mail.text).toMatch(/\d{2}\/\d{2}\/\d{4} a las 20:00/);
    expect(mail.text).toContain('Club Aviso');
    expect(mail.html).toContain(`http://partidos.test/partidos/${m._id}`);
    expect(mail.html).toContain('Dejar de recibir estos correos');
    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line.replace(/\r\n\s*/g, ' ')).toMatch(/http:\/\/partidos\.test\/api\/notificaciones\/baja\?u=/);
    expect(mail.messageId).toMatch(/^<notificacion-[0-9a-f]{24}@partidos\.test>$/);
    // sent once: a second pass sends nothing more
    await deliver();
    expect(smtp.to(reserve.correo)).toHaveLength(1);
    // the one who left is not told anything
    expect(await mine(enrolled[0]!)).toHaveLength(0);
  });

  it('a change that is refused notifies no one (the notification rolls back with it)', async () => {
    const m = await createMatch(t, cast.creador.token, club);
    const enrolled = await players(t, club.id, 2);
    await enrolDirect(t, m._id, enrolled.map((p) => p.id));
    await setEstado(t, m._id, 'En curso');
    // deleting a match under way: 409 after the cancellation was told inside the transaction
    expect(fail(await t.call('DELETE', `/api/partidos/${m._id}`, { token: cast.creador.token })).status).toBe(409);
    for (const p of enrolled) expect(await mine(p)).toHaveLength(0);
  });

  it('a deleted match tells its players, with a notification that outlives it', async () => {
    const m = await createMatch(t, cast.creador.token, club);
    const [p] = await players(t, club.id, 1);
    ok(await inscribir(t, p!, m._id), 201);
    ok(await t.call('DELETE', `/api/partidos/${m._id}`, { token: cast.creador.token }));
    const [n] = await mine(p!);
    expect(n).toMatchObject({ tipo: 'partido_cancelado', partidoId: null, enlace: '/partidos' });
    await deliver();
    expect(smtp.to(p!.correo)[0]!.mail.subject).toBe(about('Partido cancelado', m));
  });

  it('names the pitch the match was set on, not the venue\'s own words about its pitches', async () => {
    await t.database.db.execute(sql`UPDATE lugares SET cancha = 'Cancha 3 (pasto sintético)' WHERE id = ${club.lugarId}`);
    try {
      const m = await createMatch(t, cast.creador.token, club, { cancha_numero: 1 });
      const [p] = await players(t, club.id, 1);
      ok(await inscribir(t, p!, m._id), 201);
      ok(await t.call('DELETE', `/api/partidos/${m._id}`, { token: cast.creador.token }));
      await deliver();
      const { text } = smtp.to(p!.correo)[0]!.mail;
      expect(text).toContain(`Cancha ${club.nombre} · Cancha 1`);
      expect(text).not.toContain('pasto');
    } finally {
      await t.database.db.execute(sql`UPDATE lugares SET cancha = NULL WHERE id = ${club.lugarId}`);
    }
  });

  it('moving a match tells the enrolled and the waiting, not the organiser', async () => {
    const { m, enrolled, reserve } = await fullMatchWithReserve();
    const body = matchBody(t, club, { hora_partido: '21:30' });
    ok(await t.call('PUT', `/api/partidos/${m._id}`, { token: cast.creador.token, headers: club.headers, body }));
    for (const p of [enrolled[3]!, reserve]) {
      const [n] = await mine(p);
      expect(n).toMatchObject({ tipo: 'partido_cambiado' });
      expect(n!.cuerpo).toContain('la hora');
      expect(n!.cuerpo).toContain('21:30');
    }
    expect((await mine(cast.creador)).filter((n) => n.tipo === 'partido_cambiado')).toHaveLength(0);
    await deliver();
    expect(smtp.to(reserve.correo).map((r) => titleOf(r.mail.subject))).toEqual(['Cambió un partido en el que estás']);
  });

  it('a match cancelled by the administrator, or by the 23:59 job for missing details, tells its players by mail', async () => {
    const m = await createMatch(t, cast.creador.token, club);
    const [p] = await players(t, club.id, 1);
    await enrolDirect(t, m._id, [p!.id]);
    ok(await t.call('PUT', `/api/admin/partidos/${m._id}/cancelar`, { token: cast.admin.token }));
    // a match whose place is still to be defined when its day ends
    const open = await createMatch(t, cast.creador.token, club, { lugar_id: undefined, cancha_numero: undefined, lugar_por_definir: true, fecha: fechaEn(t, 1) });
    const [q] = await players(t, club.id, 1);
    await enrolDirect(t, open._id, [q!.id]);
    t.clock.set(new Date(t.clock.now().getTime() + 3 * 86_400_000));
    await t.scheduler.tick();
    t.clock.set(new Date());
    await deliver();
    expect(smtp.to(p!.correo).map((r) => titleOf(r.mail.subject))).toEqual(['Partido cancelado']);
    expect(smtp.to(p!.correo)[0]!.mail.text).toContain('Se canceló el partido del');
    expect(smtp.to(q!.correo).map((r) => titleOf(r.mail.subject))).toEqual(['Partido cancelado']);
    expect(smtp.to(q!.correo)[0]!.mail.text).toContain('Se canceló automáticamente el partido del');
  });

  it('a failed send is retried with backoff and then delivered once', async () => {
    const { m, enrolled, reserve } = await fullMatchWithReserve();
    await deliver(); // what earlier steps left
    smtp.clear();
    ok(await t.call('DELETE', `/api/partidos/${m._id}/desinscribir/${enrolled[1]!.id}`, { token: enrolled[1]!.token }));
    smtp.rejectNext(1);
    await deliver();
    expect(smtp.to(reserve.correo)).toHaveLength(0);
    const [n] = await mine(reserve);
    const [copy] = await t.database.db.select().from(notificacionesEntregas).where(and(eq(notificacionesEntregas.notificacionId, n!.id), eq(notificacionesEntregas.canal, 'email')));
    expect(copy).toMatchObject({ estado: 'pendiente', intentos: 1, reclamadoPor: null });
    expect(copy!.error).toContain('buzón lleno');
    expect(copy!.proximoIntento.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // not due yet: nothing happens
    await deliver();
    expect(smtp.to(reserve.correo)).toHaveLength(0);
    // due: sent
    await t.database.db.update(notificacionesEntregas).set({ proximoIntento: sql`now()` }).where(eq(notificacionesEntregas.id, copy!.id));
    await deliver();
    expect(smtp.to(reserve.correo)).toHaveLength(1);
  });

  it('two workers at once send every copy exactly once (the claim skips locked rows)', async () => {
    const m = await createMatch(t, cast.creador.token, club, { max_asistentes: 30 });
    const people = await players(t, club.id, 30);
    await enrolDirect(t, m._id, people.map((p) => p.id));
    ok(await t.call('POST', `/api/partidos/${m._id}/generar-equipos`, { token: cast.creador.token }));
    const other = new DeliveryWorker({
      db: t.database.db, mailer: t.services.mailer, unsubscribe,
      publicUrl: 'http://partidos.test', leaseMs: 60_000, log: t.app.log,
    });
    await Promise.all([deliver(), other.runOnce(), deliver(), other.runOnce()]);
    const ids = people.map((p) => smtp.to(p.correo).map((r) => r.mail.messageId));
    for (const got of ids) expect(got).toHaveLength(1);
    expect(new Set(ids.flat()).size).toBe(30);
  });
});

describe('receipts to validate: grouped, at most one mail an hour per club', () => {
  it('the first receipt mails the managers at once; the next ones wait and go out together', async () => {
    const m = await createMatch(t, cast.creador.token, club, { monto_arriendo: 40000 });
    const payers = await players(t, club.id, 3);
    for (const p of payers) ok(await inscribir(t, p, m._id), 201);
    ok(await subir(t, payers[0]!.token, m._id, await png()));
    await deliver();
    const first = smtp.to(cast.creador.correo);
    expect(first).toHaveLength(1);
    expect(titleOf(first[0]!.mail.subject)).toBe('Comprobante por validar');
    expect(first[0]!.mail.html).toContain('http://partidos.test/pagos/por-validar');
    // the player who uploaded is not told
    expect((await mine(payers[0]!)).filter((n) => n.tipo === 'comprobante_por_validar')).toHaveLength(0);
    ok(await subir(t, payers[1]!.token, m._id, await png()));
    ok(await subir(t, payers[2]!.token, m._id, await png()));
    await deliver();
    expect(smtp.to(cast.creador.correo)).toHaveLength(1);
    // in the centre each one shows at once
    expect((await centre(cast.creador)).items.filter((n: { tipo: string }) => n.tipo === 'comprobante_por_validar')).toHaveLength(3);
    // an hour later (the last mail moved back an hour): one mail for both
    await t.database.db.execute(sql`UPDATE notificaciones_entregas SET enviado_en = enviado_en - interval '61 minutes' WHERE grupo LIKE ${`comprobantes:${club.id}:%`} AND estado = 'enviada'`);
    await t.database.db.execute(sql`UPDATE notificaciones_entregas SET proximo_intento = now() WHERE grupo LIKE ${`comprobantes:${club.id}:%`} AND estado = 'pendiente'`);
    await deliver();
    const all = smtp.to(cast.creador.correo);
    expect(all).toHaveLength(2);
    expect(all[1]!.mail.subject).toBe('2 comprobantes por validar: Club Aviso');
  });

  it('approving and rejecting tell the player, the rejection with its reason', async () => {
    const m = await createMatch(t, cast.creador.token, club, { monto_arriendo: 40000 });
    const [a, b] = await players(t, club.id, 2);
    for (const p of [a!, b!]) {
      ok(await inscribir(t, p, m._id), 201);
      ok(await subir(t, p.token, m._id, await png()));
    }
    ok(await aprobar(t, cast.creador.token, m._id, a!.id));
    ok(await rechazar(t, cast.creador.token, m._id, b!.id, 'La transferencia no aparece'));
    expect((await mine(a!))[0]).toMatchObject({ tipo: 'pago_revisado', titulo: 'Pago aprobado' });
    const [nb] = await mine(b!);
    expect(nb).toMatchObject({ tipo: 'pago_revisado', titulo: 'Comprobante rechazado' });
    expect(nb!.cuerpo).toContain('Motivo: La transferencia no aparece');
    await deliver();
    expect(smtp.to(b!.correo)[0]!.mail.text).toContain('La transferencia no aparece');
  });
});

describe('the notification centre', () => {
  it('lists mine newest first with the unread count; marks one and all as read; never another person\'s', async () => {
    const { m, enrolled, reserve } = await fullMatchWithReserve();
    ok(await t.call('DELETE', `/api/partidos/${m._id}/desinscribir/${enrolled[2]!.id}`, { token: enrolled[2]!.token }));
    ok(await t.call('POST', `/api/partidos/${m._id}/generar-equipos`, { token: cast.creador.token }));
    const page = await centre(reserve);
    expect(page.no_leidas).toBe(2);
    expect(page.items.map((n: { tipo: string }) => n.tipo)).toEqual(['equipos', 'promovido']);
    expect(page.items[0]).toMatchObject({ leida: false, enlace: `/partidos/${m._id}` });
    expect(page.pagination).toMatchObject({ total: 2, page: 1, limit: 20 });
    const id = page.items[0]._id;
    // someone else cannot mark it
    expect(fail(await t.call('PUT', `/api/notificaciones/${id}/leida`, { token: enrolled[3]!.token })).status).toBe(404);
    expect(fail(await t.call('PUT', '/api/notificaciones/nope/leida', { token: reserve.token })).status).toBe(404);
    expect(ok(await t.call('PUT', `/api/notificaciones/${id}/leida`, { token: reserve.token }))).toEqual({ no_leidas: 1 });
    expect((await centre(reserve)).items[0].leida).toBe(true);
    expect(ok(await t.call('PUT', '/api/notificaciones/leidas', { token: reserve.token }))).toEqual({ no_leidas: 0 });
    expect((await centre(reserve)).no_leidas).toBe(0);
    expect((await centre(reserve, '?limit=1')).items).toHaveLength(1);
    expect(fail(await t.call('GET', '/api/notificaciones')).status).toBe(401);
    expect(fail(await t.call('GET', '/api/notificaciones?page=0', { token: reserve.token })).status).toBe(400);
  });
});

describe('preferences', () => {
  it('every kind with its default: new matches are opt-in, the rest on', async () => {
    const [p] = await players(t, club.id, 1);
    const prefs = ok(await t.call('GET', '/api/usuarios/me/notificaciones', { token: p!.token }));
    expect(prefs.preferencias.find((x: { tipo: string }) => x.tipo === 'partido_nuevo')).toEqual({ tipo: 'partido_nuevo', email: false, app: false });
    expect(prefs.preferencias.find((x: { tipo: string }) => x.tipo === 'promovido')).toEqual({ tipo: 'promovido', email: true, app: true });
    // push on every install: the server made its own VAPID keys (test/notifications/vapid.test.ts)
    expect(prefs.push).toEqual({ disponible: true, vapid_public_key: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/), suscripciones: 0 });
    expect(prefs.clubes_silenciados).toEqual([]);
  });

  it('new matches reach only those who opted in; e-mail off keeps the bell; a muted club says nothing', async () => {
    const [optIn, mailOff, muted, plain] = await players(t, club.id, 4);
    await setPrefs(optIn!, { preferencias: [{ tipo: 'partido_nuevo', email: true, app: true }] });
    await setPrefs(mailOff!, { preferencias: [{ tipo: 'partido_nuevo', email: false, app: true }] });
    await setPrefs(muted!, { preferencias: [{ tipo: 'partido_nuevo', email: true, app: true }], clubes_silenciados: [club.id] });
    // a club the person is not in is not kept
    const saved = await setPrefs(plain!, { clubes_silenciados: ['0'.repeat(24)] });
    expect(saved.clubes_silenciados).toEqual([]);
    const m = await createMatch(t, cast.creador.token, club);
    expect(await mine(optIn!)).toMatchObject([{ tipo: 'partido_nuevo', enlace: `/partidos/${m._id}`, enApp: true }]);
    expect(await mine(mailOff!)).toMatchObject([{ tipo: 'partido_nuevo', enApp: true }]);
    expect(await mine(muted!)).toHaveLength(0);
    expect(await mine(plain!)).toHaveLength(0);
    await deliver();
    expect(smtp.to(optIn!.correo)).toHaveLength(1);
    expect(smtp.to(mailOff!.correo)).toHaveLength(0);
    expect(smtp.to(muted!.correo)).toHaveLength(0);
  });

  it('the mail\'s unsubscribe link: a page with one button, then that kind\'s e-mails are off; a forged link is refused', async () => {
    const [p] = await players(t, club.id, 1);
    const link = unsubscribe.url(p!.id, 'recordatorio');
    const path = link.replace('http://partidos.test', '');
    const page = await t.call('GET', path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Dejar de recibir estos correos');
    expect(page.body).toContain('<form method="post"');
    // GET changed nothing
    let prefs = ok(await t.call('GET', '/api/usuarios/me/notificaciones', { token: p!.token }));
    expect(prefs.preferencias.find((x: { tipo: string }) => x.tipo === 'recordatorio').email).toBe(true);
    const forged = await t.call('POST', path.replace(/f=[^&]+/, 'f=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'), { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(forged.statusCode).toBe(400);
    const other = await t.call('POST', path.replace('t=recordatorio', 't=promovido'), { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(other.statusCode).toBe(400);
    const done = await t.call('POST', path, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Ya no recibirás correos');
    prefs = ok(await t.call('GET', '/api/usuarios/me/notificaciones', { token: p!.token }));
    expect(prefs.preferencias.find((x: { tipo: string }) => x.tipo === 'recordatorio')).toEqual({ tipo: 'recordatorio', email: false, app: true });
    // the List-Unsubscribe header's address: the mail client's one-click POST, answered with the JSON envelope
    const oneClick = unsubscribe.oneClickUrl(p!.id, 'equipos').replace('http://partidos.test', '');
    expect(oneClick).toMatch(/^\/api\/notificaciones\/baja\?/);
    expect(ok(await t.call('POST', oneClick, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }))).toEqual({ tipo: 'equipos' });
    expect(fail(await t.call('POST', oneClick.replace('t=equipos', 't=mvp'))).status).toBe(400);
    prefs = ok(await t.call('GET', '/api/usuarios/me/notificaciones', { token: p!.token }));
    expect(prefs.preferencias.find((x: { tipo: string }) => x.tipo === 'equipos').email).toBe(false);
  });
});

describe('reminders', () => {
  it('24 h before to every enrolled player and 2 h before only to those who have not answered, once each', async () => {
    const m = await createMatch(t, cast.creador.token, club);
    const [a, b, c] = await players(t, club.id, 3);
    await enrolDirect(t, m._id, [a!.id, b!.id, c!.id]);
    ok(await t.call('PUT', `/api/partidos/${m._id}/confirmar-asistencia`, { token: a!.token, body: { confirmado: true } }));
    ok(await t.call('PUT', `/api/partidos/${m._id}/confirmar-asistencia`, { token: b!.token, body: { confirmado: false } }));
    const [row] = await t.database.db.select({ inicio: partidos.inicio }).from(partidos).where(eq(partidos.id, m._id));
    const inicio = row!.inicio!.getTime();
    t.clock.set(new Date(inicio - 20 * 3_600_000));
    await t.scheduler.tick();
    await t.scheduler.tick();
    for (const p of [a!, b!, c!]) expect((await mine(p)).filter((n) => n.tipo === 'recordatorio')).toHaveLength(1);
    t.clock.set(new Date(inicio - 90 * 60_000));
    await t.scheduler.tick();
    await t.scheduler.tick();
    expect((await mine(a!)).filter((n) => n.tipo === 'recordatorio')).toHaveLength(1);
    expect((await mine(b!)).filter((n) => n.tipo === 'recordatorio')).toHaveLength(1);
    const cs = (await mine(c!)).filter((n) => n.tipo === 'recordatorio');
    expect(cs.map((n) => n.titulo).sort()).toEqual(['Tu partido empieza en menos de 2 horas', expect.stringMatching(/^Juegas el \d{2}\/\d{2}\/\d{4} a las 20:00$/)].sort());
    const sent = await deliver();
    const copies = await t.database.db.select().from(notificacionesEntregas).where(eq(notificacionesEntregas.notificacionId, cs[0]!.id));
    expect(sent).toBeGreaterThanOrEqual(2);
    expect(copies).toMatchObject([{ estado: 'enviada' }]);
    expect(smtp.to(c!.correo).map((r) => titleOf(r.mail.subject))).toContain('Tu partido empieza en menos de 2 horas');
    t.clock.set(new Date());
  });
});

describe('every other event, read back from the SMTP server', () => {
  const subjects = (p: Person) => smtp.to(p.correo).map((r) => titleOf(r.mail.subject));

  it('removed by an organiser; invited to a match; MVP voting opened and its result', async () => {
    const m = await createMatch(t, cast.creador.token, club);
    const [a, b, c, d] = await players(t, club.id, 4);
    await enrolDirect(t, m._id, [a!.id, b!.id, c!.id, d!.id]);
    ok(await t.call('PUT', `/api/partidos/${m._id}/gestionar-jugador`, { token: cast.creador.token, body: { usuario_id: d!.id, accion: 'remover' } }));
    const [invitee] = await players(t, club.id, 1);
    ok(await t.call('POST', `/api/partidos/${m._id}/invitaciones`, { token: a!.token, body: { usuario_invitado_id: invitee!.id } }), 201);
    const [row] = await t.database.db.select({ inicio: partidos.inicio }).from(partidos).where(eq(partidos.id, m._id));
    t.clock.set(new Date(row!.inicio!.getTime() + 60_000));
    await t.scheduler.tick();
    for (const [voter, target] of [[a, b], [b, a], [c, b]] as const) {
      ok(await t.call('POST', `/api/partidos/${m._id}/votar-mvp`, { token: voter!.token, body: { jugador_id: target!.id } }), 201);
    }
    t.clock.set(new Date());
    await deliver();
    expect(subjects(d!)).toEqual(['Te quitaron de un partido']);
    expect(smtp.to(d!.correo)[0]!.mail.text).toContain('Un organizador te quitó del partido del');
    expect(subjects(invitee!)).toEqual(['Te invitaron a un partido']);
    expect(smtp.to(invitee!.correo)[0]!.mail.html).toContain('http://partidos.test/invitaciones');
    for (const p of [a!, b!, c!]) {
      expect(subjects(p)).toContain('Vota al MVP');
      expect(subjects(p).filter((x) => x.endsWith('es el MVP'))).toHaveLength(1);
    }
    const result = smtp.to(c!.correo).find((r) => titleOf(r.mail.subject).endsWith('es el MVP'));
    expect(result!.mail.text).toContain('fue elegido MVP del partido del');
  });

  it('a join request\'s answer tells the person, the rejection with its reason; answered in time, the managers get no mail', async () => {
    const approvalClub = await createClub(t, cast, { requiereAprobacion: true });
    const [yes, no] = [await person(t), await person(t)];
    const r1 = await requestToJoin(t, yes, approvalClub, 'Juego de arquero');
    const r2 = await requestToJoin(t, no, approvalClub);
    ok(await t.call('PUT', `/api/clubes/${approvalClub.id}/solicitudes/${r1}/aprobar`, { token: cast.moderador.token }));
    ok(await t.call('PUT', `/api/clubes/${approvalClub.id}/solicitudes/${r2}/rechazar`, { token: cast.creador.token, body: { notas_rechazo: 'El club está completo' } }));
    await gatheringOver(approvalClub.id);
    await deliver();
    // both were answered within the gathering minutes: nothing left to ask the managers by mail
    for (const manager of [cast.creador, cast.moderador]) expect(subjects(manager).filter((x) => x.includes('solicitud'))).toEqual([]);
    expect(subjects(yes)).toEqual([`Ya eres parte de ${approvalClub.nombre}`]);
    expect(subjects(no)).toEqual([`Solicitud a ${approvalClub.nombre} rechazada`]);
    expect(smtp.to(no.correo)[0]!.mail.text).toContain('Motivo: El club está completo');
  });

  it('join requests of a few minutes go to each manager as one mail, after those minutes', async () => {
    const approvalClub = await createClub(t, cast, { requiereAprobacion: true });
    const people = [await person(t), await person(t), await person(t), await person(t)];
    await requestToJoin(t, people[0]!, approvalClub, 'Juego de arquero');
    await deliver();
    // still gathering: nothing yet
    expect(subjects(cast.creador).filter((x) => x.includes('solicitud'))).toEqual([]);
    for (const p of people.slice(1)) await requestToJoin(t, p, approvalClub);
    await gatheringOver(approvalClub.id);
    await deliver();
    for (const manager of [cast.creador, cast.moderador]) {
      const mails = smtp.to(manager.correo).filter((r) => r.mail.subject!.includes('solicitud'));
      expect(mails.map((r) => r.mail.subject)).toEqual([`4 solicitudes de ingreso a ${approvalClub.nombre}`]);
      expect(mails[0]!.mail.html).toContain(`/clubes/${approvalClub.id}?tab=solicitudes`);
      expect(mails[0]!.mail.text!.match(/quiere unirse a/g)).toHaveLength(4);
    }
  });
});

