import crypto from 'node:crypto';
import { pino } from 'pino';
import type { AppDeps } from '../../deps.js';
import { insertSettingOnce, readSetting } from '../../modules/system/app-settings.repository.js';
import type { PaymentProvider } from './payment-provider.js';
import { createTestPaymentProvider, type TestPaymentProvider } from './test-provider.js';
import { createStripeProvider } from './stripe-provider.js';

/** The app_settings row with the test provider's generated webhook secret. */
export const TEST_WEBHOOK_SECRET_SETTING = 'payments.test_webhook_secret';

/**
 * The test provider's webhook secret: TEST_PAYMENT_WEBHOOK_SECRET, else one generated once and
 * stored in the database (like the VAPID keys), so every instance and every restart agree.
 */
function testWebhookSecretSource(deps: Pick<AppDeps, 'config' | 'database'>): () => Promise<string> {
  let pending: Promise<string> | null = null;
  async function resolve(): Promise<string> {
    if (deps.config.payments.testWebhookSecret) return deps.config.payments.testWebhookSecret;
    const stored = await readSetting(deps.database.db, TEST_WEBHOOK_SECRET_SETTING);
    if (typeof stored === 'string' && stored.length >= 16) return stored;
    const written = await insertSettingOnce(deps.database.db, TEST_WEBHOOK_SECRET_SETTING, `whsec_test_${crypto.randomBytes(24).toString('hex')}`);
    if (typeof written.value !== 'string') throw new Error(`app_settings "${TEST_WEBHOOK_SECRET_SETTING}" holds no secret; delete that row`);
    return written.value;
  }
  return () => {
    pending ??= resolve().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

export function createPaymentProvider(deps: Pick<AppDeps, 'config' | 'database' | 'now'>): PaymentProvider {
  // PAYMENT_PROVIDER=stripe: the config refused to load without both Stripe keys.
  if (deps.config.payments.stripe) return createStripeProvider(deps.config.payments.stripe);
  return createTestPaymentProvider({
    db: () => deps.database.db,
    publicUrl: () => deps.config.publicUrl,
    webhookSecret: testWebhookSecretSource(deps),
    now: deps.now,
    log: pino({ name: 'payments', level: deps.config.logLevel }),
  });
}

export function isTestProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.name === 'test' && 'complete' in provider;
}
