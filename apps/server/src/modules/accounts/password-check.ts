import { ACCOUNT } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../shared/app-error.js';
import type { UserRow } from './accounts.table.js';
import { createPasswordHasher } from './passwords.js';

/**
 * Confirming a change with the current password (e-mail, password, deletion). Every check counts
 * against a per-member limit, so a stolen session cannot be used to guess the password.
 */
export function createPasswordCheck(deps: AppDeps) {
  const hasher = createPasswordHasher(deps.config.argon2);
  return {
    hasher,
    async assertCurrentPassword(member: Pick<UserRow, 'id' | 'passwordHash'>, typed: string): Promise<void> {
      const rate = await deps.rateLimiter.hit(`password-check:${member.id}`, ACCOUNT.passwordChecksPerHour, 3600);
      if (!rate.allowed) throw new AppError('RATE_LIMITED', { retryAfterSeconds: rate.retryAfterSeconds });
      if (!(await hasher.verify(member.passwordHash, typed))) throw new AppError('WRONG_PASSWORD', { fields: [{ field: 'currentPassword', code: 'WRONG_PASSWORD' }] });
    },
  };
}

export type PasswordCheck = ReturnType<typeof createPasswordCheck>;
