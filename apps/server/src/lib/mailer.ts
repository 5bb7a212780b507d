import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from './ids.js';

export interface Mail {
  to: string; subject: string; text: string; html?: string;
  /** a stable Message-ID (`<…@…>`): a copy sent twice after a crash is the same message to the receiver */
  messageId?: string;
  headers?: Record<string, string>;
}

/** SMTP when SMTP_URL is set; otherwise each mail is written as a JSON file in DATA_DIR/outbox (DESIGN §2). */
export class Mailer {
  private transport?: Transporter;
  private pending = new Set<Promise<void>>();
  readonly outboxDir: string;

  constructor(private opts: { smtpUrl?: string; from: string; dataDir: string; log: FastifyBaseLogger }) {
    this.outboxDir = path.join(opts.dataDir, 'outbox');
    // pooled: the delivery worker sends a burst (a match's reminders to every player) over one kept connection
    // instead of a new SMTP handshake per mail, ~140 ms each (issue 20's worker; a pool=false in the URL still wins)
    if (opts.smtpUrl) this.transport = nodemailer.createTransport({ url: opts.smtpUrl, pool: true, maxConnections: 2 });
  }

  async send(mail: Mail): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({ from: this.opts.from, ...mail });
      return;
    }
    mkdirSync(this.outboxDir, { recursive: true });
    const file = path.join(this.outboxDir, `${Date.now()}-${newId()}.json`);
    writeFileSync(file, JSON.stringify({ from: this.opts.from, date: new Date().toISOString(), ...mail }, null, 2));
    this.opts.log.info({ file, to: mail.to, subject: mail.subject }, 'mail written to outbox');
  }

  /**
   * Sends without making the caller wait, so that an answer takes as long whether or not a mail went out (the
   * forgot-password answer must not tell which correos have an account). A failure is logged.
   */
  sendLater(mail: Mail): void {
    const sending = this.send(mail)
      .catch((err: unknown) => this.opts.log.error({ err, to: mail.to, subject: mail.subject }, 'mail not sent'))
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** Resolves once every mail handed to sendLater so far is sent or has failed (tests, shutdown). */
  async idle(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  async close() {
    await this.idle();
    this.transport?.close();
  }
}
