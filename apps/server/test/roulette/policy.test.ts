import { describe, expect, it } from 'vitest';
import { ALIAS_WORDS, aliasPair } from '../../src/modules/roulette/roulette-aliases.js';
import { canAct, canReveal, identitiesRevealed, isMatch, mayUseRoulette, revealStateOf, type Candidate, type RouletteViewer } from '../../src/modules/roulette/roulette.policy.js';

// docs/decisions/0021-chat-roulette.md: the roulette's rules, allowed and refused.

const at = new Date('2026-03-01T12:00:00Z');
const viewer = (o: Partial<RouletteViewer> = {}): RouletteViewer => ({ id: 'anna', admin: false, sex: 'F', isVerified: true, isPremium: false, isDeactivated: false, emailVerifiedAt: at, phoneVerifiedAt: at, ...o });
const refused = (code: string) => ({ allowed: false, code });
const ok = { allowed: true };

describe('who takes part (spec §6: verified members only)', () => {
  it.each([
    ['a verified member', viewer(), ok],
    ['a premium member', viewer({ isVerified: false, isPremium: true }), ok],
    ['an unverified member', viewer({ isVerified: false }), refused('NEED_VERIFIED')],
    ['a member without a profile type (nothing to match)', viewer({ sex: null }), refused('PROFILE_TYPE_REQUIRED')],
    ['a deactivated member', viewer({ isDeactivated: true }), refused('NEED_ACTIVE')],
    ['a member without a confirmed phone', viewer({ phoneVerifiedAt: null }), refused('NEED_PHONE_AND_EMAIL')],
    ['staff, even verified with a profile type (decision 0031)', viewer({ admin: true }), refused('STAFF_NOT_MEMBER')],
  ])('%s', (_l, v, expected) => {
    expect(mayUseRoulette(v)).toEqual(expected);
  });
});

const c = (id: string, sex: string, lookingFor: string[] = [], lastPartnerId: string | null = null): Candidate => ({ id, sex, lookingFor, lastPartnerId });

describe('matching: the profile-type rule both ways, no blocks, not the last partner', () => {
  it.each([
    ['two members open to everyone', c('anna', 'F'), c('ben', 'M'), false, true],
    ['each is what the other looks for', c('anna', 'F', ['M']), c('ben', 'M', ['F']), false, true],
    ['she does not look for his type', c('anna', 'F', ['MF']), c('ben', 'M', ['F']), false, false],
    ['he does not look for her type', c('anna', 'F', ['M']), c('ben', 'M', ['MM']), false, false],
    ['a block either way', c('anna', 'F'), c('ben', 'M'), true, false],
    ['her last partner', c('anna', 'F', [], 'ben'), c('ben', 'M'), false, false],
    ['his last partner', c('anna', 'F'), c('ben', 'M', [], 'anna'), false, false],
    ['oneself', c('anna', 'F'), c('anna', 'F'), false, false],
  ])('%s', (_l, me, other, blocked, expected) => {
    expect(isMatch(me, other, blocked)).toBe(expected);
    expect(isMatch(other, me, blocked)).toBe(expected);
  });
});

const pair = { userA: 'anna', userB: 'ben', revealA: false, revealB: false };

describe('in a chat', () => {
  it('only its two members write, reveal or report; others are told the chat is not theirs', () => {
    expect(canAct('anna', pair)).toEqual(ok);
    expect(canAct('ben', pair)).toEqual(ok);
    expect(canAct('carla', pair)).toEqual(refused('ROULETTE_NOT_PAIRED'));
    expect(canAct('anna', null)).toEqual(refused('ROULETTE_NOT_PAIRED'));
  });

  it('identities show only when both agreed; each agrees once', () => {
    expect(canReveal('anna', pair)).toEqual(ok);
    const annaAgreed = { ...pair, revealA: true };
    expect(canReveal('anna', annaAgreed)).toEqual(refused('ROULETTE_ALREADY_REVEALED'));
    expect(identitiesRevealed(annaAgreed)).toBe(false);
    expect(revealStateOf('ben', annaAgreed)).toEqual({ mine: false, partner: true });
    expect(identitiesRevealed({ ...annaAgreed, revealB: true })).toBe(true);
    expect(canReveal('carla', pair)).toEqual(refused('ROULETTE_NOT_PAIRED'));
  });

  it('the two aliases never share a word and come from the list', () => {
    for (let i = 0; i < 200; i++) {
      const [a, b] = aliasPair();
      const [wa, na] = a.split(' ');
      const [wb] = b.split(' ');
      expect(wa).not.toBe(wb);
      expect(ALIAS_WORDS).toContain(wa);
      expect(Number(na)).toBeGreaterThanOrEqual(10);
      expect(Number(na)).toBeLessThan(100);
    }
  });
});
