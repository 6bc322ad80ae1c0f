// Facts of the (fictional) venue that the web app's footer and the seeded venue pages share, so
// that every page tells the same story. No zod here: the public pages import this.

export const VENUE = {
  name: 'Club Venue',
  company: 'Venue Gastro & Wellness AG',
  street: 'Riedstrasse 14',
  place: '8899 Seewil SZ',
  phone: '+41 55 410 20 30',
  email: 'info@club-venue.example',
  pressEmail: 'presse@club-venue.example',
  uid: 'CHE-109.876.543',
} as const;

/** A link that opens directions to the venue in the visitor's maps app or site (no embedded map). */
export function directionsUrl(): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${VENUE.street}, ${VENUE.place}, Schweiz`)}`;
}

/** The phone number as a `tel:` link (digits and the leading +). */
export function phoneHref(phone: string = VENUE.phone): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
