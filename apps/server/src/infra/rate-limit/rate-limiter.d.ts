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
export declare function createMemoryRateLimiter(now?: () => number): RateLimiter;
/** Shared across instances: INCR + EXPIRE on first hit, atomically in one script. */
export declare function createRedisRateLimiter(redis: Redis, prefix?: string): RateLimiter;
