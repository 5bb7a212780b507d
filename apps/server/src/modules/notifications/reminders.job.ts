import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Job } from '../../plugins/scheduler.js';
import type { NotificationsRepository } from './notifications.repository.js';
import { cuandoTexto, lugarTexto, type NotificationsWriter } from './notifications.writer.js';

const HOUR = 3_600_000;

/**
 * Reminders before a match: 24 h before the start to every enrolled player, 2 h before only to those
 * who have not answered Voy / No voy. Each is one notification per person and match (its key): a later run, another
 * process or a match moved back into the window does not send it twice. The query takes only the people still
 * without that key, so a run with nothing due costs one indexed statement.
 */
export function createReminderJobs(o: { clock: Clock; repo: NotificationsRepository; writer: NotificationsWriter }): Job[] {
  const remind = async (db: Db, kind: '24h' | '2h') => {
    const now = o.clock.now().getTime();
    const from = new Date(kind === '24h' ? now + 2 * HOUR : now);
    const to = new Date(now + (kind === '24h' ? 24 : 2) * HOUR);
    const prefix = `recordatorio-${kind}:`;
    const due = rowsOf<{ partido_id: string; usuario_id: string }>(await db.execute(sql`
      SELECT a.partido_id, a.usuario_id FROM partido_asistentes a JOIN partidos p ON p.id = a.partido_id
      WHERE p.estado_partido IN ('Convocando', 'Próximo a comenzar') AND p.inicio > ${from.toISOString()}::timestamptz AND p.inicio <= ${to.toISOString()}::timestamptz
        ${kind === '2h' ? sql`AND a.confirmado IS NULL` : sql``}
        AND NOT EXISTS (SELECT 1 FROM notificaciones n WHERE n.usuario_id = a.usuario_id AND n.clave = ${prefix} || p.id)`));
    const byMatch = new Map<string, string[]>();
    for (const r of due) byMatch.set(r.partido_id, [...(byMatch.get(r.partido_id) ?? []), r.usuario_id]);
    for (const [partidoId, people] of byMatch) {
      const m = await o.repo.matchFacts(db, partidoId);
      if (!m) continue;
      await o.writer.write(db, {
        tipo: 'recordatorio', clubId: m.clubId, partidoId, enlace: `/partidos/${partidoId}`, clave: `${prefix}${partidoId}`,
        datos: { fecha: m.fecha, hora: m.hora, lugar: lugarTexto(m), club: m.club },
        ...(kind === '24h'
          ? { titulo: `Juegas el ${cuandoTexto(m)}`, cuerpo: `Recuerda tu partido de ${m.club} el ${cuandoTexto(m)} en ${lugarTexto(m)}.` }
          : { titulo: 'Tu partido empieza en menos de 2 horas', cuerpo: `El partido de ${m.club} es hoy a las ${m.hora ?? ''} en ${lugarTexto(m)}. ¿Vas? Responde Voy o No voy.` }),
      }, people);
    }
  };
  return [
    { name: 'notificaciones-recordatorio-24h', run: (db) => remind(db, '24h') },
    { name: 'notificaciones-recordatorio-2h', run: (db) => remind(db, '2h') },
  ];
}
