import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail { to: string[]; mail: ParsedMail }

/** A real SMTP server on 127.0.0.1 that keeps what it receives, parsed (HTML, text, headers). */
export async function smtpListener(o: { delayMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  let rejectNext = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        if (o.delayMs) await new Promise((r) => setTimeout(r, o.delayMs));
        if (rejectNext > 0) {
          rejectNext--;
          callback(Object.assign(new Error('buzón lleno'), { responseCode: 452 }));
          return;
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), mail: await simpleParser(Buffer.concat(chunks)) });
        callback();
      });
    },
  });
  // a client's connection that breaks (a server process killed mid-send: delivery-processes.test.ts) is an 'error'
  // of the server; without a listener it would be the test run's uncaught exception
  server.on('error', (err: Error & { code?: string }) => {
    if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') console.warn(`smtp-listener: ${err.message}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    rejectNext(n = 1) { rejectNext = n; },
    clear() { received.length = 0; },
    to(correo: string) { return received.filter((r) => r.to.includes(correo)); },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
