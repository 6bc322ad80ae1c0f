import { jpegImage, multipartBody } from '../media/support.js';
import { ROLES, SIDE, type World } from './world.js';
import { member } from '../friends/support.js';
import { pendingRequestOf, submitted } from '../verification/support.js';
import { reservationOfTarget } from './reservations-fixtures.js';
import { adminOnly, but, membersArea, ownerOnly, signedIn, type Expectations, type RouteEntry, type RouteRequest } from './presets.js';

// Who may call each HTTP route (docs/decisions/0029); the GraphQL operations are in matrix.ts.

/** Public files and pages: the same for everyone, visitors and timed-out members too. */
const open = Object.fromEntries(ROLES.map((r) => [r, 'allowed'])) as Expectations;

/**
 * Every route of the HTTP server but HEAD (Fastify adds a HEAD twin to each GET; it answers as
 * the GET does), keyed "METHOD url" as Fastify registered it. A route without an entry fails.
 */
export const ROUTES: Record<string, RouteEntry> = {
  'GET /healthz': { expect: open },
  // The load balancer's readiness probe (decision 0057): the same for everyone, no session needed.
  'GET /readyz': { expect: open },
  // Prometheus metrics (decision 0057): only METRICS_TOKEN opens them, never a member's session. The
  // matrix's app has no METRICS_TOKEN, so everyone gets the 404 of an unknown path; with a token
  // set, every session token is a wrong one: 401 (test/metrics.test.ts).
  'GET /metrics': { expect: every404() },
  // The operations behind it are the GraphQL entries above.
  'GET /graphql': { expect: open, request: () => ({ url: '/graphql?query=%7BserverTime%7D' }) },
  'POST /graphql': { expect: open, request: () => ({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: '{"query":"{ pushPublicKey }"}' }) },
  'OPTIONS /graphql': { expect: open, request: () => ({ method: 'OPTIONS', url: '/graphql' }) },
  // Venue pictures, news and event images: public files.
  'GET /media/*': { expect: open, request: (w) => ({ url: w.pageImagePath }) },
  'GET /api/news': { expect: open },
  'GET /api/events': { expect: open },
  'GET /api/events.ics': { expect: open },
  // The signed-in member as JSON:API (like currentUser).
  'GET /api/me': { expect: but(open, { visitor: 'NOT_SIGNED_IN' }) },
  'GET /api/me/export': { expect: but(signedIn, { timedOut: 'LOGIN_TIMEOUT' }) },
  'POST /api/uploads/images': {
    expect: adminOnly,
    request: async () => imageUpload('/api/uploads/images?purpose=news', {}),
  },
  'POST /api/photos': { expect: membersArea, request: async () => imageUpload('/api/photos', { visibility: 'PUBLIC' }) },
  // T's public photo: as the photo query (decision 0010).
  // 404 alike for whoever may not see it (a timed-out member counts as a visitor).
  'GET /api/photos/:id/:file': {
    expect: but(membersArea, { visitor: 'NOT_FOUND', pending: 'NOT_FOUND', blocked: 'NOT_FOUND', deactivated: 'NOT_FOUND', timedOut: 'NOT_FOUND' }),
    request: (w) => ({ url: w.photoPath }),
  },
  'POST /api/conversations/:id/uploads': { expect: ownerOnly, request: async (w) => imageUpload(`/api/conversations/${w.conversationId}/uploads`, { body: 'Schau' }) },
  // 404 alike for anyone but the participants (README); a timed-out member counts as a visitor.
  'GET /api/conversation-uploads/:id/:file': { expect: but(ownerOnly, { visitor: 'NOT_FOUND', timedOut: 'NOT_FOUND' }), request: (w) => ({ url: w.conversationUploadPath }) },
  // Payment provider webhooks (decision 0034): no session counts, only the signature (400 without one).
  'POST /api/payments/webhooks/:provider': {
    expect: open,
    request: () => ({ method: 'POST', url: '/api/payments/webhooks/test', headers: { 'content-type': 'application/json' }, payload: '{"id":"tev_x","type":"checkout.completed","data":{}}' }),
  },
  // The test provider's hosted checkout page: whoever holds the session link (like a provider's page).
  'GET /test-pay/checkout/:sessionRef': { expect: open, request: async (w) => ({ url: new URL((await testCheckout(w)).url).pathname }) },
  'POST /test-pay/checkout/:sessionRef': {
    expect: open,
    request: async (w) => ({ method: 'POST', url: new URL((await testCheckout(w)).url).pathname, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=cancel' }),
  },
  // The selfie of a verification request (decision 0033): uploaded by its member (T's own PENDING
  // request here), served to staff only, 404 for everyone else.
  'POST /api/verification-requests/:id/selfie': {
    expect: but(ownerOnly, { pending: 'NEED_PHONE_AND_EMAIL', deactivated: 'NEED_ACTIVE' }),
    request: async (w) => imageUpload(`/api/verification-requests/${await pendingRequestOf(w.t, w.target)}/selfie`, {}),
  },
  // Reservations (issue 14): an own reservation as .ics (others' ids are NOT_FOUND); the door list as CSV for staff.
  'GET /api/reservations/:file': {
    expect: but(ownerOnly, { pending: 'NEED_PHONE_AND_EMAIL', deactivated: 'NEED_ACTIVE' }),
    request: async (w) => ({ url: `/api/reservations/${await reservationOfTarget(w)}.ics` }),
  },
  'GET /api/admin/door-list.csv': { expect: adminOnly, request: (w) => ({ url: `/api/admin/door-list.csv?event=${w.eventId}` }) },
  'GET /api/verification-requests/:id/selfie': {
    expect: but(every404(), { admin: 'allowed' }),
    request: async (w) => ({ url: `/api/verification-requests/${await submittedSelfie(w)}/selfie` }),
  },
};

function every404(): Expectations {
  return Object.fromEntries(ROLES.map((r) => [r, 'NOT_FOUND'])) as Expectations;
}

const selfies = new WeakMap<World, Promise<string>>();
/** One real submitted selfie of a new member per world (its files are read by the admin case). */
function submittedSelfie(w: World): Promise<string> {
  let found = selfies.get(w);
  if (!found) {
    found = (async () => (await submitted(w.t, await member(w.t), await jpegImage(SIDE, SIDE))).id)();
    selfies.set(w, found);
  }
  return found;
}

/** A checkout session at the test provider (the payment it names need not exist for its page). */
function testCheckout(w: World) {
  return w.t.services.payments.provider.createCheckout({
    paymentId: crypto.randomUUID(),
    customerRef: null,
    email: 'x@example.ch',
    language: 'de',
    lineItems: [{ description: 'Premium', unitAmountRappen: 1000, quantity: 1 }],
    saveMethod: false,
    successUrl: 'http://localhost/ok',
    cancelUrl: 'http://localhost/cancel',
  });
}

async function imageUpload(url: string, fields: Record<string, string>): Promise<RouteRequest> {
  const body = multipartBody({ data: await jpegImage(SIDE, SIDE), filename: 'bild.jpg', contentType: 'image/jpeg' }, fields);
  return { method: 'POST', url, headers: { 'content-type': body.contentType }, payload: body.payload };
}
