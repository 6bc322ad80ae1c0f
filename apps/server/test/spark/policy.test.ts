import { describe, expect, it } from 'vitest';
import {
  canDecide,
  canSeeAdmirers,
  canUndoSkip,
  canUseSpark,
  decisionHides,
  isSparkCandidate,
  missingSparkPrerequisites,
  sparksLeftToday,
  type CandidateFacts,
  type DecideFacts,
  type SparkMember,
  type SparkReadinessFacts,
} from '../../src/modules/spark/spark.policy.js';

// The Spark rules without a database (spec §5, §6, §9; decisions 0044, 0045): each allowed and denied.

const now = new Date('2026-11-26T20:00:00Z');
const member = (over: Partial<SparkMember> = {}): SparkMember => ({
  id: 'viewer',
  admin: false,
  sex: 'M',
  isVerified: false,
  isPremium: false,
  isDeactivated: false,
  deletedAt: null,
  emailVerifiedAt: now,
  phoneVerifiedAt: now,
  ...over,
});
const ready = (over: Partial<SparkReadinessFacts> = {}): SparkReadinessFacts => ({ sex: 'F', personsWithAge: 1, lookingFor: ['M'], hasAvatar: true, hasWallPicture: true, ...over });
const candidate = (over: Partial<CandidateFacts> = {}): CandidateFacts => ({
  target: member({ id: 'target', sex: 'F' }),
  targetReadiness: ready(),
  foundInSpark: true,
  visitableOnlyByVerified: false,
  blockedEitherWay: false,
  ...over,
});
const decide = (over: Partial<DecideFacts> = {}): DecideFacts => ({ viewer: member(), viewerMissing: [], targetIsCandidate: true, existing: null, sparksToday: 0, ...over });

describe('prerequisites (spec §5)', () => {
  it('a filled profile, an avatar, a wall picture and a set "looking for" make a member ready', () => {
    expect(missingSparkPrerequisites(ready())).toEqual([]);
    expect(missingSparkPrerequisites(ready({ sex: 'MF', personsWithAge: 2 }))).toEqual([]);
  });
  it('names each missing part, in checklist order', () => {
    expect(missingSparkPrerequisites({ sex: null, personsWithAge: 0, lookingFor: [], hasAvatar: false, hasWallPicture: false })).toEqual(['PROFILE', 'AVATAR', 'WALL_PICTURE', 'LOOKING_FOR']);
    expect(missingSparkPrerequisites(ready({ sex: 'MF', personsWithAge: 1 }))).toEqual(['PROFILE']);
    expect(missingSparkPrerequisites(ready({ hasWallPicture: false }))).toEqual(['WALL_PICTURE']);
  });
});

describe('who appears in the deck', () => {
  const viewer = member();
  it('a ready member whose type and "looking for" match both ways', () => {
    expect(isSparkCandidate(viewer, ['F'], candidate())).toBe(true);
  });
  it('not when the viewer does not look for the type, or the target not for the viewer’s', () => {
    expect(isSparkCandidate(viewer, ['MF'], candidate())).toBe(false);
    expect(isSparkCandidate(viewer, ['F'], candidate({ targetReadiness: ready({ lookingFor: ['F'] }) }))).toBe(false);
  });
  it('not oneself, staff, deactivated, deleted or pending members', () => {
    expect(isSparkCandidate(viewer, ['M', 'F'], candidate({ target: member({ sex: 'M' }), targetReadiness: ready({ sex: 'M' }) }))).toBe(false);
    expect(isSparkCandidate(viewer, ['F'], candidate({ target: member({ id: 'x', sex: 'F', admin: true }) }))).toBe(false);
    expect(isSparkCandidate(viewer, ['F'], candidate({ target: member({ id: 'x', sex: 'F', isDeactivated: true }) }))).toBe(false);
    expect(isSparkCandidate(viewer, ['F'], candidate({ target: member({ id: 'x', sex: 'F', deletedAt: now }) }))).toBe(false);
    expect(isSparkCandidate(viewer, ['F'], candidate({ target: member({ id: 'x', sex: 'F', phoneVerifiedAt: null }) }))).toBe(false);
  });
  it('not with "found in Spark" off, without prerequisites, or across a block', () => {
    expect(isSparkCandidate(viewer, ['F'], candidate({ foundInSpark: false }))).toBe(false);
    expect(isSparkCandidate(viewer, ['F'], candidate({ targetReadiness: ready({ hasAvatar: false }) }))).toBe(false);
    expect(isSparkCandidate(viewer, ['F'], candidate({ blockedEitherWay: true }))).toBe(false);
  });
  it('verified-only profiles only for verified or premium viewers', () => {
    expect(isSparkCandidate(viewer, ['F'], candidate({ visitableOnlyByVerified: true }))).toBe(false);
    expect(isSparkCandidate(member({ isVerified: true }), ['F'], candidate({ visitableOnlyByVerified: true }))).toBe(true);
    expect(isSparkCandidate(member({ isPremium: true }), ['F'], candidate({ visitableOnlyByVerified: true }))).toBe(true);
  });
  it('a spark hides for good, a skip for 30 days', () => {
    expect(decisionHides(null, now)).toBe(false);
    expect(decisionHides({ kind: 'SPARK', decidedAt: new Date('2020-01-01') }, now)).toBe(true);
    expect(decisionHides({ kind: 'SKIP', decidedAt: new Date(now.getTime() - 29 * 86_400_000) }, now)).toBe(true);
    expect(decisionHides({ kind: 'SKIP', decidedAt: new Date(now.getTime() - 31 * 86_400_000) }, now)).toBe(false);
  });
});

