import type { ErrorCode } from '@venue/shared';
import type { TestMember } from '../friends/support.js';
import { ROLES, type Role, type World } from './world.js';

// The vocabulary of the authorization matrix (docs/decisions/0029).

/**
 * What a role gets:
 * - `allowed`: no authorization refusal (data, or a domain error whose code is not in AUTHORIZATION_CODES);
 * - `visible`: data, not null (the viewer may see the fixture's object);
 * - `hidden`: null without an error (the object is hidden from the viewer, like an unknown id);
 * - an error code: exactly that code (GraphQL `extensions.code`, JSON:API `errors[0].code`, or a
 *   `refusal` field of the answer).
 */
export type Expected = 'allowed' | 'visible' | 'hidden' | ErrorCode;
export type Expectations = Record<Role, Expected>;

/** Codes that mean "not for you": an `allowed` case must never answer one of them. */
export const AUTHORIZATION_CODES: readonly string[] = [
  'NOT_SIGNED_IN',
  'NOT_ALLOWED',
  'LOGIN_TIMEOUT',
  'NEED_VERIFIED',
  'NEED_ACTIVE',
  'NEED_PHONE_AND_EMAIL',
  'EMAIL_NOT_VERIFIED',
  'ACCOUNT_DEACTIVATED',
  'ACCOUNT_IS_ADMIN',
  'NOT_FOUND',
  'USER_NOT_FOUND',
  'ROOM_BANNED',
  'ROOM_NOT_MEMBER',
  'BLOCKED_BY_USER',
  'USER_BLOCKED',
  'PROFILE_BLOCKED',
  'PROFILE_VERIFIED_ONLY',
  'CONTACT_NOT_POSSIBLE',
  'STAFF_NOT_MEMBER',
];

/** A rule the server does not follow today: the test expects `today` (so it stays green and strict) and names `why`. */
export interface Gap {
  today: Expected;
  why: string;
}

export type Vars = Record<string, unknown>;

export interface OperationEntry {
  expect: Expectations;
  /** The variables, made from the fixture world (and the acting member, null for the visitor). */
  vars?: (w: World, actor: TestMember | null) => Vars | Promise<Vars>;
  /** Each case acts as a new member of its role: the call ends or changes the actor's own account. */
  freshActor?: boolean;
  gaps?: Partial<Record<Role, Gap>>;
}

const every = (value: Expected): Expectations => Object.fromEntries(ROLES.map((r) => [r, value])) as Expectations;

/** The expectations of a preset with some roles changed. */
export function but(preset: Expectations, overrides: Partial<Expectations>): Expectations {
  return { ...preset, ...overrides };
}

/**
 * Anyone, visitors too. A timed-out member is suspended (decision 0003): every root field but
 * currentUser and signOut answers LOGIN_TIMEOUT, public ones included.
 */
export const anyone: Expectations = but(every('allowed'), { timedOut: 'LOGIN_TIMEOUT' });

/** Any signed-in member, whatever the state of the account (account and settings screens). */
export const signedIn: Expectations = but(anyone, { visitor: 'NOT_SIGNED_IN' });

/**
 * The members' area (spec §4 route guards 1, 2, 4, 7): signed in, e-mail and phone confirmed,
 * not deactivated, not timed out (profiles/members-area.policy.ts). It guards what reaches other
 * members (profiles, search, presence, contact, rooms, photos); a member's own lists and settings
 * are `signedIn` (decision 0029).
 */
export const membersArea: Expectations = but(signedIn, { pending: 'NEED_PHONE_AND_EMAIL', deactivated: 'NEED_ACTIVE' });

/** Verified or premium members only (spec §6), within the members' area. */
export const verifiedOnly: Expectations = but(membersArea, { unverified: 'NEED_VERIFIED' });

/** A preset where every allowed role must also get the fixture's object (not null). */
export function seen(preset: Expectations): Expectations {
  return Object.fromEntries(Object.entries(preset).map(([role, value]) => [role, value === 'allowed' ? 'visible' : value])) as Expectations;
}

/** The venue's staff (spec §6 Admin). */
export const adminOnly: Expectations = but(every('NOT_ALLOWED'), { visitor: 'NOT_SIGNED_IN', timedOut: 'LOGIN_TIMEOUT', admin: 'allowed' });

/**
 * T's own object, reached by id: the owner acts on it; any other member is told NOT_FOUND, as for
 * an unknown id (object-level authorization, decisions 0010, 0013, 0018). The object check comes
 * first, so a pending or deactivated stranger gets NOT_FOUND too.
 */
export const ownerOnly: Expectations = but(every('NOT_FOUND'), { visitor: 'NOT_SIGNED_IN', timedOut: 'LOGIN_TIMEOUT', owner: 'allowed' });

/** The same for a lookup that answers null for objects the viewer may not see. */
export const ownerSees: Expectations = but(every('hidden'), { visitor: 'NOT_SIGNED_IN', timedOut: 'LOGIN_TIMEOUT', owner: 'visible' });

export interface RouteEntry {
  expect: Expectations;
  /** The request (without credentials); the test adds the actor's Bearer token. */
  request?: (w: World) => RouteRequest | Promise<RouteRequest>;
  gaps?: Partial<Record<Role, Gap>>;
}

export interface RouteRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS';
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}
