import { describe, expect, it } from 'vitest';
import { ROOMS, createRoomInput, roomBanReasonSchema } from '@venue/shared';
import {
  canBan,
  isOthersMessage,
  canCreate,
  canInvite,
  canJoin,
  canLeave,
  canRead,
  canReportMessage,
  canSee,
  canSetAdmin,
  canUnban,
  canWrite,
  creatableKinds,
  memberAbilities,
  messageShownTo,
  roomAbilities,
  type InviteeFacts,
  type RoomAccess,
  type RoomViewer,
  type TargetFacts,
} from '../../src/modules/rooms/rooms.policy.js';

// docs/decisions/0019-chat-rooms.md: every rule of the rooms, allowed and refused.

const at = new Date('2026-03-01T12:00:00Z');
const viewer = (o: Partial<RoomViewer> = {}): RoomViewer & { sex: string | null } => ({
  id: 'anna',
  admin: false,
  isVerified: false,
  isPremium: false,
  isDeactivated: false,
  emailVerifiedAt: at,
  phoneVerifiedAt: at,
  sex: 'F',
  ...o,
});
const verified = (o: Partial<RoomViewer> = {}) => viewer({ isVerified: true, ...o });
const staff = (o: Partial<RoomViewer> = {}) => viewer({ id: 'staff', admin: true, ...o });

const joined = { admin: false, joinedAt: at };
const asAdmin = { admin: true, joinedAt: at };
const invited = { admin: false, joinedAt: null };
const access = (kind: 'PUBLIC' | 'GROUP' | 'PRIVATE', o: Partial<RoomAccess> = {}): RoomAccess => ({ room: { kind, ownerId: 'owner' }, membership: null, banned: false, adminCount: 1, ...o });
const refused = (code: string) => ({ allowed: false, code });
const ok = { allowed: true };

describe('who uses rooms at all (spec §2: signed in and active)', () => {
  it.each([
    ['an active member', viewer(), ok],
    ['a deactivated member', viewer({ isDeactivated: true }), refused('NEED_ACTIVE')],
    ['a member without a confirmed phone', viewer({ phoneVerifiedAt: null }), refused('NEED_PHONE_AND_EMAIL')],
  ])('%s', (_l, v, expected) => {
    expect(canRead(v, access('PUBLIC'))).toEqual(expected);
  });
});

describe('creating rooms (spec §6: group chats and own private group chats for verified members)', () => {
  it.each([
    ['staff create the venue’s public rooms', staff(), 'PUBLIC', 0, ok],
    ['staff have no room limit', staff(), 'GROUP', 50, ok],
    ['a verified member creates a group chat', verified(), 'GROUP', 0, ok],
    ['a verified member creates a private group chat', verified(), 'PRIVATE', ROOMS.ownRoomsMax - 1, ok],
    ['a premium member counts as verified', viewer({ isPremium: true }), 'GROUP', 0, ok],
    ['a member may not create a public room', verified(), 'PUBLIC', 0, refused('ROOM_KIND_NOT_ALLOWED')],
    ['an unverified member may not create group chats', viewer(), 'GROUP', 0, refused('NEED_VERIFIED')],
    ['an unverified member may not create private chats', viewer(), 'PRIVATE', 0, refused('NEED_VERIFIED')],
    [`a verified member with ${ROOMS.ownRoomsMax} own rooms`, verified(), 'GROUP', ROOMS.ownRoomsMax, refused('ROOM_LIMIT_REACHED')],
    ['a deactivated staff member', staff({ isDeactivated: true }), 'PUBLIC', 0, refused('NEED_ACTIVE')],
  ] as const)('%s', (_l, v, kind, owned, expected) => {
    expect(canCreate(v, kind, owned)).toEqual(expected);
  });

  it('the form offers exactly the allowed kinds', () => {
    expect(creatableKinds(staff(), 0)).toEqual(['PUBLIC', 'GROUP', 'PRIVATE']);
    expect(creatableKinds(verified(), 0)).toEqual(['GROUP', 'PRIVATE']);
    expect(creatableKinds(verified(), ROOMS.ownRoomsMax)).toEqual([]);
    expect(creatableKinds(viewer(), 0)).toEqual([]);
  });
});

