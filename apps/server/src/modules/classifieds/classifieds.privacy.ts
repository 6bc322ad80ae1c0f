import { classifiedExpiresAt } from '@venue/shared';
import type { DbOrTx } from '../../db/client.js';
import type { ErasureStep } from '../privacy/erasure-steps.js';
import * as repo from './classifieds.repository.js';

/** The member's classifieds for the data export (decision 0014): every one, expired ones too. */
export async function classifiedsExportOf(db: DbOrTx, userId: string) {
  return (await repo.classifiedsOf(db, userId)).map((c) => ({
    id: c.id,
    text: c.body,
    lookingFor: c.lookingFor,
    createdAt: c.createdAt.toISOString(),
    renewedAt: c.renewedAt.toISOString(),
    expiresAt: classifiedExpiresAt(c.renewedAt).toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  }));
}

/**
 * Account deletion: the member's classifieds go. Reports on them keep their copy of the text for the
 * staff, as reports on messages do (decision 0047).
 */
export const classifiedsErasureStep: ErasureStep = {
  name: 'classifieds',
  async erase(tx, userId) {
    await repo.deleteClassifiedsOf(tx, userId);
    return [];
  },
};
