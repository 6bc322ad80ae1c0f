import { describe, expect, it } from 'vitest';
import { createKeyedBatches } from '../../src/shared/keyed-batches.js';

describe('keyed batches', () => {
  it('the first item goes at once; items arriving meanwhile go together next, each distinct name once per batch; keys side by side', async () => {
    const batches: string[][] = [];
    let release!: () => void;
    let gate = new Promise<void>((r) => (release = r));
    const submit = createKeyedBatches<{ who: string; n: number }, string>(
      async (key, items) => {
        batches.push(items.map((i) => `${key}:${i.who}${i.n}`));
        if (key === 'a') await gate;
        return items.map((i) => (i.n < 0 ? new Error(`refused ${i.who}`) : `${i.who}${i.n} placed`));
      },
      { max: 3, distinct: (i) => i.who },
    );
    const first = submit('a', { who: 'x', n: 1 });
    const waiting = [submit('a', { who: 'y', n: 1 }), submit('a', { who: 'x', n: 2 }), submit('a', { who: 'z', n: -1 }), submit('a', { who: 'w', n: 1 })];
    const other = submit('b', { who: 'v', n: 1 });
    expect(await other).toBe('v1 placed');
    expect(batches).toEqual([['a:x1'], ['b:v1']]);
    release();
    gate = Promise.resolve();
    expect(await first).toBe('x1 placed');
    const settled = await Promise.allSettled(waiting);
    // y, x and z together (x once), w over the maximum: the next batch.
    expect(batches).toEqual([['a:x1'], ['b:v1'], ['a:y1', 'a:x2', 'a:z-1'], ['a:w1']]);
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual(['y1 placed', 'x2 placed', 'refused z', 'w1 placed']);
  });

  it('a batch that throws fails each of its items, and the next batch still runs', async () => {
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const submit = createKeyedBatches<number, number>(
      async (_key, items) => {
        calls++;
        if (calls === 1) {
          await gate;
          throw new Error('database gone');
        }
        return items.map((i) => i * 10);
      },
      { max: 10 },
    );
    const failed = submit('k', 1);
    const next = [submit('k', 2), submit('k', 3)];
    release();
    await expect(failed).rejects.toThrow('database gone');
    expect(await Promise.all(next)).toEqual([20, 30]);
  });
});
