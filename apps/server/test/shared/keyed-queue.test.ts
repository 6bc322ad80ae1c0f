import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from '../../src/shared/keyed-queue.js';

describe('keyed queue', () => {
  it('runs tasks of one key one after the other, other keys beside them, and goes on after a failure', async () => {
    const inTurn = createKeyedQueue();
    const log: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const a1 = inTurn('a', async () => {
      log.push('a1 start');
      await gate;
      log.push('a1 end');
      throw new Error('boom');
    });
    const a2 = inTurn('a', async () => {
      log.push('a2');
      return 2;
    });
    const b1 = inTurn('b', async () => {
      log.push('b1');
      return 1;
    });
    expect(await b1).toBe(1);
    expect(log).toEqual(['a1 start', 'b1']);
    release();
    await expect(a1).rejects.toThrow('boom');
    expect(await a2).toBe(2);
    expect(log).toEqual(['a1 start', 'b1', 'a1 end', 'a2']);
  });
});
