import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { RosterListener } from '../matches/roster-ops.js';
import { newId } from '../../lib/ids.js';
import { PaymentsRepository } from './payments.repository.js';

/**
 * A sign-up (or a promotion, or an organiser's approval) creates the player's Pendiente payment when the match costs
 * something; leaving or being removed takes it away (docs/product/payments.md). Runs inside the matches module's
 * roster transaction, on its connection. A removed payment's receipt file stays on disk, unreachable: no row, so no
 * signed URL can name it (docs/decisions/0014-payments.md).
 */
export class PaymentsRosterListener implements RosterListener {
  readonly name = 'payments';

  constructor(private clock: Clock) {}

  async onJoin(db: Db, partidoId: string, usuarioId: string) {
    await new PaymentsRepository(db).createPending(newId(), partidoId, usuarioId, this.clock.now());
  }

  async onLeave(db: Db, partidoId: string, usuarioId: string) {
    await new PaymentsRepository(db).removeOf(partidoId, usuarioId);
  }

  async onMatchUpdate(db: Db, partidoId: string) {
    await new PaymentsRepository(db).syncWithMatch(partidoId, this.clock.now());
  }
}
