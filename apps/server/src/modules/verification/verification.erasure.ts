import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { verificationRequests, verificationSelfieViews } from './verification.table.js';

/**
 * Deleting a member for good (decision 0014), verification's part: the member's requests go (with
 * their view log, by cascade), and a selfie still stored is removed once the deletion committed. Staff
 * who decided or viewed others' requests are forgotten there (staff accounts are not deleted today).
 */
export const verificationErasureStep = {
  name: 'verification',
  async erase(tx: DbOrTx, userId: string): Promise<string[]> {
    const rows = await tx.delete(verificationRequests).where(eq(verificationRequests.userId, userId)).returning({ key: verificationRequests.selfieStorageKey });
    await tx.update(verificationRequests).set({ decidedBy: null }).where(eq(verificationRequests.decidedBy, userId));
    await tx.update(verificationSelfieViews).set({ adminId: null }).where(eq(verificationSelfieViews.adminId, userId));
    return rows.flatMap((r) => (r.key ? [`${r.key}/`] : []));
  },
};
