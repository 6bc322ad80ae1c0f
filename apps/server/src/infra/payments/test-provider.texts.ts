// The test provider's own words: on its checkout page and as the "provider's message" the app
// stores with a payment (a real provider answers in its own words too).

const TEXTS = {
  de: {
    paid: 'Zahlung erfolgreich (Testkarte).',
    saved: 'Testkarte gespeichert.',
    declined: 'Die Karte wurde abgelehnt.',
    expired: 'Die Karte ist abgelaufen.',
    cancelled: 'Zahlung abgebrochen.',
    sessionExpired: 'Die Zeit für diese Zahlung ist abgelaufen.',
    noSuchCard: 'Diese Zahlungsart ist nicht mehr hinterlegt.',
    title: 'Test-Zahlung',
    banner: 'TEST – es wird kein echtes Geld bewegt',
    total: 'Total',
    saveNote: 'Die Testkarte wird für spätere Verlängerungen gespeichert.',
    card: 'Testkarte •••• 4242',
    pay: 'Bezahlen',
    payZero: 'Karte speichern',
    decline: 'Karte ablehnen',
    expiredButton: 'Karte abgelaufen',
    back: 'Zurück (abbrechen)',
    gone: 'Diese Zahlung gibt es nicht (mehr).',
  },
  en: {
    paid: 'Payment succeeded (test card).',
    saved: 'Test card saved.',
    declined: 'Your card was declined.',
    expired: 'Your card has expired.',
    cancelled: 'Payment cancelled.',
    sessionExpired: 'The time for this payment ran out.',
    noSuchCard: 'This payment method is no longer saved.',
    title: 'Test payment',
    banner: 'TEST – no real money moves',
    total: 'Total',
    saveNote: 'The test card is saved for later renewals.',
    card: 'Test card •••• 4242',
    pay: 'Pay',
    payZero: 'Save card',
    decline: 'Decline card',
    expiredButton: 'Card expired',
    back: 'Back (cancel)',
    gone: 'This payment does not exist (any more).',
  },
} as const;

export type TestProviderText = keyof (typeof TEXTS)['de'];
export type TestProviderMessage = 'paid' | 'saved' | 'declined' | 'expired' | 'cancelled' | 'noSuchCard' | 'sessionExpired';

export function testProviderMessage(language: 'de' | 'en', key: TestProviderText): string {
  return TEXTS[language][key];
}
