import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { CORREO_RESTABLECER } from './account-mail-kinds.js';
import type { DeliveryWorker } from './delivery.worker.js';
import type { NotificationsRepository } from './notifications.repository.js';

/**
 * Mails about a person's account, sent through the notifications outbox (docs/decisions/0078): written to the
 * database, sent at once, and retried with the outbox's backoff while SMTP is down. The reset link is the one secret
 * the outbox holds: it is wiped from the row once the mail is sent or given up, and a link that expired while SMTP
 * was down is given up, not sent.
 */
export class AccountMails {
  constructor(private d: { db: Db; repo: NotificationsRepository; deliveries: DeliveryWorker }) {}

  async resetPassword(usuarioId: string, link: string, expiresAt: Date): Promise<void> {
    // a newer link replaces the older ones (their tokens are spent): a mail of theirs still waiting for SMTP never goes
    await this.d.db.execute(sql`
      WITH antes AS (
        UPDATE notificaciones_entregas e SET estado = 'cancelada', reclamado_hasta = NULL FROM notificaciones n
        WHERE n.id = e.notificacion_id AND n.usuario_id = ${usuarioId} AND n.tipo = ${CORREO_RESTABLECER} AND e.estado = 'pendiente'
        RETURNING n.id)
      UPDATE notificaciones SET datos = '{}'::jsonb WHERE id IN (SELECT id FROM antes)`);
    const [id] = await this.d.repo.insert(this.d.db, [{
      usuarioId, tipo: CORREO_RESTABLECER, titulo: 'Restablece tu contraseña de Partidos', cuerpo: '', enlace: '/reset-password',
      clubId: null, partidoId: null, datos: { enlace: link, expira: expiresAt.toISOString() }, enApp: false, email: true, push: false,
    }]);
    if (id) this.d.deliveries.sendSoon([id]);
  }
}
