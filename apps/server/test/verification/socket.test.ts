import { beforeAll, describe, expect, it } from 'vitest';
import { socketTestApp } from '../realtime/support.js';
import type { TestApp } from '../harness.js';
import { admin, APPROVE, jpegImage, member, submitted } from './support.js';

// Issue 13: "the unverified limits lift at once". An open socket holds the member as they were when
// it connected; approving the verification makes it read the member again, and it stays open.

const TICKS = 'subscription { serverTime(intervalMs: 200) }';

describe('an open socket of a member who is verified', () => {
  const app = socketTestApp();
  let t: TestApp;
  beforeAll(() => {
    t = app.t;
  });

  it('sees the verified member at once and stays open', async () => {
    const boss = await admin(t);
    const anna = await member(t, { sex: 'F' });
    const request = await submitted(t, anna, await jpegImage(600, 800));
    const live = app.subscribe(anna.token, TICKS);
    await live.waitFor(1);
    const [connection] = t.realtime.registry.of(anna.id);
    expect(connection!.context.viewer!.isVerified).toBe(false);
    expect((await t.gql(APPROVE, { id: request.id }, { token: boss.token })).errors).toBeUndefined();
    await expect.poll(() => t.realtime.registry.of(anna.id)[0]?.context.viewer?.isVerified).toBe(true);
    const seen = live.results.length;
    await live.waitFor(seen + 1);
    expect(live.closedWith).toBeNull();
  });
});
