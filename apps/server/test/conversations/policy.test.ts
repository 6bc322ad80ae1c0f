import { describe, expect, it } from 'vitest';
import * as policy from '../../src/modules/conversations/conversations.policy.js';

// Every rule of conversations, allowed and denied, without a database (decision 0018).

const member = (over: Partial<policy.Member> = {}): policy.Member => ({
  id: 'a',
  admin: false,
  sex: 'M',
  isVerified: false,
  isPremium: false,
  isDeactivated: false,
  deletedAt: null,
  emailVerifiedAt: new Date('2026-01-01T00:00:00Z'),
  phoneVerifiedAt: new Date('2026-01-01T00:00:00Z'),
  ...over,
});

const start = (over: Partial<policy.StartFacts> = {}): policy.StartFacts => ({
  sender: member({ id: 'sender' }),
  target: member({ id: 'target', sex: 'F' }),
  blockedBySender: false,
  blockedByTarget: false,
  targetOnlyVerifiedMayContact: false,
  targetMessagesFromFriendsOnly: false,
  areFriends: false,
  targetLookingFor: [],
  senderOpenCount: 0,
  targetOpenCount: 0,
  ...over,
});

const other = (over: Partial<policy.OtherParticipant> = {}): policy.OtherParticipant => ({
  member: { isDeactivated: false, deletedAt: null },
  deletedAt: null,
  blockedByViewer: false,
  blockedViewer: false,
  ...over,
});

const write = (over: Partial<policy.WriteFacts> = {}): policy.WriteFacts => ({
  viewer: member(),
  own: { archivedAt: null, deletedAt: null },
  others: [other()],
  ...over,
});

const verified = { isVerified: true };
const deny = (code: string) => ({ allowed: false, code });
const ALLOWED = { allowed: true };

