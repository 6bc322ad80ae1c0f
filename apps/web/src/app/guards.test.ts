import { describe, expect, it } from 'vitest';
import { pathTo, ROUTES, type RouteName, type RouteRequirements } from '@venue/shared';
import { checkRoute, type GuardedRoute, type GuardUser } from './guards.js';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const LATER = '2026-03-02T12:00:00.000Z';
const EARLIER = '2026-02-28T12:00:00.000Z';

function user(overrides: Partial<GuardUser> = {}): GuardUser {
  return {
    slug: 'anna',
    admin: false,
    isDeactivated: false,
    isVerified: false,
    isPremium: false,
    emailVerifiedAt: '2026-01-01T00:00:00.000Z',
    sex: 'F',
    currentLoginTimeout: null,
    bannedRoomIds: [],
    ...overrides,
  };
}

const route = (name: RouteName): GuardedRoute => ({ name, requires: ROUTES[name].requires });
/** A screen of a later issue (e.g. a chat room or a verified-only page), described by its requirements. */
const future = (requires: RouteRequirements): GuardedRoute => ({ name: 'home', requires: { signedIn: true, ...requires } });

describe('route guard rules (spec §4), each allowed and denied', () => {
  it('public routes let everyone in, without looking at the user', () => {
    expect(checkRoute(route('index'), null, {}, NOW)).toBe('allow');
    expect(checkRoute(route('signIn'), user({ emailVerifiedAt: null, sex: null, currentLoginTimeout: LATER }), {}, NOW)).toBe('allow');
  });

  it('1: a signed-in route without a user goes to sign-in with "not allowed", saying what signing in is for', () => {
    expect(checkRoute(route('home'), null, {}, NOW)).toEqual({ redirect: pathTo('signIn'), warning: { kind: 'notAllowed', reason: { rule: 'signIn', purpose: 'home' } } });
    expect(checkRoute(route('guestbookNew'), null, {}, NOW)).toEqual({
      redirect: pathTo('signIn'),
      warning: { kind: 'notAllowed', reason: { rule: 'signIn', purpose: 'writeGuestbook' } },
    });
    expect(checkRoute(route('home'), user(), {}, NOW)).toBe('allow');
    expect(checkRoute(route('guestbookNew'), user(), {}, NOW)).toBe('allow');
  });

  it('1: every route that needs a member has its own sign-in text', () => {
    const guarded = (Object.keys(ROUTES) as RouteName[]).filter((name) => checkRoute(route(name), null, { slug: 'anna', id: '1' }, NOW) !== 'allow');
    expect(guarded.length).toBeGreaterThan(30);
    for (const name of guarded) {
      const decision = checkRoute(route(name), null, { slug: 'anna', id: '1' }, NOW);
      expect(decision, name).toMatchObject({ warning: { reason: { rule: 'signIn' } } });
      expect(decision !== 'allow' && decision.warning?.kind === 'notAllowed' && decision.warning.reason, name).not.toEqual({ rule: 'signIn', purpose: 'default' });
    }
  });

  it('2: a member without a verified e-mail goes to activation with the e-mail explanation', () => {
    expect(checkRoute(route('settings'), user({ emailVerifiedAt: null }), {}, NOW)).toEqual({
      redirect: pathTo('activation'),
      warning: { kind: 'emailExplanation' },
    });
    expect(checkRoute(route('settings'), user(), {}, NOW)).toBe('allow');
  });

  it('3: admin pages need an admin', () => {
    expect(checkRoute(route('adminDashboard'), user(), {}, NOW)).toEqual({ redirect: pathTo('home'), warning: { kind: 'notAllowed', reason: { rule: 'staffOnly' } } });
    expect(checkRoute(route('adminDashboard'), user({ admin: true }), {}, NOW)).toBe('allow');
  });

  it('3: owner pages need the own slug', () => {
    expect(checkRoute(route('editProfile'), user(), { slug: 'bert' }, NOW)).toEqual({ redirect: pathTo('home'), warning: { kind: 'notAllowed', reason: { rule: 'ownerOnly' } } });
    expect(checkRoute(route('editProfile'), user(), { slug: 'anna' }, NOW)).toBe('allow');
  });

  it('4: a deactivated member goes to settings from active-only pages, and may stay on settings', () => {
    expect(checkRoute(route('home'), user({ isDeactivated: true }), {}, NOW)).toEqual({ redirect: pathTo('settings'), warning: { kind: 'notAllowed', reason: { rule: 'deactivated' } } });
    expect(checkRoute(route('settings'), user({ isDeactivated: true }), {}, NOW)).toBe('allow');
  });

  it('5: verified-only pages send others to the premium status page', () => {
    const verifiedOnly = future({ active: true, verified: true });
    expect(checkRoute(verifiedOnly, user(), {}, NOW)).toEqual({ redirect: pathTo('premium'), warning: { kind: 'notAllowed', reason: { rule: 'verifiedOnly', purpose: 'default' } } });
    expect(checkRoute(route('chatRoulette'), user(), {}, NOW)).toEqual({
      redirect: pathTo('premium'),
      warning: { kind: 'notAllowed', reason: { rule: 'verifiedOnly', purpose: 'roulette' } },
    });
    expect(checkRoute(verifiedOnly, user({ isVerified: true }), {}, NOW)).toBe('allow');
    expect(checkRoute(verifiedOnly, user({ isPremium: true }), {}, NOW)).toBe('allow');
  });

  it('6: without a profile type the member is sent to edit the profile', () => {
    expect(checkRoute(route('home'), user({ sex: null }), {}, NOW)).toEqual({
      redirect: pathTo('editProfile', { slug: 'anna' }),
      warning: { kind: 'fillProfile' },
    });
    expect(checkRoute(route('home'), user({ sex: 'MF' }), {}, NOW)).toBe('allow');
  });

  it('6: except on onboarding and the profile editor themselves (and the activation and settings steps)', () => {
    const noSex = user({ sex: null });
    expect(checkRoute(route('onboarding'), noSex, {}, NOW)).toBe('allow');
    expect(checkRoute(route('editProfile'), noSex, { slug: 'anna' }, NOW)).toBe('allow');
    expect(checkRoute(route('phoneActivation'), noSex, {}, NOW)).toBe('allow');
    expect(checkRoute(route('settings'), noSex, {}, NOW)).toBe('allow');
  });

  it('6: applies to members only: staff have no dating profile and go from the members\' home to the staff dashboard (decision 0031)', () => {
    const staff = user({ admin: true, sex: null });
    for (const name of ['adminDashboard', 'adminNews', 'reports', 'publicChat'] as const) expect(checkRoute(route(name), staff, {}, NOW)).toBe('allow');
    expect(checkRoute(route('home'), staff, {}, NOW)).toEqual({ redirect: pathTo('adminDashboard'), warning: null });
    expect(checkRoute(route('onboarding'), staff, {}, NOW)).toEqual({ redirect: pathTo('adminDashboard'), warning: null });
    expect(checkRoute(route('editProfile'), staff, { slug: 'anna' }, NOW)).toEqual({ redirect: pathTo('adminDashboard'), warning: null });
    // A staff account that once chose a type (before decision 0031) is still staff.
    expect(checkRoute(route('home'), user({ admin: true, sex: 'M' }), {}, NOW)).toMatchObject({ redirect: pathTo('adminDashboard') });
    // The member without a type is still sent to the profile form from the same screens.
    expect(checkRoute(route('reports'), user({ sex: null }), {}, NOW)).toMatchObject({ redirect: pathTo('editProfile', { slug: 'anna' }), warning: { kind: 'fillProfile' } });
  });

  it('7: a login timeout in the future signs the member out with its end time', () => {
    expect(checkRoute(route('home'), user({ currentLoginTimeout: LATER }), {}, NOW)).toEqual({
      redirect: pathTo('signOut'),
      warning: { kind: 'loginTimeout', until: LATER },
    });
    expect(checkRoute(route('home'), user({ currentLoginTimeout: EARLIER }), {}, NOW)).toBe('allow');
  });

  it('8: a member banned from a room is sent to the chat list from every room page, other rooms stay open', () => {
    const banned = user({ bannedRoomIds: ['room-1'] });
    for (const name of ['publicChatRoom', 'publicChatDetails', 'publicChatMembers', 'publicChatBans', 'publicChatSettings'] as const) {
      expect(checkRoute(route(name), banned, { id: 'room-1' }, NOW)).toEqual({ redirect: pathTo('publicChat'), warning: { kind: 'roomBan' } });
      expect(checkRoute(route(name), banned, { id: 'room-2' }, NOW)).toBe('allow');
    }
    expect(checkRoute(route('publicChat'), banned, {}, NOW)).toBe('allow');
  });
});

