import path from 'node:path';
import { Redis, type RedisOptions } from 'ioredis';
import type { Config } from '../config.js';
import type { AppDeps } from '../deps.js';
import type { Database } from '../db/client.js';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer.js';
import { createHttpSms, createOutboxSms } from './sms/sms.js';
import { createFallbackRateLimiter, createMemoryRateLimiter, createRedisRateLimiter } from './rate-limit/rate-limiter.js';
import { createFanOutPubSub, createMemoryPubSub } from '../realtime/pubsub.js';
import { createRedisEventTarget } from '../realtime/redis-event-target.js';
import { createLocalStorage, type Storage } from './storage/storage.js';
import { createS3Storage } from './storage/s3-storage.js';

/** The real adapters chosen by configuration (architecture §5: local default, production impl). */
export function createDeps(config: Config, database: Database): AppDeps & { dispose(): Promise<void> } {
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(path.join(config.dataDir, 'outbox/mail'), config.mailFrom);
  const sms = config.smsProviderUrl ? createHttpSms(config.smsProviderUrl, config.smsProviderToken) : createOutboxSms(path.join(config.dataDir, 'outbox/sms'));
  const redisClients: Redis[] = [];
  const warn = (msg: string) => console.warn(`[venue] ${msg}`);
  // With Redis lost, a request must not wait for it (issue 19): while ioredis reconnects, the rate
  // limits and the publisher do not send (the callers fall back), and a command never waits longer
  // than a second. Before the first connection is up, commands wait in ioredis's queue. Only the
  // subscriber keeps its SUBSCRIBEs queued through an outage; ioredis subscribes again after it.
  const redis = (options: RedisOptions) => {
    const client = new Redis(config.redisUrl!, { lazyConnect: false, ...options });
    client.on('error', () => undefined);
    redisClients.push(client);
    return client;
  };
  const reachable = (client: Redis) => () => client.status !== 'reconnecting' && client.status !== 'close' && client.status !== 'end';
  const failFast: RedisOptions = { maxRetriesPerRequest: 0, commandTimeout: 1000 };
  let rateLimiter = createMemoryRateLimiter();
  if (config.redisUrl) {
    const client = redis(failFast);
    rateLimiter = createFallbackRateLimiter(createRedisRateLimiter(client), rateLimiter, { available: reachable(client), warn });
  }
  const publishClient = config.redisUrl ? redis(failFast) : undefined;
  const pubsub = publishClient
    ? createFanOutPubSub(createRedisEventTarget({ publishClient, available: reachable(publishClient), subscribeClient: redis({ maxRetriesPerRequest: null }), warn }))
    : createMemoryPubSub();
  const storage = createStorage(config);
  return {
    config,
    database,
    mailer,
    sms,
    rateLimiter,
    pubsub,
    storage,
    now: () => new Date(),
    ...(config.redisUrl ? { pingRedis: () => pingAll(redisClients) } : {}),
    async dispose() {
      mailer.close?.();
      storage.dispose?.();
      await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}

/** A bucket when several instances serve the same members (decision 0056); DATA_DIR/storage else. The CLI's seeds use it too. */
export function createStorage(config: Config): Storage & { dispose?(): void } {
  return config.storage.kind === 's3' ? createS3Storage(config.storage) : createLocalStorage(path.join(config.dataDir, 'storage'));
}

/** PING on each connection (GET /readyz); one that is not connected now fails at once instead of waiting in a queue. */
async function pingAll(clients: Redis[]): Promise<void> {
  await Promise.all(
    clients.map(async (client) => {
      if (client.status !== 'ready') throw new Error(`redis connection ${client.status}`);
      await client.ping();
    }),
  );
}
