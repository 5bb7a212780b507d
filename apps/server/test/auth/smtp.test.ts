import { createServer, type AddressInfo } from 'node:net';
import { pino } from 'pino';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.js';
import { Mailer } from '../../src/lib/mailer.js';
import { createTestApp, registerUser, type TestApp } from '../helpers.js';

// Password-reset mail through a real SMTP server on this machine (SMTP_URL), not the outbox files. The answer
// to forgot-password does not wait for the mail (it must take as long whether or not the correo has an account).
// The mail goes through the notifications outbox: refused or unreachable SMTP, it is sent again later.

interface Received { to: string[]; raw: string }
let received: Received[] = [];
/** while set, the server holds each message until it is called */
let hold: Promise<void> | null = null;
let rejectNext = false;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (c: Buffer) => { raw += c.toString('utf8'); });
    stream.on('end', async () => {
      if (hold) await hold;
      if (rejectNext) {
        rejectNext = false;
        callback(Object.assign(new Error('buzón lleno'), { responseCode: 552 }));
        return;
      }
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const forgot = (correo: string) => t.services.auth.forgotPassword(correo, { ip: '198.51.100.7' });

describe('password-reset mail over SMTP', () => {
  it('delivers the reset link to the account', async () => {
    received = [];
    const { correo } = await registerUser(t);
    ok(await t.call('POST', '/api/auth/forgot-password', { body: { correo } }));
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual([correo]);
    // quoted-printable: soft line breaks out
    expect(received[0]!.raw.replace(/=\r\n/g, '')).toMatch(/http:\/\/partidos\.test\/reset-password\/[A-Za-z0-9_-]{20,}/);
  });

  it('answers before the SMTP server has taken the mail', async () => {
    received = [];
    const { correo } = await registerUser(t);
    let release!: () => void;
    hold = new Promise((resolve) => { release = resolve; });
    try {
      await forgot(correo);
      expect(received).toHaveLength(0);
    } finally {
      release();
      hold = null;
    }
    await t.services.deliveries.idle();
    expect(received.map((m) => m.to)).toEqual([[correo]]);
  });

  it('a refused mail gets the same answer, waits in the outbox and is sent on the retry', async () => {
    received = [];
    const { correo } = await registerUser(t);
    rejectNext = true;
    const res = await t.call('POST', '/api/auth/forgot-password', { body: { correo } });
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(0);
    const [copy] = await resetCopies(correo);
    expect(copy).toMatchObject({ estado: 'pendiente', intentos: 1 });
    expect(copy!.error).toMatch(/buzón lleno/);
    // the retry's time has come (30 s later): the next pass sends it, with the link
    await t.database.db.execute(sql`UPDATE notificaciones_entregas SET proximo_intento = now() WHERE id = ${copy!.id}`);
    expect(await t.services.deliveries.runOnce()).toBe(1);
    expect(received.map((m) => m.to)).toEqual([[correo]]);
    expect(received[0]!.raw.replace(/=\r\n/g, '')).toMatch(/\/reset-password\/[A-Za-z0-9_-]{20,}/);
    // once sent, the outbox no longer holds the link
    expect(await resetCopies(correo)).toMatchObject([{ estado: 'enviada', datos: {} }]);
  });

  it('a link that expired while SMTP was down is given up, not sent', async () => {
    received = [];
    const { correo } = await registerUser(t);
    rejectNext = true;
    await t.call('POST', '/api/auth/forgot-password', { body: { correo } });
    const [copy] = await resetCopies(correo);
    await t.database.db.execute(sql`UPDATE notificaciones SET datos = jsonb_set(datos, '{expira}', to_jsonb((now() - interval '1 minute')::text)) WHERE id = ${copy!.notificacion_id}`);
    await t.database.db.execute(sql`UPDATE notificaciones_entregas SET proximo_intento = now() WHERE id = ${copy!.id}`);
    expect(await t.services.deliveries.runOnce()).toBe(0);
    expect(received).toHaveLength(0);
    expect(await resetCopies(correo)).toMatchObject([{ estado: 'fallida', datos: {} }]);
  });

  it('a newer request replaces a reset mail still waiting for SMTP: only the newest link goes out', async () => {
    received = [];
    const { correo } = await registerUser(t);
    rejectNext = true;
    await t.call('POST', '/api/auth/forgot-password', { body: { correo } });
    await t.call('POST', '/api/auth/forgot-password', { body: { correo } });
    const copies = await resetCopies(correo);
    expect(copies.map((c) => c.estado)).toEqual(['cancelada', 'enviada']);
    expect(copies[0]!.datos).toEqual({});
    expect(received.map((m) => m.to)).toEqual([[correo]]);
  });

  it('the reset mail never shows in the notification centre', async () => {
    const { correo, token } = await registerUser(t);
    await t.call('POST', '/api/auth/forgot-password', { body: { correo } });
    const res = await t.call('GET', '/api/notificaciones', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ items: [], no_leidas: 0 });
  });
});

describe('the SMTP server at start-up', () => {
  const logged = async (smtpUrl: string) => {
    const lines: { level: number; msg: string }[] = [];
    const log = pino({ level: 'info' }, { write: (l: string) => { lines.push(JSON.parse(l)); } });
    const mailer = new Mailer({ smtpUrl, from: 'Partidos <no-reply@partidos.test>', dataDir: t.dataDir, log });
    await mailer.check();
    mailer.close();
    return lines.map((l) => [l.level, l.msg]);
  };

  it('one that answers is noted', async () => {
    const { port } = smtp.server.address() as AddressInfo;
    expect(await logged(`smtp://127.0.0.1:${port}`)).toEqual([[30, 'SMTP server reachable']]);
  });

  it('one that does not answer is a warning, and nothing else happens', async () => {
    // a port nobody listens on: taken, then let go
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    expect(await logged(`smtp://127.0.0.1:${port}`)).toEqual([[40, 'SMTP server not reachable: mails wait in the outbox until it is']]);
  });
});

/** The outbox's copies of this person's password-reset mails. */
async function resetCopies(correo: string) {
  const r = await t.database.db.execute(sql`
    SELECT e.id, e.notificacion_id, e.estado, e.intentos, e.error, n.datos FROM notificaciones_entregas e
    JOIN notificaciones n ON n.id = e.notificacion_id JOIN users u ON u.id = n.usuario_id
    WHERE u.correo = ${correo} AND n.tipo = 'restablecer_password' ORDER BY e.creado_en`);
  return rowsOf<{ id: string; notificacion_id: string; estado: string; intentos: number; error: string | null; datos: Record<string, unknown> }>(r);
}

function ok(res: { statusCode: number; body: string }) {
  expect(res.statusCode, res.body).toBe(200);
  return res;
}
