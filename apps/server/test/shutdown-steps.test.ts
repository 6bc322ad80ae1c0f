import { describe, expect, it } from 'vitest';
import { runShutdown, type ShutdownStep } from '../src/shutdown.js';

// The shutdown plan of main.ts (decision 0057): ordered, bounded, and the last step always runs.
describe('runShutdown', () => {
  const step = (name: string, done: string[], run: () => Promise<unknown> | void = () => undefined): ShutdownStep => ({
    name,
    run: async () => {
      await run();
      done.push(name);
    },
  });

  it('runs the steps in order, a group together, and reports success', async () => {
    const done: string[] = [];
    let releaseSlow!: () => void;
    const slow = new Promise<void>((resolve) => (releaseSlow = resolve));
    const ok = await runShutdown(
      [[step('slow', done, () => slow), step('fast', done, () => void releaseSlow())], step('last', done)],
      { timeoutMs: 5_000, log: () => undefined, onDeadline: () => expect.fail('no deadline') },
    );
    // 'slow' ends only because 'fast' ran beside it; 'last' waited for both.
    expect(ok).toBe(true);
    expect(done.slice(0, 2).sort()).toEqual(['fast', 'slow']);
    expect(done[2]).toBe('last');
  });

  it('goes on after a failing step, logs it and reports failure', async () => {
    const done: string[] = [];
    const logged: string[] = [];
    const ok = await runShutdown([step('broken', done, () => Promise.reject(new Error('boom'))), step('database', done)], {
      timeoutMs: 5_000,
      log: (msg) => logged.push(msg),
      onDeadline: () => expect.fail('no deadline'),
    });
    expect(ok).toBe(false);
    expect(done).toEqual(['database']);
    expect(logged).toEqual(['shutdown: broken failed: boom']);
  });

  it('names the steps still running when the deadline passes', async () => {
    const logged: string[] = [];
    const pending = await new Promise<string[]>((resolve) => {
      void runShutdown([[step('hangs', [], () => new Promise(() => undefined)), step('quick', [])]], { timeoutMs: 50, log: (msg) => logged.push(msg), onDeadline: resolve });
    });
    expect(pending).toEqual(['hangs']);
    expect(logged).toEqual(['shutdown: not done within 50 ms, still waiting for: hangs']);
  });
});
