import type { Redis } from 'ioredis';

export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters: `hit` counts one attempt for key and says if it is within the limit.
 * `peek` reads a count without adding to it (e.g. to count failures only), and `block` holds a
 * key for a given time (a wait that `peek` then reports).
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateDecision>;
  peek(key: string): Promise<{ count: number; retryAfterSeconds: number }>;
  block(key: string, seconds: number): Promise<void>;
  reset(key: string): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string, t: number) => {
    const w = windows.get(key);
    return w && w.resetAt > t ? w : undefined;
  };
  const store = (key: string, w: { count: number; resetAt: number }, t: number) => {
    windows.set(key, w);
    if (windows.size > 100_000) for (const [k, v] of windows) if (v.resetAt <= t) windows.delete(k);
  };
  const secondsLeft = (w: { resetAt: number }, t: number) => Math.max(1, Math.ceil((w.resetAt - t) / 1000));
  return {
    async hit(key, limit, windowSeconds) {
      const t = now();
      let w = live(key, t);
      if (!w) {
        w = { count: 0, resetAt: t + windowSeconds * 1000 };
        store(key, w, t);
      }
      w.count += 1;
      return { allowed: w.count <= limit, retryAfterSeconds: secondsLeft(w, t) };
    },
    async peek(key) {
      const t = now();
      const w = live(key, t);
      return w ? { count: w.count, retryAfterSeconds: secondsLeft(w, t) } : { count: 0, retryAfterSeconds: 0 };
    },
    async block(key, seconds) {
      const t = now();
      store(key, { count: 1, resetAt: t + seconds * 1000 }, t);
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/** Shared across instances: INCR + EXPIRE on first hit, atomically in one script. */
export function createRedisRateLimiter(redis: Redis, prefix = 'rl:'): RateLimiter {
  const script = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('TTL', KEYS[1])}`;
  const peekScript = `return {tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('TTL', KEYS[1])}`;
  return {
    async hit(key, limit, windowSeconds) {
      const [count, ttl] = (await redis.eval(script, 1, prefix + key, windowSeconds)) as [number, number];
      return { allowed: count <= limit, retryAfterSeconds: Math.max(1, ttl) };
    },
    async peek(key) {
      const [count, ttl] = (await redis.eval(peekScript, 1, prefix + key)) as [number, number];
      return count > 0 ? { count, retryAfterSeconds: Math.max(1, ttl) } : { count: 0, retryAfterSeconds: 0 };
    },
    async block(key, seconds) {
      await redis.set(prefix + key, 1, 'EX', seconds);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * Redis's shared counters while Redis answers, this instance's own counters while it does not
 * (issue 19: never "no limit" silently). `available` says whether Redis is connected now, so a
 * request does not wait for a lost server; a call that fails anyway is answered by the fallback.
 * During an outage each instance counts on its own: a limit holds per instance, a little looser
 * across several. A warning is logged once per outage.
 */
export function createFallbackRateLimiter(primary: RateLimiter, fallback: RateLimiter, opts: { available: () => boolean; warn: (msg: string) => void }): RateLimiter {
  let lost = false;
  const use = async <T>(call: (limiter: RateLimiter) => Promise<T>): Promise<T> => {
    if (opts.available()) {
      try {
        const result = await call(primary);
        if (lost) {
          lost = false;
          opts.warn('Redis is back: rate limits are shared between instances again');
        }
        return result;
      } catch {
        // Lost between the check and the answer: counted here instead.
      }
    }
    if (!lost) {
      lost = true;
      opts.warn('Redis is unreachable: rate limits are counted by each instance on its own until it returns');
    }
    return call(fallback);
  };
  return {
    hit: (key, limit, windowSeconds) => use((l) => l.hit(key, limit, windowSeconds)),
    peek: (key) => use((l) => l.peek(key)),
    block: (key, seconds) => use((l) => l.block(key, seconds)),
    reset: (key) => use((l) => l.reset(key)),
  };
}
