import type { Db } from '../db/client.js';
import { votosMensuales } from '../db/schema/index.js';
import { dayIn } from '../lib/match-time.js';

/**
 * This month's likes and dislikes among a club's members, so 'Rivalidad del Mes' has an idol and a
 * villain. The first member (who logs in to the demo) has not voted, so the vote box is still open for them.
 */
export async function seedDemoMonthlyVotes(db: Db, o: { memberIds: string[]; timezone: string }) {
  const mes = dayIn(new Date(), o.timezone).slice(0, 7);
  const m = o.memberIds;
  const votos: [voter: number, target: number, tipo: 'like' | 'dislike'][] = [
    [2, 1, 'like'], [3, 1, 'like'], [4, 1, 'like'], [5, 2, 'like'],
    [1, 3, 'dislike'], [2, 3, 'dislike'], [6, 5, 'dislike'],
  ];
  const rows = votos
    .filter(([v, t]) => m[v] && m[t])
    .map(([v, t, tipoVoto]) => ({ votanteId: m[v]!, votadoId: m[t]!, mes, tipoVoto }));
  if (rows.length) await db.insert(votosMensuales).values(rows);
}