describe('seeing and reading a room', () => {
  it.each([
    ['a public room, for everyone', viewer(), access('PUBLIC'), ok, ok],
    ['a group chat, for verified members', verified(), access('GROUP'), ok, ok],
    ['a group chat, not for unverified members (spec §6)', viewer(), access('GROUP'), refused('NEED_VERIFIED'), refused('NEED_VERIFIED')],
    ['a group chat, seen by staff (moderation)', staff(), access('GROUP'), ok, ok],
    ['a private room, for its members', verified(), access('PRIVATE', { membership: joined }), ok, ok],
    ['a private room, its name for an invited member, its messages after joining', verified(), access('PRIVATE', { membership: invited }), ok, refused('ROOM_NOT_MEMBER')],
    ['a private room, unknown to anyone else', verified(), access('PRIVATE'), refused('NOT_FOUND'), refused('NOT_FOUND')],
    ['a private room, unknown to staff who are not in it', staff(), access('PRIVATE'), refused('NOT_FOUND'), refused('NOT_FOUND')],
    ['an unknown room', viewer(), { room: null, membership: null, banned: false }, refused('NOT_FOUND'), refused('NOT_FOUND')],
    ['a room the member is banned from (spec §4 rule 8)', viewer(), access('PUBLIC', { banned: true }), refused('ROOM_BANNED'), refused('ROOM_BANNED')],
    ['a private room the member was banned from', verified(), access('PRIVATE', { banned: true }), refused('ROOM_BANNED'), refused('ROOM_BANNED')],
  ] as const)('%s', (_l, v, a, see, read) => {
    expect(canSee(v, a)).toEqual(see);
    expect(canRead(v, a)).toEqual(read);
  });
});

describe('joining, leaving and writing', () => {
  it.each([
    ['joins a public room', viewer(), access('PUBLIC'), ok],
    ['joins a group chat when verified', verified(), access('GROUP'), ok],
    ['not a group chat when unverified', viewer(), access('GROUP'), refused('NEED_VERIFIED')],
    ['accepts an invitation', verified(), access('PRIVATE', { membership: invited }), ok],
    ['not a private room without an invitation', verified(), access('PRIVATE'), refused('NOT_FOUND')],
    ['not twice', viewer(), access('PUBLIC', { membership: joined }), refused('ROOM_ALREADY_MEMBER')],
    ['not when banned', viewer(), access('PUBLIC', { banned: true }), refused('ROOM_BANNED')],
  ] as const)('%s', (_l, v, a, expected) => {
    expect(canJoin(v, a)).toEqual(expected);
  });

  it.each([
    ['a member leaves', access('GROUP', { membership: joined }), ok],
    ['an invited member declines', access('PRIVATE', { membership: invited }), ok],
    ['one of two admins leaves', access('GROUP', { membership: asAdmin, adminCount: 2 }), ok],
    ['the last admin of a member’s room may not', access('GROUP', { membership: asAdmin, adminCount: 1 }), refused('ROOM_LAST_ADMIN')],
    ['the last admin of a public room may (staff moderate it)', access('PUBLIC', { membership: asAdmin, adminCount: 1 }), ok],
    ['not without a membership', access('PUBLIC'), refused('ROOM_NOT_MEMBER')],
  ] as const)('%s', (_l, a, expected) => {
    expect(canLeave(verified(), a)).toEqual(expected);
  });

  it.each([
    ['a joined member writes', viewer(), access('PUBLIC', { membership: joined }), ok],
    ['a reader who has not joined may not', viewer(), access('PUBLIC'), refused('ROOM_NOT_MEMBER')],
    ['an invited member before joining may not', verified(), access('PRIVATE', { membership: invited }), refused('ROOM_NOT_MEMBER')],
    ['a banned member may not', viewer(), access('PUBLIC', { membership: joined, banned: true }), refused('ROOM_BANNED')],
    ['a member who lost the verified status may not write in a group chat', viewer(), access('GROUP', { membership: joined }), refused('NEED_VERIFIED')],
  ] as const)('%s', (_l, v, a, expected) => {
    expect(canWrite(v, a)).toEqual(expected);
  });
});

const target = (o: Partial<TargetFacts> = {}): TargetFacts => ({ id: 'ben', deletedAt: null, admin: false, membership: joined, ...o });

