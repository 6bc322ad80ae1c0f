import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@venue/shared';
import { createTestApp, type TestApp } from '../harness.js';
import { createMemoryRateLimiter, type RateLimiter } from '../../src/infra/rate-limit/rate-limiter.js';
import { member } from '../settings/support.js';
import { SEND_PHONE_CODE, errorOf, smsTo } from './support.js';

// Issue 11 item 13: sendPhoneCode texted any number as often as members asked. Now each
// destination number gets at most RATE_LIMITS.smsPerNumber codes a day, whoever asks.

describe('SMS per destination number and day', () => {
  let t: TestApp;
  const keys: string[] = [];
  beforeAll(async () => {
    let offset = 0;
    // The harness's limiter, watched: which keys the SMS cap uses.
    const inner = createMemoryRateLimiter(() => Date.now() + offset);
    const watched: RateLimiter = { ...inner, hit: (key, limit, windowSeconds) => (keys.push(key), inner.hit(key, limit, windowSeconds)) };
    t = await createTestApp({ rateLimiter: watched });
    const advance = t.advance;
    t.advance = (ms) => {
      offset += ms;
      advance(ms);
    };
  });
  afterAll(() => t.close());

  it('sends at most the daily number of codes to one number, across members; RATE_LIMITED after, open again the next day', async () => {
    const target = '+41765550123';
    // Activated members changing their number (the code goes to the new one).
    const members = [];
    for (let i = 0; i < RATE_LIMITS.smsPerNumber.limit + 2; i++) members.push(await member(t));
    const before = (await smsTo(t, target)).length;
    for (const m of members.slice(0, RATE_LIMITS.smsPerNumber.limit)) {
      expect((await t.gql(SEND_PHONE_CODE, { phone: target }, { token: m.token, ip: '10.50.0.1' })).errors).toBeUndefined();
    }
    const refused = errorOf(await t.gql(SEND_PHONE_CODE, { phone: target }, { token: members.at(-2)!.token, ip: '10.50.0.2' }));
    expect(refused?.code).toBe('RATE_LIMITED');
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    expect(await smsTo(t, target)).toHaveLength(before + RATE_LIMITS.smsPerNumber.limit);
    // Another number is not affected.
    expect((await t.gql(SEND_PHONE_CODE, { phone: '+41765550124' }, { token: members.at(-2)!.token, ip: '10.50.0.2' })).errors).toBeUndefined();
    t.advance(RATE_LIMITS.smsPerNumber.windowSeconds * 1000);
    expect((await t.gql(SEND_PHONE_CODE, { phone: target }, { token: members.at(-1)!.token, ip: '10.50.0.3' })).errors).toBeUndefined();
    expect(await smsTo(t, target)).toHaveLength(before + RATE_LIMITS.smsPerNumber.limit + 1);
  });

  it('keys the count by a hash, never by the number itself', () => {
    const smsKeys = keys.filter((k) => k.startsWith('sms:'));
    expect(smsKeys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).not.toMatch(/7655501|\+41/);
  });
});
