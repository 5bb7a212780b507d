import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from './ids.js';

export interface Mail { to: string; subject: string; text: string; html?: string }

/** SMTP when SMTP_URL is set; otherwise each mail is written as a JSON file in DATA_DIR/outbox (DESIGN §2). */
export class Mailer {
  private transport?: Transporter;
  readonly outboxDir: string;

  constructor(private opts: { smtpUrl?: string; from: string; dataDir: string; log: FastifyBaseLogger }) {
    this.outboxDir = path.join(opts.dataDir, 'outbox');
    if (opts.smtpUrl) this.transport = nodemailer.createTransport(opts.smtpUrl);
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

  close() { this.transport?.close(); }
}
