import { pino } from 'pino';
import { RATE_LIMITS, changePasswordInput, requestEmailChangeInput, tokenSchema, type Language } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import { uniqueConstraintOf } from '../../db/errors.js';
import { AppError, parseInput } from '../../shared/app-error.js';
import type { UserRow } from './accounts.table.js';
import * as repo from './accounts.repository.js';
import * as policy from './accounts.policy.js';
import { createEffects, type Effect, type EffectLog } from './accounts.effects.js';
import { isCommonPassword } from './common-passwords.js';
import { emailChangeLinkMail, emailChangeNoticeMail, maskEmail } from './credentials.mail.js';
import { createAddressInUseNotice } from './address-in-use.js';
import { createPasswordCheck } from './password-check.js';
import type { SessionsService } from './sessions.service.js';
import { hashToken, newToken } from './tokens.js';

// Changing the password and the e-mail address from the settings, each confirmed with the current
// password; both end the member's other sessions (decision 0014). The phone is changed with the
// activation's SMS code (accounts.service sendPhoneCode / verifyPhone).

const languageOf = (user: Pick<UserRow, 'language'>): Language => (user.language === 'en' ? 'en' : 'de');

function emailTaken(): AppError {
  return new AppError('EMAIL_TAKEN', { fields: [{ field: 'newEmail', code: 'EMAIL_TAKEN' }] });
}