describe('sparking and skipping', () => {
  it('a ready member sparks a member of the deck', () => {
    expect(canDecide('SPARK', decide())).toEqual({ allowed: true });
    expect(canDecide('SKIP', decide())).toEqual({ allowed: true });
  });
  it('unverified members have 5 sparks a day; skips are not limited', () => {
    expect(sparksLeftToday(member(), 4)).toBe(1);
    expect(canDecide('SPARK', decide({ sparksToday: 4 }))).toEqual({ allowed: true });
    expect(canDecide('SPARK', decide({ sparksToday: 5 }))).toEqual({ allowed: false, code: 'SPARK_DAILY_LIMIT' });
    expect(canDecide('SKIP', decide({ sparksToday: 5 }))).toEqual({ allowed: true });
  });
  it('verified and premium members are unlimited', () => {
    expect(sparksLeftToday(member({ isVerified: true }), 50)).toBeNull();
    expect(canDecide('SPARK', decide({ viewer: member({ isPremium: true }), sparksToday: 50 }))).toEqual({ allowed: true });
  });
  it('refuses without prerequisites, for staff, outside the members’ area, for members outside the deck and twice', () => {
    expect(canDecide('SPARK', decide({ viewerMissing: ['AVATAR'] }))).toEqual({ allowed: false, code: 'SPARK_PREREQUISITES_MISSING' });
    expect(canDecide('SPARK', decide({ viewer: member({ admin: true }) }))).toEqual({ allowed: false, code: 'STAFF_NOT_MEMBER' });
    expect(canDecide('SKIP', decide({ viewer: member({ isDeactivated: true }) }))).toEqual({ allowed: false, code: 'NEED_ACTIVE' });
    expect(canDecide('SPARK', decide({ targetIsCandidate: false }))).toEqual({ allowed: false, code: 'USER_NOT_FOUND' });
    expect(canDecide('SKIP', decide({ existing: 'SPARK' }))).toEqual({ allowed: false, code: 'SPARK_ALREADY_SENT' });
    expect(canDecide('SPARK', decide({ existing: 'SKIP' }))).toEqual({ allowed: true });
  });
  it('only a last skip can be undone', () => {
    expect(canUndoSkip(member(), [], { kind: 'SKIP' })).toEqual({ allowed: true });
    expect(canUndoSkip(member(), [], { kind: 'SPARK' })).toEqual({ allowed: false, code: 'SPARK_NOTHING_TO_UNDO' });
    expect(canUndoSkip(member(), [], null)).toEqual({ allowed: false, code: 'SPARK_NOTHING_TO_UNDO' });
  });
  it('Spark itself: members with the prerequisites, not staff', () => {
    expect(canUseSpark(member(), [])).toEqual({ allowed: true });
    expect(canUseSpark(member({ admin: true }), [])).toEqual({ allowed: false, code: 'STAFF_NOT_MEMBER' });
  });
  it('"who sparked me" is for verified and premium members', () => {
    expect(canSeeAdmirers(member({ isVerified: true }))).toEqual({ allowed: true });
    expect(canSeeAdmirers(member({ isPremium: true }))).toEqual({ allowed: true });
    expect(canSeeAdmirers(member())).toEqual({ allowed: false, code: 'NEED_VERIFIED' });
  });
});
