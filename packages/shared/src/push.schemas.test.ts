import { describe, expect, it } from 'vitest';
import { isPushEndpoint, pushSubscriptionInput } from './push.schemas.js';

// What real browsers send (Chrome/FCM, Firefox/Mozilla, Edge/WNS, Safari/Apple) passes; what
// would make the server send requests anywhere else does not.
const P256DH = `B${'N'.repeat(86)}`;
const AUTH = 'k'.repeat(22);

describe('push subscription input', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bHxyz',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABh',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
    'https://web.push.apple.com/QGuQyavXutnMH3ZZsXRSiMcS',
  ])('accepts %s', (endpoint) => {
    expect(pushSubscriptionInput.safeParse({ endpoint, p256dh: P256DH, auth: AUTH }).success).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/x',
    'https://127.0.0.1/x',
    'https://2130706433/x',
    'https://[::1]/x',
    'https://localhost/x',
    'https://push.localhost/x',
    'https://intranet/x',
    'https://push.example.com:444/x',
    'https://u:p@push.example.com/x',
    'ftp://push.example.com/x',
    `https://push.example.com/${'x'.repeat(1000)}`,
  ])('refuses %s', (endpoint) => {
    expect(isPushEndpoint(endpoint)).toBe(false);
  });

  it('names the field and the code of each bad key', () => {
    const result = pushSubscriptionInput.safeParse({ endpoint: 'https://fcm.googleapis.com/x', p256dh: 'B123', auth: 42 });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['p256dh', 'PUSH_KEY_INVALID'],
      ['auth', 'PUSH_KEY_INVALID'],
    ]);
  });
});
