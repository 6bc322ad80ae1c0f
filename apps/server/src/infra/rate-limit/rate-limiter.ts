import type { Redis } from 'ioredis';

export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Fixed-window counters: `hit` counts one attempt for key and says if it is within the limit. */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateDecision>;
  reset(key: string): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, limit, windowSeconds) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowSeconds * 1000 };
        windows.set(key, w);
        if (windows.size > 100_000) for (const [k, v] of windows) if (v.resetAt <= t) windows.delete(k);
      }
      w.count += 1;
      return { allowed: w.count <= limit, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - t) / 1000)) };
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
  return {
    async hit(key, limit, windowSeconds) {
      const [count, ttl] = (await redis.eval(script, 1, prefix + key, windowSeconds)) as [number, number];
      return { allowed: count <= limit, retryAfterSeconds: Math.max(1, ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
