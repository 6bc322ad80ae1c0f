import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebhookSignatureError, type PaymentProvider, type ProviderEvent } from '../../../src/infra/payments/payment-provider.js';

// Stands in for the app's webhook route in the adapter's own tests: the raw body and headers go
// to provider.parseWebhook, as the route does; 400 for a bad signature, 200 otherwise.

const PATH = '/api/payments/webhooks/stripe';

export interface WebhookReceiver {
  url: string;
  /** What parseWebhook answered for each accepted webhook, in order (null: an event the app ignores). */
  events: Array<ProviderEvent | null>;
  rejected: number;
  close(): Promise<void>;
}

export async function startWebhookReceiver(provider: PaymentProvider): Promise<WebhookReceiver> {
  const receiver: WebhookReceiver = { url: '', events: [], rejected: 0, close: async () => {} };
  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== PATH) {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      provider
        .parseWebhook(Buffer.concat(chunks), req.headers)
        .then((event) => {
          receiver.events.push(event);
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ received: true }));
        })
        .catch((error: unknown) => {
          if (error instanceof WebhookSignatureError) receiver.rejected += 1;
          res.writeHead(error instanceof WebhookSignatureError ? 400 : 500).end(String(error));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${PATH}`;
  receiver.close = () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  return receiver;
}
