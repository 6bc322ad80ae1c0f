import path from 'node:path';
import { Redis } from 'ioredis';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import type { Config } from '../config.js';
import type { AppDeps } from '../deps.js';
import type { Database } from '../db/client.js';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer.js';
import { createHttpSms, createOutboxSms } from './sms/sms.js';
import { createMemoryRateLimiter, createRedisRateLimiter } from './rate-limit/rate-limiter.js';
import { createFanOutPubSub, createMemoryPubSub } from '../realtime/pubsub.js';
import { createLocalStorage } from './storage/storage.js';

/** The real adapters chosen by configuration (architecture §5: local default, production impl). */
export function createDeps(config: Config, database: Database): AppDeps & { dispose(): Promise<void> } {
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(path.join(config.dataDir, 'outbox/mail'), config.mailFrom);
  const sms = config.smsProviderUrl ? createHttpSms(config.smsProviderUrl, config.smsProviderToken) : createOutboxSms(path.join(config.dataDir, 'outbox/sms'));
  const redisClients: Redis[] = [];
  const redis = () => {
    const client = new Redis(config.redisUrl!, { maxRetriesPerRequest: 3, lazyConnect: false });
    redisClients.push(client);
    return client;
  };
  const rateLimiter = config.redisUrl ? createRedisRateLimiter(redis()) : createMemoryRateLimiter();
  const pubsub = config.redisUrl
    ? createFanOutPubSub(createRedisEventTarget({ publishClient: redis(), subscribeClient: redis() }))
    : createMemoryPubSub();
  return {
    config,
    database,
    mailer,
    sms,
    rateLimiter,
    pubsub,
    storage: createLocalStorage(path.join(config.dataDir, 'storage')),
    now: () => new Date(),
    async dispose() {
      mailer.close?.();
      await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
