import type { FakeStripe } from './fake-stripe.js';
import type { TestPayment } from './stripe-objects.js';

// The fake's hosted checkout page (session.url), so a browser journey can pay like a member:
// one button per test card and TWINT; paying redirects to success_url, "Back" to cancel_url.

const CHOICES: Array<[TestPayment, string]> = [
  ['visa', 'Visa •••• 4242'],
  ['declined', 'Declined card •••• 0002'],
  ['expired', 'Expired card •••• 0069'],
  ['declinesOffSession', 'Card declined at renewal •••• 0341'],
  ['twint', 'TWINT'],
];

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function checkoutPage(fake: FakeStripe, method: string, url: URL, body: string): Promise<{ status: number; payload: string; headers?: Record<string, string> }> {
  const sessionId = url.pathname.slice('/c/pay/'.length);
  const session = fake.state.sessions.get(sessionId);
  const html = (status: number, content: string) => ({ status, payload: page(content), headers: { 'content-type': 'text/html; charset=utf-8' } });
  if (!session) return html(404, '<p>This checkout does not exist.</p>');
  if (session.status !== 'open') return html(410, `<p>This checkout is ${escape(session.status)}.</p>`);

  let error = '';
  if (method === 'POST') {
    const choice = new URLSearchParams(body).get('pay') as TestPayment | null;
    if (!choice || !CHOICES.some(([name]) => name === choice)) return html(400, '<p>Unknown payment choice.</p>');
    const outcome = await fake.completeCheckout(sessionId, choice);
    if (outcome.paid) return { status: 303, payload: '', headers: { location: session.success_url ?? '/' } };
    error = `<p role="alert">${escape(outcome.message)}</p>`;
  }
  const amount = session.amount_total === null ? 'Save a card' : `CHF ${(session.amount_total / 100).toFixed(2)}`;
  const offered = CHOICES.filter(([name]) => session.payment_method_types.includes(name === 'twint' ? 'twint' : 'card'));
  const buttons = offered.map(([name, label]) => `<button name="pay" value="${name}">${escape(label)}</button>`).join('');
  return html(200, `<h1>Fake Stripe (TEST)</h1><p>${amount}</p>${error}<form method="post">${buttons}</form><a href="${escape(session.cancel_url ?? '/')}">Back</a>`);
}

function page(content: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title></head><body>${content}</body></html>`;
}
