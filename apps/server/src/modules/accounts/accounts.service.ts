import crypto from 'node:crypto';
import { pino } from 'pino';
import {
  ERROR_CODES,
  RATE_LIMITS,
  TIMINGS,
  emailSchema,
  languageSchema,
  passwordSchema,
  phoneCodeSchema,
  phoneSchema,
  signInInput,
  signUpInput,
  tokenSchema,
  resetPasswordInput,
  type ErrorCode,
  type Language,
} from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, parseInput } from '../../shared/app-error.js';
import type { UserRow } from './accounts.table.js';
import * as repo from './accounts.repository.js';
import { uniqueConstraintOf } from '../../db/errors.js';
import { isCommonPassword } from './common-passwords.js';
import { createPasswordHasher } from './passwords.js';
import { hashToken, newPhoneCode, newToken } from './tokens.js';
import { activationMail, passwordResetMail, phoneCodeSms } from './accounts.mail.js';
import { createAddressInUseNotice } from './address-in-use.js';
import { createEffects, type Effect, type EffectLog } from './accounts.effects.js';
import * as policy from './accounts.policy.js';
import type { SessionsService } from './sessions.service.js';
import { createSignInGuard } from './sign-in-guard.js';
import { LEGAL_VERSIONS } from './legal-documents.js';

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

export interface StartedSession {
  user: UserRow;
  token: string;
  expiresAt: Date;
  /** Signing in ended a deactivation (the screen tells the member). */
  reactivated?: boolean;
}

type Rule = { limit: number; windowSeconds: number };

/** Rate-limit keys never hold an e-mail address in clear. */
function keyOf(value: string) {
  return hashToken(value.toLowerCase()).slice(0, 32);
}

/** The stored form of an SMS code: bound to the member, so equal codes of two members differ. */
function phoneCodeHash(userId: string, code: string) {
  return hashToken(`phone-code:${userId}:${code}`);
}

function sameHash(a: string, b: string) {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** One argument that fails its schema: its own code at the top level, naming the field. */
function parseArg<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } } }, value: unknown, field: string, fallback: ErrorCode): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message;
  const code = message && (ERROR_CODES as readonly string[]).includes(message) ? (message as ErrorCode) : fallback;
  throw new AppError(code, { fields: [{ field, code }] });
}

function usernameTaken(): AppError {
  return new AppError('USERNAME_TAKEN', { fields: [{ field: 'username', code: 'USERNAME_TAKEN' }] });
}

/** No number to send a code to: the member has to enter one (a wrong number, never "taken"). */
function phoneMissing(): AppError {
  return new AppError('PHONE_INVALID_OR_TAKEN', { fields: [{ field: 'phone', code: 'PHONE_INVALID_OR_TAKEN' }] });
}

/** A right code for a number another member has verified: refused without saying why (decision 0026). */
const PHONE_REFUSED: ErrorCode = 'PHONE_NOT_ACCEPTED';

