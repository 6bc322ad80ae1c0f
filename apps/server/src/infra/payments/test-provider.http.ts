import { escapeHtml } from '../../shared/markdown-html.js';
import { formatChf } from '@venue/shared';
import type { FastifyInstance } from 'fastify';
import type { CheckoutAction, TestCheckoutSession, TestPaymentProvider } from './test-provider.js';
import { testProviderMessage, type TestProviderText } from './test-provider.texts.js';

// The test provider's hosted checkout page, served by the app itself (PAYMENT_PROVIDER=test):
// plain server-rendered HTML, clearly marked TEST, in the member's language. Its buttons post back
// here; the provider then tells the app by a signed webhook and sends the browser back.

const ACTIONS: CheckoutAction[] = ['pay', 'decline', 'expired', 'cancel'];


function page(session: TestCheckoutSession, sessionRef: string): string {
  const t = (key: TestProviderText) => escapeHtml(testProviderMessage(session.language, key));
  const total = session.lineItems.reduce((sum, i) => sum + i.unitAmountRappen * i.quantity, 0);
  const items = session.lineItems
    .map((i) => `<tr><td>${escapeHtml(i.description)}${i.quantity > 1 ? ` × ${i.quantity}` : ''}</td><td class="amount">${formatChf(i.unitAmountRappen * i.quantity)}</td></tr>`)
    .join('');
  const button = (action: CheckoutAction, label: string, style: string) =>
    `<button type="submit" name="action" value="${action}" class="${style}">${escapeHtml(label)}</button>`;
  return `<!doctype html>
<html lang="${session.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('title')}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f3f1ee;color:#1d1b19}
.banner{background:#b54708;color:#fff;text-align:center;font-weight:700;letter-spacing:.04em;padding:10px 16px}
main{max-width:420px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:16px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:24px}
h1{font-size:1.35rem;margin:0 0 16px}
table{width:100%;border-collapse:collapse;margin-bottom:12px}td{padding:8px 0;border-bottom:1px solid #eee}
.amount{text-align:right;white-space:nowrap}.total td{font-weight:700;border-bottom:none}
.note{color:#5f5a54;font-size:.9rem}.method{border:1px dashed #b54708;border-radius:10px;padding:10px 12px;margin:12px 0;font-family:ui-monospace,monospace}
button{display:block;width:100%;font:inherit;font-weight:600;border-radius:10px;padding:12px;margin-top:10px;cursor:pointer;border:1px solid #d0cbc4;background:#fff;color:#1d1b19}
button.primary{background:#1d1b19;color:#fff;border-color:#1d1b19}button.danger{color:#b42318;border-color:#f1b4ae}
</style></head>
<body><div class="banner" role="note">${t('banner')}</div>
<main><div class="card">
<h1>${t('title')}</h1>
<table>${items}<tr class="total"><td>${t('total')}</td><td class="amount">${formatChf(total)}</td></tr></table>
${session.saveMethod ? `<p class="note">${t('saveNote')}</p>` : ''}
<div class="method">${t('card')}</div>
<form method="post" action="/test-pay/checkout/${escapeHtml(sessionRef)}">
${button('pay', testProviderMessage(session.language, total > 0 ? 'pay' : 'payZero'), 'primary')}
${button('decline', testProviderMessage(session.language, 'decline'), 'danger')}
${button('expired', testProviderMessage(session.language, 'expiredButton'), 'danger')}
${button('cancel', testProviderMessage(session.language, 'back'), '')}
</form></div></main></body></html>`;
}

export async function registerTestCheckout(app: FastifyInstance, opts: { provider: TestPaymentProvider }) {
  const { provider } = opts;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get<{ Params: { sessionRef: string } }>('/test-pay/checkout/:sessionRef', async (req, reply) => {
    const session = await provider.session(req.params.sessionRef);
    if (!session) return reply.code(404).type('text/plain; charset=utf-8').send(testProviderMessage('de', 'gone'));
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page(session, req.params.sessionRef));
  });

  app.post<{ Params: { sessionRef: string }; Body: { action?: string } }>('/test-pay/checkout/:sessionRef', async (req, reply) => {
    const action = ACTIONS.find((a) => a === req.body?.action);
    if (!action) return reply.code(400).type('text/plain; charset=utf-8').send('action?');
    const next = await provider.complete(req.params.sessionRef, action);
    if (!next) return reply.code(404).type('text/plain; charset=utf-8').send(testProviderMessage('de', 'gone'));
    return reply.redirect(next, 303);
  });
}
