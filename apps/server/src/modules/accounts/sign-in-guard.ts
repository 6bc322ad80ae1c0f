import { RATE_LIMITS, SIGN_IN_DELAY } from '@venue/shared';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter.js';
import { AppError } from '../../shared/app-error.js';

// Password guessing without a lock-out (decision 0026). Only wrong passwords count:
// - per account and IP a hard limit: that IP may not try that account any more for a while;
// - per account from anywhere a growing wait between tries (2^k seconds, capped), so guessing
//   from rotating IPs is slow while the owner's correct password, from any device, works again
//   after at most SIGN_IN_DELAY.maxSeconds.
// The account key is a hash of the typed address, so unknown addresses behave exactly alike.

export function createSignInGuard(limiter: RateLimiter) {
  const pairKey = (account: string, ip: string) => `signin:fail:${account}:${ip}`;
  const accountKey = (account: string) => `signin:fail:${account}`;
  const waitKey = (account: string) => `signin:wait:${account}`;

  return {
    /** Before the password is checked: RATE_LIMITED while this IP is barred or the account's wait runs. */
    async assertMayTry(account: string, ip: string): Promise<void> {
      const pair = await limiter.peek(pairKey(account, ip));
      if (pair.count >= RATE_LIMITS.signInFailuresPerAccountIp.limit) throw new AppError('RATE_LIMITED', { retryAfterSeconds: pair.retryAfterSeconds });
      const wait = await limiter.peek(waitKey(account));
      if (wait.count > 0) throw new AppError('RATE_LIMITED', { retryAfterSeconds: wait.retryAfterSeconds });
    },

    /** A wrong password: counts for the pair and the account, and starts the account's next wait. */
    async failed(account: string, ip: string): Promise<void> {
      const { signInFailuresPerAccountIp: perPair, signInFailuresPerAccount: perAccount } = RATE_LIMITS;
      await limiter.hit(pairKey(account, ip), perPair.limit, perPair.windowSeconds);
      await limiter.hit(accountKey(account), perAccount.limit, perAccount.windowSeconds);
      const { count } = await limiter.peek(accountKey(account));
      const beyond = count - perAccount.limit;
      if (beyond > 0) await limiter.block(waitKey(account), Math.min(2 ** beyond, SIGN_IN_DELAY.maxSeconds));
    },

    /** The right password: this IP starts afresh for the account (the account's own count stays). */
    async succeeded(account: string, ip: string): Promise<void> {
      await limiter.reset(pairKey(account, ip));
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