export function createAccountsService(deps: AppDeps, sessions: SessionsService, opts: { log?: EffectLog } = {}) {
  const db = () => deps.database.db;
  const hasher = createPasswordHasher(deps.config.argon2);
  const log = opts.log ?? pino({ name: 'accounts', level: deps.config.logLevel });
  const effects = createEffects(log);
  const signInGuard = createSignInGuard(deps.rateLimiter);
  const addressInUseNotice = createAddressInUseNotice(deps);
  const link = (path: string, token: string) => `${deps.config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
  const languageOf = (user: Pick<UserRow, 'language'>): Language => (user.language === 'en' ? 'en' : 'de');

  /** Counts one attempt against each rule; RATE_LIMITED (with the longest wait) when any is exceeded. */
  async function limit(rules: [key: string, rule: Rule][]) {
    let retryAfterSeconds = 0;
    for (const [key, rule] of rules) {
      const decision = await deps.rateLimiter.hit(key, rule.limit, rule.windowSeconds);
      if (!decision.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, decision.retryAfterSeconds);
    }
    if (retryAfterSeconds > 0) throw new AppError('RATE_LIMITED', { retryAfterSeconds });
  }

  function deny(decision: policy.Decision) {
    if (!decision.allowed) throw new AppError(decision.code, decision.retryAfterSeconds ? { retryAfterSeconds: decision.retryAfterSeconds } : {});
  }

  async function lockUser(tx: DbOrTx, userId: string): Promise<UserRow> {
    const user = await repo.lockUserById(tx, userId);
    if (!user) throw new AppError('USER_NOT_FOUND');
    return user;
  }

  async function issueActivationToken(tx: DbOrTx, user: UserRow, now: Date): Promise<Effect> {
    const token = newToken();
    await repo.insertAccountToken(tx, { userId: user.id, purpose: 'email_activation', tokenHash: hashToken(token), expiresAt: policy.tokenExpiry('email_activation', now), createdAt: now });
    const mail = activationMail(languageOf(user), { username: user.username, link: link('/activation', token) });
    return { kind: 'activation-mail', userId: user.id, run: () => deps.mailer.send({ to: user.email, ...mail }) };
  }

  async function issuePhoneCode(tx: DbOrTx, user: UserRow, phone: string, now: Date): Promise<Effect> {
    // Whoever asks, a number gets only a few texts a day (the key is a hash, never the number).
    await limit([[`sms:to:${keyOf(phone)}`, RATE_LIMITS.smsPerNumber]]);
    const code = newPhoneCode();
    const expiresAt = new Date(now.getTime() + TIMINGS.phoneCodeMinutes * 60_000);
    await repo.upsertPhoneCode(tx, { userId: user.id, phone, codeHash: phoneCodeHash(user.id, code), expiresAt, sentAt: now });
    const body = phoneCodeSms(languageOf(user), code);
    return { kind: 'phone-code-sms', userId: user.id, run: () => deps.sms.send({ to: phone, body }) };
  }

  /** The SMS code after the e-mail link; when the number's daily SMS are used up, none (the phone screen can ask again). */
  async function issuePhoneCodeUnlessCapped(tx: DbOrTx, user: UserRow, phone: string, now: Date): Promise<Effect | null> {
    try {
      return await issuePhoneCode(tx, user, phone, now);
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') return null;
      throw error;
    }
  }

  /**
   * Someone used the address of a member for a new account. The caller learns nothing; the owner
   * gets a fresh activation link while the address is not confirmed (cool-down permitting), else a notice.
   */
  async function addressInUse(tx: DbOrTx, owner: UserRow, now: Date): Promise<Effect[]> {
    if (!owner.emailVerifiedAt) {
      const last = await repo.latestAccountTokenAt(tx, owner.id, 'email_activation');
      return policy.mayResendNow(last, now, TIMINGS.emailResendCooldownSeconds).allowed ? [await issueActivationToken(tx, owner, now)] : [];
    }
    return [await addressInUseNotice(owner)];
  }

  return {
    /** Waits for the e-mails and SMS under way (tests; shutdown). */
    drain: () => effects.drain(),

    /**
     * New member, answered alike whether or not the address is in use (decision 0026): no session
     * (the e-mail link signs in), no SMS yet (it follows the e-mail link), the same password hashing.
     * A free address gets the member and the activation link; an address in use gets its owner a
     * notice, or a fresh activation link while the owner has not confirmed it. Usernames are public,
     * so USERNAME_TAKEN may be said.
     */
    async signUp(raw: unknown, meta: RequestMeta): Promise<true> {
      await limit([[`signup:ip:${meta.ip}`, RATE_LIMITS.signUpPerIp]]);
      const input = parseInput(signUpInput, raw);
      if (isCommonPassword(input.password)) throw new AppError('BAD_INPUT', { fields: [{ field: 'password', code: 'PASSWORD_TOO_COMMON' }] });
      if (await repo.isUsernameTaken(db(), input.username)) throw usernameTaken();
      const passwordHash = await hasher.hash(input.password);
      const now = deps.now();
      try {
        const sends = await db().transaction(async (tx): Promise<Effect[]> => {
          const owner = await repo.findUserByEmail(tx, input.email);
          if (owner) return owner.deletedAt ? [] : await addressInUse(tx, owner, now);
          // A number another member uses waits beside the new member (with a code nobody knows) until
          // it is proven by SMS after the e-mail link; the conflict is settled there, not here.
          const numberFree = !(await repo.findUserByPhone(tx, input.phone));
          const user = await repo.insertUser(tx, { email: input.email, username: input.username, passwordHash, phone: numberFree ? input.phone : null, language: input.language ?? 'de' });
          // The boxes were ticked (the schema refuses a sign-up without them): what, and when — the
          // moment the account was created, as stored with it.
          const at = user.createdAt;
          await repo.insertLegalConsent(tx, { userId: user.id, termsVersion: LEGAL_VERSIONS.terms, privacyVersion: LEGAL_VERSIONS.privacy, adultConfirmedAt: at, acceptedAt: at });
          if (!numberFree) await repo.upsertPhoneCode(tx, { userId: user.id, phone: input.phone, codeHash: hashToken(newToken()), expiresAt: now, sentAt: now });
          return [await issueActivationToken(tx, user, now)];
        });
        effects.run(sends);
      } catch (error) {
        const constraint = uniqueConstraintOf(error);
        if (constraint === 'users_username_key' || constraint === 'users_slug_key') throw usernameTaken();
        // Another sign-up with this address (or number) won the race: answered like any address in use.
        if (constraint !== 'users_email_key' && constraint !== 'users_phone_key') throw error;
      }
      return true;
    },

    async signIn(raw: unknown, meta: RequestMeta): Promise<StartedSession> {
      await limit([[`signin:ip:${meta.ip}`, RATE_LIMITS.signInPerIp]]);
      const input = parseInput(signInInput, raw);
      const account = keyOf(input.email);
      await signInGuard.assertMayTry(account, meta.ip);
      const user = await repo.findUserByEmail(db(), input.email);
      // Unknown addresses spend the same hashing time as known ones.
      const ok = user ? await hasher.verify(user.passwordHash, input.password) : await hasher.verifyDummy(input.password);
      // An address not confirmed yet signs in with its e-mail link only: else a sign-up with someone
      // else's address could be told apart from a new member's by signing in (decision 0026).
      if (!user || !ok || user.deletedAt || !user.emailVerifiedAt) {
        await signInGuard.failed(account, meta.ip);
        throw new AppError('WRONG_CREDENTIALS');
      }
      await signInGuard.succeeded(account, meta.ip);
      if (policy.isTimedOut(user, deps.now())) throw new AppError('LOGIN_TIMEOUT', { until: user.loginTimeoutUntil!.toISOString() });
      return db().transaction(async (tx) => {
        // Signing in reactivates a deactivated member (spec §4: deactivation is reversible).
        const current = user.isDeactivated ? ((await repo.updateUser(tx, user.id, { isDeactivated: false })) ?? user) : user;
        const session = await sessions.start(tx, user.id, meta.userAgent);
        return { user: current, ...session, reactivated: user.isDeactivated };
      });
    },

    async resendActivationEmail(viewer: UserRow, meta: RequestMeta): Promise<true> {
      await limit([
        [`resend:ip:${meta.ip}`, RATE_LIMITS.resendPerIp],
        [`resend:account:${viewer.id}`, RATE_LIMITS.resendPerAccount],
      ]);
      const now = deps.now();
      const send = await db().transaction(async (tx) => {
        const user = await lockUser(tx, viewer.id);
        deny(policy.mayResendActivationEmail(user, await repo.latestAccountTokenAt(tx, user.id, 'email_activation'), now));
        return issueActivationToken(tx, user, now);
      });
      effects.run([send]);
      return true;
    },

    /**
     * The e-mail link: works once, until it expires; confirms the address, sends the phone code
     * when the phone is not verified yet, and answers the member (whom the caller may sign in).
     */
    async activateEmail(token: unknown): Promise<{ userId: string }> {
      const value = parseArg(tokenSchema, token, 'token', 'INVALID_EMAIL_LINK');
      const tokenHash = hashToken(value);
      const now = deps.now();
      const found = await repo.findAccountToken(db(), tokenHash);
      if (!found || !policy.isTokenUsable(found, 'email_activation', now)) throw new AppError('INVALID_EMAIL_LINK');
      const { userId, sends } = await db().transaction(async (tx) => {
        const consumed = await repo.consumeAccountToken(tx, tokenHash, 'email_activation', now);
        if (!consumed) throw new AppError('INVALID_EMAIL_LINK');
        const user = await lockUser(tx, consumed.userId);
        if (user.deletedAt) throw new AppError('INVALID_EMAIL_LINK');
        if (!user.emailVerifiedAt) await repo.updateUser(tx, user.id, { emailVerifiedAt: now });
        const target = user.phoneVerifiedAt ? null : ((await repo.findPhoneCode(tx, user.id))?.phone ?? user.phone);
        const sms = target ? await issuePhoneCodeUnlessCapped(tx, user, target, now) : null;
        return { userId: user.id, sends: sms ? [sms] : [] };
      });
      effects.run(sends);
      return { userId };
    },

    /** A session for a member who just proved the address with the activation link. */
    startSession: (userId: string, meta: RequestMeta) => db().transaction((tx) => sessions.start(tx, userId, meta.userAgent)),

    /**
     * Sends a new SMS code; a given phone becomes the number waiting for it. The member's number
     * changes only when the code is confirmed, so a number another member uses is answered alike
     * here and refused only at verification, to whoever holds that phone (decision 0026).
     */
    async sendPhoneCode(viewer: UserRow, phone: string | null, meta: RequestMeta): Promise<true> {
      const newPhone = phone === null ? null : parseArg(phoneSchema, phone, 'phone', 'PHONE_INVALID_OR_TAKEN');
      await limit([
        [`resend:ip:${meta.ip}`, RATE_LIMITS.resendPerIp],
        [`resend:account:${viewer.id}`, RATE_LIMITS.resendPerAccount],
      ]);
      const now = deps.now();
      const send = await db().transaction(async (tx) => {
        const user = await lockUser(tx, viewer.id);
        const pending = await repo.findPhoneCode(tx, user.id);
        const waiting = user.phoneVerifiedAt ? user.phone : (pending?.phone ?? user.phone);
        const changesNumber = newPhone !== null && newPhone !== waiting;
        deny(policy.maySendPhoneCode(user, changesNumber, pending?.sentAt, now));
        const target = newPhone ?? (pending?.phone ?? user.phone);
        if (!target) throw phoneMissing();
        return issuePhoneCode(tx, user, target, now);
      });
      effects.run([send]);
      return true;
    },

    /** Checks the SMS code; every try counts (even when the answer is an error), a right one verifies the phone. */
    async verifyPhone(viewer: UserRow, code: unknown): Promise<UserRow> {
      const value = parseArg(phoneCodeSchema, code, 'code', 'WRONG_PHONE_CODE');
      await limit([[`phone-code:account:${viewer.id}`, RATE_LIMITS.phoneCodePerAccount]]);
      const now = deps.now();
      const attempt = () =>
        db().transaction(async (tx): Promise<{ user: UserRow } | { error: ErrorCode }> => {
          const user = await lockUser(tx, viewer.id);
          const pending = await repo.findPhoneCode(tx, user.id);
          if (!pending) return { error: user.phoneVerifiedAt ? 'ALREADY_VERIFIED' : 'PHONE_CODE_EXPIRED' };
          const decision = policy.phoneCodeAttemptAllowed(pending, now);
          if (!decision.allowed) return { error: decision.code };
          const counted = await repo.countPhoneCodeAttempt(tx, user.id, TIMINGS.phoneCodeMaxAttempts);
          if (!counted) return { error: 'PHONE_CODE_ATTEMPTS' };
          if (!sameHash(counted.codeHash, phoneCodeHash(user.id, value))) return { error: 'WRONG_PHONE_CODE' };
          await repo.deletePhoneCode(tx, user.id);
          const holder = await repo.findUserByPhone(tx, counted.phone);
          if (holder && holder.id !== user.id) {
            // The one who proved the phone wins over a member who never did; a verified holder keeps it.
            if (holder.phoneVerifiedAt) return { error: PHONE_REFUSED };
            await repo.updateUser(tx, holder.id, { phone: null });
          }
          const verified = await repo.updateUser(tx, user.id, { phone: counted.phone, phoneVerifiedAt: now });
          return { user: verified ?? user };
        });
      let outcome: Awaited<ReturnType<typeof attempt>>;
      try {
        outcome = await attempt();
      } catch (error) {
        // Another member verified the number in the same moment.
        if (uniqueConstraintOf(error) !== 'users_phone_key') throw error;
        outcome = { error: PHONE_REFUSED };
      }
      if ('error' in outcome) throw new AppError(outcome.error, { fields: [{ field: 'code', code: outcome.error }] });
      return outcome.user;
    },

    /** Always true for a well-formed address; only a member's address gets the link. */
    async requestPasswordReset(email: unknown, meta: RequestMeta): Promise<true> {
      const address = parseArg(emailSchema, email, 'email', 'INVALID_EMAIL');
      await limit([
        [`reset:ip:${meta.ip}`, RATE_LIMITS.resetPerIp],
        [`reset:account:${keyOf(address)}`, RATE_LIMITS.resetPerAccount],
      ]);
      const now = deps.now();
      // The same steps either way (lookup, token, one transaction); the mail goes out in the background.
      const token = newToken();
      const send = await db().transaction(async (tx): Promise<Effect | null> => {
        const found = await repo.findUserByEmail(tx, address);
        const user = found?.deletedAt ? undefined : found;
        if (!user) {
          await repo.findAccountToken(tx, hashToken(token));
          return null;
        }
        await repo.insertAccountToken(tx, { userId: user.id, purpose: 'password_reset', tokenHash: hashToken(token), expiresAt: policy.tokenExpiry('password_reset', now), createdAt: now });
        const mail = passwordResetMail(languageOf(user), { username: user.username, link: link('/reset-password', token) });
        return { kind: 'password-reset-mail', userId: user.id, run: () => deps.mailer.send({ to: user.email, ...mail }) };
      });
      if (send) effects.run([send]);
      return true;
    },

    /** New password by reset link: the link works once; every session of the member ends. Returns the member's id. */
    async resetPassword(token: unknown, password: unknown): Promise<{ userId: string }> {
      const value = parseArg(resetPasswordInput.shape.token, token, 'token', 'INVALID_RESET_TOKEN');
      const newPassword = parseArg(passwordSchema, password, 'password', 'PASSWORD_TOO_SHORT');
      if (isCommonPassword(newPassword)) throw new AppError('PASSWORD_TOO_COMMON', { fields: [{ field: 'password', code: 'PASSWORD_TOO_COMMON' }] });
      const tokenHash = hashToken(value);
      const now = deps.now();
      const found = await repo.findAccountToken(db(), tokenHash);
      if (!found || !policy.isTokenUsable(found, 'password_reset', now)) throw new AppError('INVALID_RESET_TOKEN');
      const passwordHash = await hasher.hash(newPassword);
      const reset = await db().transaction(async (tx) => {
        const consumed = await repo.consumeAccountToken(tx, tokenHash, 'password_reset', now);
        if (!consumed) throw new AppError('INVALID_RESET_TOKEN');
        await repo.updateUser(tx, consumed.userId, { passwordHash });
        await repo.invalidateAccountTokens(tx, consumed.userId, 'password_reset', now);
        await sessions.endAllOf(tx, consumed.userId);
        return { userId: consumed.userId };
      });
      sessions.announceSignedOut(reset.userId, 'sessionsEnded');
      return reset;
    },

    async setLanguage(viewer: UserRow, language: unknown): Promise<UserRow> {
      const value = parseArg(languageSchema, language, 'language', 'BAD_INPUT');
      const user = await repo.updateUser(db(), viewer.id, { language: value });
      if (!user) throw new AppError('USER_NOT_FOUND');
      return user;
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
