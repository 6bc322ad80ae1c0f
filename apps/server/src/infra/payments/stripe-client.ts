import Stripe from 'stripe';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Only for tests: a fake Stripe server (http://127.0.0.1:port) instead of api.stripe.com. */
  apiUrl?: string;
}

/** The SDK client; STRIPE_API_URL points it at another host through the SDK's own host/port/protocol options. */
export function createStripeClient({ secretKey, apiUrl }: Pick<StripeSettings, 'secretKey' | 'apiUrl'>): Stripe {
  return new Stripe(secretKey, {
    // The SDK retries network failures with the same idempotency key, so a retry never charges twice.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(apiUrl ? hostOptions(apiUrl) : {}),
  });
}

function hostOptions(apiUrl: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Marks the PaymentIntents charge() creates, so their webhooks are told apart from Checkout's. */
export const OFF_SESSION_ORIGIN = 'off_session_charge';

/** Our paymentId from the metadata the adapter put on every Stripe object it creates. */
export function paymentIdOf(metadata: Stripe.Metadata | null | undefined): string | null {
  const id = metadata?.paymentId;
  return typeof id === 'string' && id.length > 0 ? id : null;
}

export function idOf<T extends { id: string }>(value: string | T | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
