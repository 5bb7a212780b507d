import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { RosterListener } from '../matches/roster-ops.js';
import { newId } from '../../lib/ids.js';
import { PaymentsRepository } from './payments.repository.js';

/**
 * DESIGN §4 "Sign-up and capacity": a sign-up (or a promotion, or an organiser's approval) creates the player's
 * Pendiente payment when the match costs something; leaving or being removed takes it away. Runs inside the
 * matches module's roster transaction, on its connection. A removed payment's receipt file stays on disk,
 * unreachable: no row, so no signed URL can name it (docs/decisions/0014-payments.md).
 */
export class PaymentsRosterListener implements RosterListener {
  readonly name = 'payments';

  constructor(private clock: Clock) {}

  /** The joining player's Pendiente payment, written by the attendee's own insert (RosterListener.joinWrite). */
  joinWrite() {
    return PaymentsRepository.paymentsOfJoined();
  }

  /** The new payment's id (joinWrite's `pago_id`). */
  joinValues() {
    return { pago_id: newId() };
  }

  /** The leaving player's payment, removed by the attendee's own delete (RosterListener.leaveWrite). */
  leaveWrite() {
    return PaymentsRepository.paymentsOfLeaving();
  }

  async onMatchUpdate(db: Db, partidoId: string) {
    await new PaymentsRepository(db).syncWithMatch(partidoId, this.clock.now());
  }
}