export function createCredentialsService(deps: AppDeps, sessions: SessionsService, opts: { log?: EffectLog } = {}) {
  const db = () => deps.database.db;
  const passwords = createPasswordCheck(deps);
  const effects = createEffects(opts.log ?? pino({ name: 'credentials', level: deps.config.logLevel }));
  const addressInUseNotice = createAddressInUseNotice(deps);

  async function limit(key: string, rule: { limit: number; windowSeconds: number }) {
    const decision = await deps.rateLimiter.hit(key, rule.limit, rule.windowSeconds);
    if (!decision.allowed) throw new AppError('RATE_LIMITED', { retryAfterSeconds: decision.retryAfterSeconds });
  }

  return {
    /** Waits for the e-mails under way (tests; shutdown). */
    drain: () => effects.drain(),

    /** New password (the sign-up rules) after the current one; the member's other sessions end. */
    async changePassword(viewer: UserRow, currentTokenHash: string | null, raw: unknown): Promise<true> {
      const input = parseInput(changePasswordInput, raw);
      if (isCommonPassword(input.newPassword)) throw new AppError('BAD_INPUT', { fields: [{ field: 'newPassword', code: 'PASSWORD_TOO_COMMON' }] });
      await passwords.assertCurrentPassword(viewer, input.currentPassword);
      const passwordHash = await passwords.hasher.hash(input.newPassword);
      const now = deps.now();
      await db().transaction(async (tx) => {
        await repo.lockUserById(tx, viewer.id);
        await repo.updateUser(tx, viewer.id, { passwordHash });
        // A reset link asked for before the change must not undo it.
        await repo.invalidateAccountTokens(tx, viewer.id, 'password_reset', now);
        await sessions.endOthersOf(tx, viewer.id, currentTokenHash);
      });
      sessions.announceSignedOut(viewer.id, 'sessionsEnded');
      return true;
    },

    /**
     * Sends a confirmation link to the new address and a notice to the current one; nothing changes
     * until the link is used. An address another member uses is answered alike: its owner gets a
     * notice instead of the link (decision 0026). EMAIL_UNCHANGED, WRONG_PASSWORD, RATE_LIMITED.
     */
    async requestEmailChange(viewer: UserRow, raw: unknown): Promise<string> {
      const input = parseInput(requestEmailChangeInput, raw);
      if (input.newEmail === viewer.email.toLowerCase()) throw new AppError('EMAIL_UNCHANGED', { fields: [{ field: 'newEmail', code: 'EMAIL_UNCHANGED' }] });
      await limit(`email-change:account:${viewer.id}`, RATE_LIMITS.resendPerAccount);
      await passwords.assertCurrentPassword(viewer, input.currentPassword);
      const now = deps.now();
      const token = newToken();
      const sends = await db().transaction(async (tx): Promise<Effect[]> => {
        const user = (await repo.lockUserById(tx, viewer.id)) ?? viewer;
        const owner = await repo.findUserByEmail(tx, input.newEmail);
        // Only the newest link works: an older one might name an address the member mistyped.
        await repo.invalidateAccountTokens(tx, user.id, 'email_change', now);
        await repo.insertAccountToken(tx, { userId: user.id, purpose: 'email_change', newEmail: input.newEmail, tokenHash: hashToken(token), expiresAt: policy.tokenExpiry('email_change', now), createdAt: now });
        const lang = languageOf(user);
        const linkMail = emailChangeLinkMail(lang, { username: user.username, link: `${deps.config.publicUrl}/confirm-email?token=${encodeURIComponent(token)}` });
        const notice = emailChangeNoticeMail(lang, { username: user.username, maskedNewEmail: maskEmail(input.newEmail), settingsLink: `${deps.config.publicUrl}/settings` });
        // The same rows either way (the settings show the pending address); the link only to a free address.
        const toNewAddress: Effect[] = !owner
          ? [{ kind: 'email-change-link', userId: user.id, run: () => deps.mailer.send({ to: input.newEmail, ...linkMail }) }]
          : owner.deletedAt
            ? []
            : [await addressInUseNotice(owner)];
        return [
          ...toNewAddress,
          { kind: 'email-change-notice', userId: user.id, run: () => deps.mailer.send({ to: user.email, ...notice }) },
        ];
      });
      effects.run(sends);
      return input.newEmail;
    },

    /**
     * The link of an e-mail change: works once, until it expires. The address changes (and counts as
     * confirmed); every other session of the member ends, this browser's stays if it is the member's.
     */
    async confirmEmailChange(token: unknown, viewer: UserRow | null, currentTokenHash: string | null): Promise<{ userId: string; email: string }> {
      const parsed = tokenSchema.safeParse(token);
      if (!parsed.success) throw new AppError('INVALID_EMAIL_LINK');
      const tokenHash = hashToken(parsed.data);
      const now = deps.now();
      const found = await repo.findAccountToken(db(), tokenHash);
      if (!found || !found.newEmail || !policy.isTokenUsable(found, 'email_change', now)) throw new AppError('INVALID_EMAIL_LINK');
      try {
        const changed = await db().transaction(async (tx) => {
          const consumed = await repo.consumeAccountToken(tx, tokenHash, 'email_change', now);
          if (!consumed?.newEmail) throw new AppError('INVALID_EMAIL_LINK');
          const user = await repo.lockUserById(tx, consumed.userId);
          if (!user || user.deletedAt) throw new AppError('INVALID_EMAIL_LINK');
          const holder = await repo.findUserByEmail(tx, consumed.newEmail);
          if (holder && holder.id !== user.id) throw emailTaken();
          await repo.updateUser(tx, user.id, { email: consumed.newEmail, emailVerifiedAt: now });
          // Links sent to the old address stop working with it.
          for (const purpose of ['email_change', 'email_activation', 'password_reset'] as const) await repo.invalidateAccountTokens(tx, user.id, purpose, now);
          await sessions.endOthersOf(tx, user.id, viewer?.id === user.id ? currentTokenHash : null);
          return { userId: user.id, email: consumed.newEmail };
        });
        sessions.announceSignedOut(changed.userId, 'sessionsEnded');
        return changed;
      } catch (error) {
        // Someone took the address between the check and the write.
        if (uniqueConstraintOf(error) === 'users_email_key') throw emailTaken();
        throw error;
      }
    },

    /** The new address waiting for its confirmation link, or null. */
    pendingEmailChange: (viewer: UserRow) => repo.pendingEmailChange(db(), viewer.id, deps.now()),
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
