import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { deleteAccountInput } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import { AppError, parseInput } from '../../shared/app-error.js';
import type { UserRow } from '../accounts/accounts.table.js';
import { lockUserById, updateUser } from '../accounts/accounts.repository.js';
import { createPasswordCheck } from '../accounts/password-check.js';
import type { SessionsService } from '../accounts/sessions.service.js';
import { pushSubscriptions } from '../notifications/push-subscriptions.table.js';
import * as policy from './account-closure.policy.js';
import { ERASURE_STEPS } from './erasure-steps.js';
import { assertAllowed } from '../../shared/decision.js';

// Deactivating (reversible: signing in again reactivates, accounts.service signIn) and deleting an
// account for good (spec §4), each one transaction; the deleted member's files go after commit.

export function createAccountClosureService(deps: AppDeps, sessions: SessionsService) {
  const db = () => deps.database.db;
  const passwords = createPasswordCheck(deps);
  const log = pino({ name: 'account-closure', level: deps.config.logLevel });

  return {
    /**
     * Hides the member from everyone and signs them out everywhere (every session and push
     * subscription ends). Everything else stays for when they sign in again.
     */
    async deactivate(viewer: UserRow): Promise<true> {
      await db().transaction(async (tx) => {
        const member = await lockUserById(tx, viewer.id);
        if (!member) throw new AppError('NOT_SIGNED_IN');
        assertAllowed(policy.mayDeactivate(member));
        await updateUser(tx, member.id, { isDeactivated: true });
        await sessions.endAllOf(tx, member.id);
        await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, member.id));
      });
      sessions.announceSignedOut(viewer.id, 'deactivated');
      return true;
    },

    /**
     * Deletes the member for good after the phrase of their language and their password: photos
     * (rows now, files after commit), profile, settings, sessions, tokens and everything else of
     * ERASURE_STEPS; the users row stays anonymised. DELETION_PHRASE_WRONG, WRONG_PASSWORD,
     * ACCOUNT_IS_ADMIN; nothing changes on any refusal.
     */
    async delete(viewer: UserRow, raw: unknown): Promise<true> {
      const input = parseInput(deleteAccountInput, raw);
      assertAllowed(policy.mayDelete(viewer, input.phrase), 'phrase');
      await passwords.assertCurrentPassword(viewer, input.currentPassword);
      const now = deps.now();
      const files = await db().transaction(async (tx) => {
        const member = await lockUserById(tx, viewer.id);
        if (!member) throw new AppError('NOT_SIGNED_IN');
        assertAllowed(policy.mayDelete(member, input.phrase), 'phrase');
        const prefixes: string[] = [];
        for (const step of ERASURE_STEPS) prefixes.push(...(await step.erase(tx, member.id, now)));
        return prefixes;
      });
      sessions.announceSignedOut(viewer.id, 'deleted');
      // The rows are gone, so the files are unreachable already; a failure only leaves garbage.
      for (const prefix of files) {
        await deps.storage.delete(prefix).catch((err: Error) => log.error({ err: { name: err.name } }, 'could not remove a deleted member’s files'));
      }
      return true;
    },
  };
}

export type AccountClosureService = ReturnType<typeof createAccountClosureService>;
