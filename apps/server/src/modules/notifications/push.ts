import webpush from 'web-push';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pushSuscripciones } from '../../db/schema/index.js';

export interface PushPayload { titulo: string; cuerpo: string; enlace: string }

/**
 * Web push with the server's VAPID keys (issue 20 item 5): one encrypted message to each of the person's browsers. A
 * subscription the push service says is gone (404, 410) is deleted; any other failure makes the copy retry.
 */
export class PushSender {
  constructor(private db: Db, private vapid: { publicKey: string; privateKey: string; subject: string }) {}

  get publicKey() {
    return this.vapid.publicKey;
  }

  async send(usuarioId: string, payload: PushPayload): Promise<void> {
    const subs = await this.db.select().from(pushSuscripciones).where(eq(pushSuscripciones.usuarioId, usuarioId));
    let failure: unknown;
    for (const s of subs) {
      try {
        await webpush.sendNotification(
          { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
          JSON.stringify(payload),
          { vapidDetails: this.vapid, TTL: 24 * 3600, timeout: 10_000 },
        );
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) await this.db.delete(pushSuscripciones).where(eq(pushSuscripciones.id, s.id));
        else failure = err;
      }
    }
    if (failure) throw failure;
  }
}
