import type { LeaveCheckDto } from '@partidos/shared';

export type LeaveCounts = Pick<LeaveCheckDto, 'pagos_pendientes' | 'pagos_aprobados' | 'partidos_activos'>;

/**
 * How other modules take part in leaving a club (docs/product/clubs.md) without the clubs module knowing
 * about them. The payments module reports pending/approved payments, the matches module active matches and
 * removes the player from them. Until those modules exist every count is 0.
 */
export interface LeaveCheckContributor {
  readonly name: string;
  /** What the member still has in the club; pagos_pendientes > 0 blocks leaving. */
  countForLeave(clubId: string, usuarioId: string): Promise<Partial<LeaveCounts>>;
  /**
   * Runs before the membership is removed (on leave and on expulsion) and must be idempotent: if removing the
   * membership then fails, the member stays in the club with fewer sign-ups, and a retry is safe.
   */
  onLeave?(clubId: string, usuarioId: string): Promise<{ partidos_abandonados?: number }>;
}

export class LeaveContributors {
  private list: LeaveCheckContributor[] = [];

  register(c: LeaveCheckContributor) {
    this.list.push(c);
  }

  async counts(clubId: string, usuarioId: string): Promise<LeaveCounts> {
    const parts = await Promise.all(this.list.map((c) => c.countForLeave(clubId, usuarioId)));
    const total: LeaveCounts = { pagos_pendientes: 0, pagos_aprobados: 0, partidos_activos: 0 };
    for (const p of parts) {
      total.pagos_pendientes += p.pagos_pendientes ?? 0;
      total.pagos_aprobados += p.pagos_aprobados ?? 0;
      total.partidos_activos += p.partidos_activos ?? 0;
    }
    return total;
  }

  async runOnLeave(clubId: string, usuarioId: string): Promise<{ partidos_abandonados: number }> {
    let partidos_abandonados = 0;
    for (const c of this.list) partidos_abandonados += (await c.onLeave?.(clubId, usuarioId))?.partidos_abandonados ?? 0;
    return { partidos_abandonados };
  }
}
