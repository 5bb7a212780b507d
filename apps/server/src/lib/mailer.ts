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

/** SMTP when SMTP_URL is set; otherwise each mail is written as a JSON file in DATA_DIR/outbox. */
export class Mailer {
  private transport?: Transporter;
  readonly outboxDir: string;

  constructor(private opts: { smtpUrl?: string; from: string; dataDir: string; log: FastifyBaseLogger }) {
    this.outboxDir = path.join(opts.dataDir, 'outbox');
    // pooled: the delivery worker sends a burst (a match's reminders to every player) over one kept connection
    // instead of a new SMTP handshake per mail, ~140 ms each (a pool=false in the URL still wins)
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
   * At start-up: whether the SMTP server answers and takes our login. An unreachable one is a warning, not a
   * reason not to start: mails wait in the notifications outbox and go out when it is back.
   */
  async check(): Promise<void> {
    if (!this.transport) return;
    try {
      await this.transport.verify();
      this.opts.log.info('SMTP server reachable');
    } catch (err) {
      this.opts.log.warn({ err }, 'SMTP server not reachable: mails wait in the outbox until it is');
    }
  }

  close() {
    this.transport?.close();
  }
}
