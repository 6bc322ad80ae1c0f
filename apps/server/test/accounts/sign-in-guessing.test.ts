import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS, SIGN_IN_DELAY } from '@venue/shared';
import { createTestApp, type TestApp } from '../harness.js';
import { PASSWORD, SIGN_IN, errorOf, signUp } from './support.js';

// Issue 11 item 6 (decision 0026): only wrong passwords count; per account and IP a hard limit,
// per account a growing wait that never keeps the owner's correct password out for long.

const WRONG = 'Wrong-Password-1';

describe('password guessing never locks the owner out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let ipSerial = 0;
  const freshIp = () => `10.40.${Math.floor((ipSerial += 1) / 250)}.${ipSerial % 250}`;
  const signIn = (email: string, password: string, ip: string) => t.gql(SIGN_IN, { input: { email, password } }, { ip });

  /** One wrong password from a new IP, waiting out the account's wait like a patient attacker. */
  async function guess(email: string, ip = freshIp()) {
    let err = errorOf(await signIn(email, WRONG, ip));
    while (err?.code === 'RATE_LIMITED') {
      expect(err.retryAfterSeconds).toBeLessThanOrEqual(SIGN_IN_DELAY.maxSeconds);
      t.advance(err.retryAfterSeconds! * 1000);
      err = errorOf(await signIn(email, WRONG, ip));
    }
    expect(err?.code).toBe('WRONG_CREDENTIALS');
  }

  it('lets the correct password in from a new device after 30 wrong ones from rotating IPs, after at most the capped wait', async () => {
    const { input } = await signUp(t);
    for (let i = 0; i < 30; i++) await guess(input.email);
    const ip = freshIp();
    const first = await signIn(input.email, PASSWORD, ip);
    if (first.errors) {
      const err = errorOf(first)!;
      expect(err.code).toBe('RATE_LIMITED');
      expect(err.retryAfterSeconds).toBeLessThanOrEqual(SIGN_IN_DELAY.maxSeconds);
      t.advance(err.retryAfterSeconds! * 1000);
      const again = await signIn(input.email, PASSWORD, ip);
      expect(again.errors).toBeUndefined();
    }
  });

  it('makes each wrong password beyond the free ones wait twice as long, up to the cap', async () => {
    const { input } = await signUp(t);
    for (let i = 0; i < RATE_LIMITS.signInFailuresPerAccount.limit; i++) await guess(input.email);
    // No wait yet: the free tries are used up only now.
    expect(errorOf(await signIn(input.email, WRONG, freshIp()))?.code).toBe('WRONG_CREDENTIALS');
    const waits: number[] = [];
    for (let k = 0; k < 8; k++) {
      const err = errorOf(await signIn(input.email, PASSWORD, freshIp()))!;
      expect(err.code).toBe('RATE_LIMITED');
      waits.push(err.retryAfterSeconds!);
      t.advance(err.retryAfterSeconds! * 1000);
      expect(errorOf(await signIn(input.email, WRONG, freshIp()))?.code).toBe('WRONG_CREDENTIALS');
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 60, 60, 60]);
    // A refused try is not evaluated and does not count: the wait stays as it was.
    const err = errorOf(await signIn(input.email, WRONG, freshIp()))!;
    expect(err).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 60 });
  });

  it('bars one IP from one account after its wrong passwords, even with the right one; other IPs and accounts stay open', async () => {
    const { input } = await signUp(t);
    const other = await signUp(t);
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.signInFailuresPerAccountIp.limit; i++) await guess(input.email, ip);
    t.advance(SIGN_IN_DELAY.maxSeconds * 1000); // past the account's wait: only the pair's bar remains
    const barred = errorOf(await signIn(input.email, PASSWORD, ip))!;
    expect(barred.code).toBe('RATE_LIMITED');
    expect(barred.retryAfterSeconds).toBeGreaterThan(SIGN_IN_DELAY.maxSeconds);
    expect((await signIn(other.input.email, PASSWORD, ip)).errors).toBeUndefined();
    expect((await signIn(input.email, PASSWORD, freshIp())).errors).toBeUndefined();
    t.advance(RATE_LIMITS.signInFailuresPerAccountIp.windowSeconds * 1000);
    expect((await signIn(input.email, PASSWORD, ip)).errors).toBeUndefined();
  });

  it('never counts a successful sign-in: 40 in a row from rotating IPs all work', async () => {
    const { input } = await signUp(t);
    for (let i = 0; i < 40; i++) expect((await signIn(input.email, PASSWORD, freshIp())).errors).toBeUndefined();
  });

  it('treats an unknown address exactly like a member’s (no hint who is a member)', async () => {
    const { input } = await signUp(t);
    const unknown = `nobody-${ipSerial}@example.ch`;
    const answers: string[] = [];
    for (const email of [input.email, unknown]) {
      for (let i = 0; i <= RATE_LIMITS.signInFailuresPerAccount.limit; i++) await guess(email);
      const err = errorOf(await signIn(email, WRONG, freshIp()))!;
      answers.push(`${err.code}:${err.retryAfterSeconds}`);
    }
    expect(answers).toEqual(['RATE_LIMITED:2', 'RATE_LIMITED:2']);
  });
});
