import type { ErasureStep } from '../privacy/erasure-steps.js';
import { capacityOf, lockTarget, promote } from './reservations.places.js';
import * as repo from './reservations.repository.js';

/**
 * Account deletion (in its one transaction): the member's active reservations end, each wait list
 * moves up (the promoted members are told), then the member's rows go; check-ins the member did as
 * staff forget who did them.
 */
export const reservationsErasureStep: ErasureStep = {
  name: 'reservations',
  async erase(tx, userId, now) {
    for (const r of await repo.activeOf(tx, userId)) {
      const target = repo.targetOf(r);
      const event = await lockTarget(tx, target);
      await repo.update(tx, r.id, { status: 'CANCELLED', cancelledAt: now, updatedAt: now });
      await promote(tx, target, await capacityOf(tx, target, event), now);
    }
    await repo.deleteAllOf(tx, userId);
    return [];
  },
};
