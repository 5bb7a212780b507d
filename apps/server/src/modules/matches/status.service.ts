import { isAdmin, type EstadoPartido } from '@partidos/shared';
import type { PartidoInsert, UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import type { DomainEvents } from '../../lib/events.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { actorOf } from '../clubs/clubs.mapper.js';
import { LifecycleRepository } from './lifecycle.repository.js';
import type { MatchesStore } from './matches.store.js';

/**
 * A platform administrador setting a match's status by hand (docs/product/admin.md "Matches": any of the
 * five, unconstrained). What the scheduler would have done on the way is kept consistent:
 * - → Finalizado applies the played-match counters and streaks with the lifecycle job's own statement, in the same
 *   transaction; contadores_aplicados stays true afterwards, so leaving Finalizado and coming back (by hand or by the
 *   scheduler) never counts the match twice.
 * - → Cancelado records when (fecha_cancelacion) without campos_faltantes: a manual cancellation is not one "for
 *   incomplete information" (the admin statistics count only those). Leaving Cancelado clears both.
 * The roster is left as it is: a status change neither signs anybody up nor off.
 */
export class MatchStatusService {
  constructor(private d: { store: MatchesStore; clock: Clock; events?: DomainEvents }) {}

  /** PUT /admin/partidos/{id}/estado. Setting the status it already has changes nothing. */
  async setStatus(user: UserRow, partidoId: string, estado: EstadoPartido): Promise<void> {
    if (!isAdmin(actorOf(user))) throw forbidden('requiereAdministrador');
    await this.change(user, partidoId, (actual) => (actual === estado ? null : estado));
  }

  /** PUT /admin/partidos/{id}/cancelar: 409 when it is already Cancelado (offered for any other). */
  async cancel(user: UserRow, partidoId: string): Promise<void> {
    if (!isAdmin(actorOf(user))) throw forbidden('requiereAdministrador');
    await this.change(user, partidoId, (actual) => {
      if (actual === 'Cancelado') throw conflict('partidoYaCancelado');
      return 'Cancelado';
    });
  }

  /** Under the match's row lock, so a sign-up or a scheduler step on the same match waits and then sees the new status. */
  private async change(user: UserRow, partidoId: string, next: (actual: string) => EstadoPartido | null): Promise<void> {
    if (!isId(partidoId)) throw notFound('partidoNoEncontrado');
    await this.d.store.transaction(async (tx) => {
      const now = this.d.clock.now();
      const p = await tx.roster.lock(partidoId);
      if (!p) throw notFound('partidoNoEncontrado');
      const estado = next(p.estadoPartido);
      if (!estado) return;
      const patch: Partial<PartidoInsert> = { estadoPartido: estado, updatedAt: now };
      if (estado === 'Cancelado') Object.assign(patch, { fechaCancelacion: now, camposFaltantes: null });
      else if (p.estadoPartido === 'Cancelado') Object.assign(patch, { fechaCancelacion: null, camposFaltantes: null });
      await tx.partidos.update(p.id, patch);
      if (estado === 'Cancelado') await this.d.events?.emit(tx.db, { type: 'partido.cancelado', partidoId: p.id, automatico: false, porId: user.id });
      // the job's statement counts every finished match not counted yet: this one, and any the next tick would take
      if (estado === 'Finalizado') await new LifecycleRepository(tx.db).applyFinishedCounters(now);
    });
  }
}
