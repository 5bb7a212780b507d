import webpush from 'web-push';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pushSuscripciones } from '../../db/schema/index.js';
import { databaseSecret } from '../../lib/secrets.js';

/**
 * What a push message carries: the notification, and for a coming match the person plays, the absolute signed links
 * of its 'Voy' / 'No voy' buttons (docs/decisions/0081; the service worker posts the one tapped).
 */
export interface PushPayload { titulo: string; cuerpo: string; enlace: string; acciones?: { voy: string; no_voy: string } }
export interface VapidKeys { publicKey: string; privateKey: string; subject: string }

/**
 * The VAPID keys push is signed with (docs/decisions/0081): the environment's when VAPID_PUBLIC_KEY,
 * VAPID_PRIVATE_KEY and VAPID_SUBJECT are all set; otherwise a pair generated once per database and kept with the
 * other generated secrets, so push works on every install and every process on the database signs with the same
 * key (a browser's subscription is bound to it). The subject is the sender address of the mails.
 */
export async function vapidKeys(db: Db, config: { vapid?: VapidKeys; mailFrom: string; dataDir: string }): Promise<VapidKeys> {
  if (config.vapid) return config.vapid;
  const kept = await databaseSecret(db, 'vapid', { dataDir: config.dataDir, generate: () => JSON.stringify(webpush.generateVAPIDKeys()) });
  const { publicKey, privateKey } = JSON.parse(kept) as { publicKey: string; privateKey: string };
  const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom.trim();
  return { publicKey, privateKey, subject: `mailto:${address}` };
}

/**
 * Web push with the server's VAPID keys: one encrypted message to each of the person's browsers. A
 * subscription the push service says is gone (404, 410) is deleted; any other failure makes the copy retry.
 */
export class PushSender {
  constructor(private db: Db, private vapid: VapidKeys) {}

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
