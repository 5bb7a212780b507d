import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../helpers.js';

// Password-reset mail through a real SMTP server on this machine (SMTP_URL), not the outbox files. The answer
// to forgot-password does not wait for the mail (it must take as long whether or not the correo has an account).

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
    await t.services.mailer.idle();
    expect(received.map((m) => m.to)).toEqual([[correo]]);
  });

  it('a refused mail is logged, and the answer is the same', async () => {
    received = [];
    const { correo } = await registerUser(t);
    rejectNext = true;
    const res = await t.call('POST', '/api/auth/forgot-password', { body: { correo } });
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(0);
  });
});

function ok(res: { statusCode: number; body: string }) {
  expect(res.statusCode, res.body).toBe(200);
  return res;
}
