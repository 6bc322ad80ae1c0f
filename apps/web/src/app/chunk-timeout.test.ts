import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadTimeoutError, withChunkTimeout } from './chunk-timeout.js';

afterEach(() => vi.useRealTimers());

describe('lazy screen loading', () => {
  it('fails with a timeout after 120 seconds, not before', async () => {
    vi.useFakeTimers();
    const load = withChunkTimeout(() => new Promise<never>(() => undefined));
    const outcome = load().then(
      () => 'loaded',
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadTimeoutError);
  });

  it('passes a screen through that arrives in time', async () => {
    const load = withChunkTimeout(async () => ({ Component: () => null }), 50);
    await expect(load()).resolves.toHaveProperty('Component');
  });

  it('passes a failed download on as an error', async () => {
    const load = withChunkTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), 50);
    await expect(load()).rejects.toThrow('Failed to fetch');
  });
});
