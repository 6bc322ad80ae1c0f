import { describe, expect, it } from 'vitest';
import { sharedWhilePending } from './shared-while-pending.js';

describe('sharedWhilePending', () => {
  it('reads once for the callers of one key while the read runs, and afresh after it settled', async () => {
    const shared = sharedWhilePending<string, number>();
    let reads = 0;
    const read = () => Promise.resolve(++reads);
    const [a, b, other] = await Promise.all([shared('k', read), shared('k', read), shared('j', read)]);
    expect([a, b, other]).toEqual([1, 1, 2]);
    expect(await shared('k', read)).toBe(3);
  });

  it('forgets a failed read: every waiting caller gets the failure, the next caller reads again', async () => {
    const shared = sharedWhilePending<string, number>();
    const failing = () => Promise.reject(new Error('away'));
    const results = await Promise.allSettled([shared('k', failing), shared('k', () => Promise.resolve(7))]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await shared('k', () => Promise.resolve(8))).toBe(8);
  });
});