describe('starting a conversation', () => {
  it.each([
    ['an active member writes to a shown member', start(), ALLOWED],
    ['a deactivated sender', start({ sender: member({ id: 'sender', isDeactivated: true }) }), deny('NEED_ACTIVE')],
    ['a deleted sender', start({ sender: member({ id: 'sender', deletedAt: new Date() }) }), deny('NEED_ACTIVE')],
    // Spec §4 guard 2, §8: a pending member (e-mail or phone not confirmed) reaches nobody.
    ['a sender without a confirmed e-mail', start({ sender: member({ id: 'sender', emailVerifiedAt: null }) }), deny('NEED_PHONE_AND_EMAIL')],
    ['a sender without a confirmed phone', start({ sender: member({ id: 'sender', phoneVerifiedAt: null }) }), deny('NEED_PHONE_AND_EMAIL')],
    ['an unknown target', start({ target: null }), deny('USER_NOT_FOUND')],
    ['a deactivated target', start({ target: member({ id: 'target', isDeactivated: true }) }), deny('USER_NOT_FOUND')],
    ['oneself', start({ target: member({ id: 'sender' }) }), deny('CONVERSATION_SELF')],
    ['a member the sender blocked', start({ blockedBySender: true }), deny('USER_BLOCKED')],
    ['a member who blocked the sender', start({ blockedByTarget: true }), deny('BLOCKED_BY_USER')],
    // Staff are not members (decision 0031): they do not write as members, members do not find them.
    ['a staff sender', start({ sender: member({ id: 'sender', admin: true }) }), deny('STAFF_NOT_MEMBER')],
    ['a staff target', start({ target: member({ id: 'target', admin: true }) }), deny('USER_NOT_FOUND')],
    ['staff to staff', start({ sender: member({ id: 'sender', admin: true }), target: member({ id: 'target', admin: true }) }), deny('STAFF_NOT_MEMBER')],
  ] as const)('%s', (_, facts, expected) => {
    expect(policy.canStartConversation(facts)).toEqual(expected);
  });

  it('"only verified users may contact me": unverified senders get "Nicht möglich.", verified ones pass', () => {
    expect(policy.canStartConversation(start({ targetOnlyVerifiedMayContact: true }))).toEqual(deny('CONTACT_NOT_POSSIBLE'));
    expect(policy.canStartConversation(start({ targetOnlyVerifiedMayContact: true, sender: member({ id: 'sender', ...verified }) }))).toEqual(ALLOWED);
    expect(policy.canStartConversation(start({ targetOnlyVerifiedMayContact: true, sender: member({ id: 'sender', isPremium: true }) }))).toEqual(ALLOWED);
  });

  it('"private messages from friends only": strangers get "Nicht möglich.", friends pass', () => {
    expect(policy.canStartConversation(start({ targetMessagesFromFriendsOnly: true }))).toEqual(deny('CONTACT_NOT_POSSIBLE'));
    expect(policy.canStartConversation(start({ targetMessagesFromFriendsOnly: true, sender: member({ id: 'sender', ...verified }) }))).toEqual(deny('CONTACT_NOT_POSSIBLE'));
    expect(policy.canStartConversation(start({ targetMessagesFromFriendsOnly: true, areFriends: true }))).toEqual(ALLOWED);
  });

  it('the profile type must be one the target looks for', () => {
    expect(policy.canStartConversation(start({ targetLookingFor: ['F', 'MF'] }))).toEqual(deny('PROFILE_TYPE_MISMATCH'));
    expect(policy.canStartConversation(start({ targetLookingFor: ['M'] }))).toEqual(ALLOWED);
    expect(policy.canStartConversation(start({ targetLookingFor: ['F'], sender: member({ id: 'sender', sex: null }) }))).toEqual(deny('PROFILE_TYPE_MISMATCH'));
  });

  it('an unverified sender has at most 3 simultaneous conversations', () => {
    expect(policy.canStartConversation(start({ senderOpenCount: 2 }))).toEqual(ALLOWED);
    expect(policy.canStartConversation(start({ senderOpenCount: 3 }))).toEqual(deny('MAX_CONVERSATIONS_REACHED'));
  });

  it('an unverified target with 3 is refused to an unverified sender ("the other’s maximum")', () => {
    expect(policy.canStartConversation(start({ targetOpenCount: 3 }))).toEqual(deny('MAX_CONVERSATIONS_REACHED_OTHER'));
    expect(policy.canStartConversation(start({ targetOpenCount: 3, target: member({ id: 'target', ...verified }) }))).toEqual(ALLOWED);
  });

  it('verified members can always start new ones (spec §8), also with a full unverified target', () => {
    const sender = member({ id: 'sender', ...verified });
    expect(policy.canStartConversation(start({ sender, senderOpenCount: 50, targetOpenCount: 3 }))).toEqual(ALLOWED);
  });

  it('blocks and contact settings are checked before the limit', () => {
    expect(policy.canStartConversation(start({ blockedByTarget: true, senderOpenCount: 3 }))).toEqual(deny('BLOCKED_BY_USER'));
    expect(policy.canStartConversation(start({ targetOnlyVerifiedMayContact: true, senderOpenCount: 3 }))).toEqual(deny('CONTACT_NOT_POSSIBLE'));
  });
});

describe('maximumConversationsReached', () => {
  it('is true for an unverified member with 3, never for a verified one', () => {
    expect(policy.maximumConversationsReached(member(), 2)).toBe(false);
    expect(policy.maximumConversationsReached(member(), 3)).toBe(true);
    expect(policy.maximumConversationsReached(member(verified), 3)).toBe(false);
    expect(policy.maximumConversationsReached(member({ isPremium: true }), 10)).toBe(false);
  });
});

