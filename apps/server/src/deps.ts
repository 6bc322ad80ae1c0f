import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Mailer } from './infra/mail/mailer.js';
import type { SmsSender } from './infra/sms/sms.js';
import type { RateLimiter } from './infra/rate-limit/rate-limiter.js';
import type { PubSub } from './realtime/pubsub.js';
import type { Storage } from './infra/storage/storage.js';
import type { PaymentProvider } from './infra/payments/payment-provider.js';

/** Everything from the outside world the app needs; main.ts builds the real ones, tests their own. */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  sms: SmsSender;
  rateLimiter: RateLimiter;
  pubsub: PubSub;
  /** Uploaded and generated files (images), DATA_DIR/storage by default. */
  storage: Storage;
  /** The payment provider (PAYMENT_PROVIDER); unset: chosen from the configuration by createServices. */
  payments?: PaymentProvider;
  /** PING on every Redis connection of the app (GET /readyz); set exactly when REDIS_URL is. */
  pingRedis?: () => Promise<void>;
  /** Injected clock so tests can move time (token expiry, timeouts). */
  now: () => Date;
}