describe('bans (by room admins, until unbanned)', () => {
  const admin = access('GROUP', { membership: asAdmin });
  it.each([
    ['a room admin bans a member', verified(), admin, target(), ok],
    ['a room admin bans a reader who never joined', verified(), admin, target({ membership: null }), ok],
    ['staff ban in a public room', staff(), access('PUBLIC'), target(), ok],
    ['staff do not moderate members’ group chats', staff(), access('GROUP'), target(), refused('NOT_ALLOWED')],
    ['a plain member may not ban', verified(), access('GROUP', { membership: joined }), target(), refused('NOT_ALLOWED')],
    ['not oneself', verified(), admin, target({ id: 'anna' }), refused('ROOM_BAN_SELF')],
    ['not the owner', verified(), admin, target({ id: 'owner', membership: asAdmin }), refused('ROOM_OWNER_PROTECTED')],
    ['not another room admin (revoke the right first)', verified(), admin, target({ membership: asAdmin }), refused('ROOM_MEMBER_IS_ADMIN')],
    ['not staff in a public room', staff(), access('PUBLIC'), target({ admin: true }), refused('ROOM_MEMBER_IS_ADMIN')],
    ['not an unknown member', verified(), admin, null, refused('USER_NOT_FOUND')],
    ['not a deleted member', verified(), admin, target({ deletedAt: at }), refused('USER_NOT_FOUND')],
  ] as const)('%s', (_l, v, a, t, expected) => {
    expect(canBan(v, a, t)).toEqual(expected);
  });

  it('a room admin lifts a ban that exists; a member may not', () => {
    expect(canUnban(verified(), access('GROUP', { membership: asAdmin }), true)).toEqual(ok);
    expect(canUnban(verified(), access('GROUP', { membership: asAdmin }), false)).toEqual(refused('NOT_FOUND'));
    expect(canUnban(verified(), access('GROUP', { membership: joined }), true)).toEqual(refused('NOT_ALLOWED'));
  });

  it('the reason is optional, at most 500 characters', () => {
    expect(roomBanReasonSchema.parse('  ')).toBeNull();
    expect(roomBanReasonSchema.parse(' Spam ')).toBe('Spam');
    expect(roomBanReasonSchema.safeParse('x'.repeat(ROOMS.banReasonMax + 1)).error?.issues[0]?.message).toBe('ROOM_BAN_REASON_TOO_LONG');
  });
});

describe('room admins appoint and revoke admins', () => {
  const admin = (adminCount = 2) => access('GROUP', { membership: asAdmin, adminCount });
  it.each([
    ['appoints a member', admin(), target(), true, ok],
    ['revokes another admin', admin(), target({ membership: asAdmin }), false, ok],
    ['steps down while another admin remains', admin(2), target({ id: 'anna', membership: asAdmin }), false, ok],
    ['the last admin may not step down', admin(1), target({ id: 'anna', membership: asAdmin }), false, refused('ROOM_LAST_ADMIN')],
    ['the owner keeps the right', admin(), target({ id: 'owner', membership: asAdmin }), false, refused('ROOM_OWNER_PROTECTED')],
    ['only joined members', admin(), target({ membership: invited }), true, refused('ROOM_NOT_MEMBER')],
    ['a plain member may not', access('GROUP', { membership: joined }), target(), true, refused('NOT_ALLOWED')],
  ] as const)('%s', (_l, a, t, make, expected) => {
    expect(canSetAdmin(verified(), a, t, make)).toEqual(expected);
  });

  it('the member list shows exactly these buttons', () => {
    expect(memberAbilities(verified(), admin(), target())).toEqual({ ban: true, makeAdmin: true, revokeAdmin: false });
    expect(memberAbilities(verified(), admin(), target({ membership: asAdmin }))).toEqual({ ban: false, makeAdmin: false, revokeAdmin: true });
    expect(memberAbilities(verified(), access('GROUP', { membership: joined }), target())).toEqual({ ban: false, makeAdmin: false, revokeAdmin: false });
  });
});

const invitee = (o: Partial<InviteeFacts> = {}): InviteeFacts => ({
  id: 'ben',
  sex: 'M',
  isVerified: true,
  isPremium: false,
  isDeactivated: false,
  deletedAt: null,
  lookingFor: [],
  onlyVerifiedMayContact: false,
  membership: null,
  banned: false,
  blockedByViewer: false,
  blockedViewer: false,
  ...o,
});