describe('writing in a conversation', () => {
  it.each([
    ['a participant with an active other participant', write(), ALLOWED],
    ['no participant (someone else’s conversation)', write({ own: null }), deny('NOT_FOUND')],
    ['a conversation the viewer deleted', write({ own: { archivedAt: null, deletedAt: new Date() } }), deny('NOT_FOUND')],
    ['a deactivated viewer', write({ viewer: member({ isDeactivated: true }) }), deny('NEED_ACTIVE')],
    ['a viewer without a confirmed phone', write({ viewer: member({ phoneVerifiedAt: null }) }), deny('NEED_PHONE_AND_EMAIL')],
    ['every other participant deleted it', write({ others: [other({ deletedAt: new Date() })] }), deny('CONVERSATION_CLOSED')],
    ['the other participant is deactivated', write({ others: [other({ member: { isDeactivated: true, deletedAt: null } })] }), deny('CONVERSATION_CLOSED')],
    ['the other participant’s account was deleted', write({ others: [other({ member: null })] }), deny('CONVERSATION_CLOSED')],
    ['the other participant blocked the viewer', write({ others: [other({ blockedViewer: true })] }), deny('BLOCKED_BY_USER')],
    ['the viewer blocked the other participant', write({ others: [other({ blockedByViewer: true })] }), deny('USER_BLOCKED')],
    ['an archived conversation', write({ own: { archivedAt: new Date(), deletedAt: null } }), ALLOWED],
  ] as const)('%s', (_, facts, expected) => {
    expect(policy.canWrite(facts)).toEqual(expected);
  });

  it('stays open while one other participant is still there', () => {
    expect(policy.canWrite(write({ others: [other({ deletedAt: new Date() }), other()] }))).toEqual(ALLOWED);
  });
});

describe('archive, unarchive, delete', () => {
  const own = { archivedAt: null, deletedAt: null };
  it('archiving is for verified members', () => {
    expect(policy.canArchive(member(verified), own)).toEqual(ALLOWED);
    expect(policy.canArchive(member(), own)).toEqual(deny('NEED_VERIFIED'));
    expect(policy.canArchive(member(verified), null)).toEqual(deny('NOT_FOUND'));
  });
  it('unarchiving and deleting need a conversation the viewer still sees', () => {
    expect(policy.canUnarchive(own)).toEqual(ALLOWED);
    expect(policy.canUnarchive({ archivedAt: null, deletedAt: new Date() })).toEqual(deny('NOT_FOUND'));
    expect(policy.canDelete(own)).toEqual(ALLOWED);
    expect(policy.canDelete(undefined)).toEqual(deny('NOT_FOUND'));
  });
  it('viewerCan follows the rules', () => {
    expect(policy.abilitiesOf(write({ viewer: member(verified) }))).toEqual({ write: true, upload: true, archive: true, unarchive: false, delete: true });
    expect(policy.abilitiesOf(write({ own: { archivedAt: new Date(), deletedAt: null } }))).toEqual({ write: true, upload: true, archive: false, unarchive: true, delete: true });
    expect(policy.abilitiesOf(write({ others: [other({ deletedAt: new Date() })] }))).toEqual({ write: false, upload: false, archive: false, unarchive: false, delete: true });
  });
});

describe('the message e-mail', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const facts = (over: Partial<policy.MailFacts> = {}): policy.MailFacts => ({ emailOnMessage: true, liveUntil: null, lastMailAt: null, now, ...over });
  it('is due with the toggle on and nobody reading live', () => {
    expect(policy.messageMailDue(facts())).toBe(true);
  });
  it('not with the toggle off', () => {
    expect(policy.messageMailDue(facts({ emailOnMessage: false }))).toBe(false);
  });
  it('not while a device reads live, again once that ended', () => {
    expect(policy.messageMailDue(facts({ liveUntil: new Date(now.getTime() + 1000) }))).toBe(false);
    expect(policy.messageMailDue(facts({ liveUntil: new Date(now.getTime() - 1000) }))).toBe(true);
  });
  it('at most one per 5 minutes', () => {
    expect(policy.messageMailDue(facts({ lastMailAt: new Date(now.getTime() - 4 * 60_000) }))).toBe(false);
    expect(policy.messageMailDue(facts({ lastMailAt: new Date(now.getTime() - 5 * 60_000) }))).toBe(true);
  });
});

describe('reporting a message (Message.viewerCan.report)', () => {
  it('another participant’s message may be reported', () => {
    expect(policy.canReportMessage('a', { senderId: 'b', erasedAt: null })).toBe(true);
  });
  it('not one’s own, not an erased one, not one whose sender is gone', () => {
    expect(policy.canReportMessage('a', { senderId: 'a', erasedAt: null })).toBe(false);
    expect(policy.canReportMessage('a', { senderId: 'b', erasedAt: new Date() })).toBe(false);
    expect(policy.canReportMessage('a', { senderId: null, erasedAt: null })).toBe(false);
  });
});