describe('route guard order: the earlier rule wins', () => {
  it('e-mail not verified and not admin: activation (2 before 3)', () => {
    expect(checkRoute(route('adminDashboard'), user({ emailVerifiedAt: null }), {}, NOW)).toMatchObject({ redirect: pathTo('activation') });
  });

  it('not the owner and deactivated: home (3 before 4)', () => {
    expect(checkRoute(route('editProfile'), user({ isDeactivated: true }), { slug: 'bert' }, NOW)).toMatchObject({ redirect: pathTo('home') });
  });

  it('deactivated and not verified: settings (4 before 5)', () => {
    expect(checkRoute(future({ active: true, verified: true }), user({ isDeactivated: true }), {}, NOW)).toMatchObject({ redirect: pathTo('settings') });
  });

  it('not verified and no profile type: premium (5 before 6)', () => {
    expect(checkRoute(future({ active: true, verified: true }), user({ sex: null }), {}, NOW)).toMatchObject({ redirect: pathTo('premium') });
  });

  it('timed out and deactivated: settings (4 before 7)', () => {
    expect(checkRoute(route('home'), user({ isDeactivated: true, currentLoginTimeout: LATER }), {}, NOW)).toMatchObject({ redirect: pathTo('settings') });
  });

  it('no profile type and timed out: edit profile first (6 before 7), where the timeout then signs out', () => {
    const both = user({ sex: null, currentLoginTimeout: LATER });
    expect(checkRoute(route('home'), both, {}, NOW)).toMatchObject({ redirect: pathTo('editProfile', { slug: 'anna' }) });
    expect(checkRoute(route('editProfile'), both, { slug: 'anna' }, NOW)).toMatchObject({ redirect: pathTo('signOut') });
  });

  it('timed out and banned from the room: sign-out (7 before 8)', () => {
    const both = user({ currentLoginTimeout: LATER, bannedRoomIds: ['room-1'] });
    expect(checkRoute(route('publicChatRoom'), both, { id: 'room-1' }, NOW)).toMatchObject({ redirect: pathTo('signOut') });
  });
});