describe('invitations to private rooms', () => {
  const privateAdmin = access('PRIVATE', { membership: asAdmin });
  it.each([
    ['an admin invites a verified member', privateAdmin, invitee(), ok],
    ['only to private rooms', access('GROUP', { membership: asAdmin }), invitee(), refused('NOT_ALLOWED')],
    ['only admins invite', access('PRIVATE', { membership: joined }), invitee(), refused('NOT_ALLOWED')],
    ['not an unverified member (group chats are for verified members)', privateAdmin, invitee({ isVerified: false }), refused('ROOM_INVITEE_NOT_VERIFIED')],
    ['not a member already in it', privateAdmin, invitee({ membership: joined }), refused('ROOM_ALREADY_MEMBER')],
    ['not a banned member', privateAdmin, invitee({ banned: true }), refused('ROOM_BANNED')],
    ['not a member the admin blocked', privateAdmin, invitee({ blockedByViewer: true }), refused('USER_BLOCKED')],
    ['not a member who blocked the admin', privateAdmin, invitee({ blockedViewer: true }), refused('BLOCKED_BY_USER')],
    ['not across the profile type rule', privateAdmin, invitee({ lookingFor: ['MF'] }), refused('PROFILE_TYPE_MISMATCH')],
    ['when the type matches', privateAdmin, invitee({ lookingFor: ['F'] }), ok],
    ['not a deactivated member', privateAdmin, invitee({ isDeactivated: true }), refused('USER_NOT_FOUND')],
    ['not unknown', privateAdmin, null, refused('USER_NOT_FOUND')],
  ] as const)('%s', (_l, a, i, expected) => {
    expect(canInvite(verified(), a, i)).toEqual(expected);
  });

  it('"only verified may contact me" lets verified admins invite; unverified staff hold no private room at all', () => {
    expect(canInvite(verified(), access('PRIVATE', { membership: asAdmin }), invitee({ onlyVerifiedMayContact: true }))).toEqual(ok);
    expect(canInvite(staff(), access('PRIVATE', { membership: asAdmin }), invitee({ onlyVerifiedMayContact: true }))).toEqual(refused('NEED_VERIFIED'));
  });
});

describe('messages across a block, and reports', () => {
  it('a block either way hides the sender’s messages; one’s own always show', () => {
    const blocked = new Set(['ben']);
    expect(messageShownTo('anna', 'carla', blocked)).toBe(true);
    expect(messageShownTo('anna', 'ben', blocked)).toBe(false);
    expect(messageShownTo('anna', 'anna', blocked)).toBe(true);
  });

  it('someone else’s message in a readable room may be reported; one’s own not', () => {
    expect(canReportMessage(viewer(), access('PUBLIC'), { senderId: 'ben' })).toEqual(ok);
    expect(canReportMessage(viewer(), access('PUBLIC'), { senderId: 'anna' })).toEqual(refused('REPORT_SELF'));
    expect(canReportMessage(viewer(), access('PUBLIC', { banned: true }), { senderId: 'ben' })).toEqual(refused('ROOM_BANNED'));
    expect(canReportMessage(viewer(), access('PUBLIC'), null)).toEqual(refused('NOT_FOUND'));
  });
});

describe('the room screen’s abilities follow the rules', () => {
  it('for a reader, a member, an admin of a private room', () => {
    expect(roomAbilities(viewer(), access('PUBLIC'))).toEqual({ read: true, join: true, leave: false, write: false, invite: false, editSettings: false, manageMembers: false, delete: false });
    expect(roomAbilities(viewer(), access('PUBLIC', { membership: joined }))).toMatchObject({ join: false, leave: true, write: true, delete: false });
    expect(roomAbilities(verified(), access('PRIVATE', { membership: asAdmin, adminCount: 1 }))).toEqual({ read: true, join: false, leave: false, write: true, invite: true, editSettings: true, manageMembers: true, delete: true });
  });
});

describe('room input (shared with the forms)', () => {
  it.each([
    [{ kind: 'GROUP', name: '  Apéro  ' }, null],
    [{ kind: 'GROUP', name: 'ab' }, 'ROOM_NAME_TOO_SHORT'],
    [{ kind: 'GROUP', name: 'x'.repeat(ROOMS.nameMax + 1) }, 'ROOM_NAME_TOO_LONG'],
    [{ kind: 'GROUP', name: 'Apéro', description: 'x'.repeat(ROOMS.descriptionMax + 1) }, 'ROOM_DESCRIPTION_TOO_LONG'],
    [{ kind: 'GROUP', name: 42 }, 'ROOM_NAME_TOO_SHORT'],
    [{ kind: 'SECRET', name: 'Apéro' }, 'BAD_INPUT'],
  ])('%j', (raw, code) => {
    const result = createRoomInput.safeParse(raw);
    if (code === null) expect(result.data).toEqual({ kind: 'GROUP', name: 'Apéro', description: '' });
    else expect(result.error?.issues.map((i) => i.message)).toEqual([code]);
  });
});

describe('isOthersMessage (RoomMessage.mine, viewerCanReport)', () => {
  it('someone else’s message is another’s; one’s own is not', () => {
    expect(isOthersMessage('a', { senderId: 'b' })).toBe(true);
    expect(isOthersMessage('a', { senderId: 'a' })).toBe(false);
  });
});
