import { RESERVATION_LIMITS, type Sex } from '@venue/shared';

// The party rules as the form shows them before sending (issue 14, spec §5 and §9). The server
// decides (apps/server/src/modules/reservations/reservations.policy.ts: partyDecision,
// coupleOnlyDecision, guestTypesDecision); these only say at once what it would answer, with the
// shared limits (packages/shared reservations.schemas.ts).

export interface Party {
  femaleGuests: number;
  maleGuests: number;
}

export interface GuestPrices {
  priceCoupleRappen: number | null;
  priceManRappen: number | null;
  priceWomanRappen: number | null;
}

export type GuestType = 'couple' | 'man' | 'woman';

export const GUESTS_MIN = 0;
export const GUESTS_MAX = RESERVATION_LIMITS.guestsMax;

/** The party as guest types: couples = min(F, M), the rest single men or single women. */
export function guestTypesOf({ femaleGuests, maleGuests }: Party): Record<GuestType, number> {
  const couple = Math.min(femaleGuests, maleGuests);
  return { couple, man: maleGuests - couple, woman: femaleGuests - couple };
}

const PRICE_OF: Record<GuestType, keyof GuestPrices> = { couple: 'priceCoupleRappen', man: 'priceManRappen', woman: 'priceWomanRappen' };

/** The guest types an event offers; all of them when it names no price at all (no restriction). */
export function offeredTypes(prices: GuestPrices | null): GuestType[] {
  const all: GuestType[] = ['couple', 'woman', 'man'];
  if (!prices || all.every((type) => prices[PRICE_OF[type]] === null)) return all;
  return all.filter((type) => prices[PRICE_OF[type]] !== null);
}

/** The types in the party that the event does not offer. */
export function typesNotOffered(party: Party, prices: GuestPrices | null): GuestType[] {
  const offered = offeredTypes(prices);
  const types = guestTypesOf(party);
  return (Object.keys(types) as GuestType[]).filter((type) => types[type] > 0 && !offered.includes(type));
}

export type PartyProblem = 'RESERVATION_GUESTS_INVALID' | 'RESERVATION_COUPLE_ONLY' | 'RESERVATION_GUEST_TYPE_NOT_OFFERED';

/** Why the server would refuse this party, or null. */
export function partyProblem(party: Party, rules: { coupleOnly: boolean; prices: GuestPrices | null }): PartyProblem | null {
  const { femaleGuests: f, maleGuests: m } = party;
  const inRange = (n: number) => Number.isInteger(n) && n >= GUESTS_MIN && n <= GUESTS_MAX;
  if (!inRange(f) || !inRange(m) || f + m < 1) return 'RESERVATION_GUESTS_INVALID';
  if (rules.coupleOnly && f < 1) return 'RESERVATION_COUPLE_ONLY';
  if (typesNotOffered(party, rules.prices).length > 0) return 'RESERVATION_GUEST_TYPE_NOT_OFFERED';
  return null;
}

/** A first party from the member's profile type (the party includes the member). */
export function defaultParty(sex: Sex | null | undefined): Party {
  switch (sex) {
    case 'F':
      return { femaleGuests: 1, maleGuests: 0 };
    case 'MF':
      return { femaleGuests: 1, maleGuests: 1 };
    case 'MM':
      return { femaleGuests: 0, maleGuests: 2 };
    case 'FF':
      return { femaleGuests: 2, maleGuests: 0 };
    default:
      return { femaleGuests: 0, maleGuests: 1 };
  }
}

/** Hours before the start a reservation must be made for the free drink (spec §6, §9). */
export const FREE_DRINK_HOURS = RESERVATION_LIMITS.freeDrinkHours;

/** Whether a reservation made now would earn the free drink (for a verified or premium member). */
export function freeDrinkIfReservedNow(startsAt: string, now = Date.now()): boolean {
  return new Date(startsAt).getTime() - now >= FREE_DRINK_HOURS * 3_600_000;
}
