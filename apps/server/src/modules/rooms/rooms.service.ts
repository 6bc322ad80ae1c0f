import { ROOMS, createRoomInput, roomBanReasonSchema, roomSettingsSchema, type RoomKind } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { uniqueConstraintOf } from '../../db/errors.js';
import { AppError, parseInput } from '../../shared/app-error.js';
import { decodeCursor, toPage, type Page } from '../../shared/cursor.js';
import { findUserById } from '../accounts/accounts.repository.js';
import type { UserRow } from '../accounts/accounts.table.js';
import { findMemberBySlug, lockMembers } from '../accounts/members.repository.js';
import { blocksBetween } from '../blocks/blocks.repository.js';
import { findUserCard } from '../friends/friends.repository.js';
import { getLookingFor } from '../profiles/profile-match.js';
import { getSettings } from '../settings/settings.repository.js';
import type { RoomEventPayload } from './room-events.js';
import { UNREAD_CAP, accessOfRow, assertAllowed, listFilter, pageSize, validId, type PageArgs } from './room-access.js';
import * as policy from './rooms.policy.js';
import * as repo from './rooms.repository.js';
import type { ChatRoomRow, RoomMembershipRow } from './rooms.table.js';

// Chat rooms, memberships, admins and bans (spec §2, §3, §6; docs/decisions/0019): one transaction
// per use case, the room row locked first, events published after the commit (decision 0017).

/** A room as the API shows it to one viewer. */
export type RoomView = repo.RoomListRow;

/** A member of the list with what the viewer may do with them. */
export interface MemberRow extends repo.MemberView {
  viewerCan: policy.MemberAbilities;
}

export function createRoomsService(deps: AppDeps) {
  const db = () => deps.database.db;
  const publish = (roomId: string, event: RoomEventPayload) => deps.pubsub.publish('room:event', roomId, event);

  async function view(viewer: UserRow, roomId: string): Promise<RoomView> {
    const row = await repo.findRoomRow(db(), viewer.id, roomId, UNREAD_CAP);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Locks the room and reads the viewer's facts in it (NOT_FOUND for an unknown room). */
  function lockedAccess(tx: DbOrTx, viewer: UserRow, roomId: string) {
    return repo.lockRoomWithAccess(tx, roomId, viewer.id);
  }

  /** The facts of a member a room admin acts on. */
  async function targetOf(tx: DbOrTx, roomId: string, userId: string): Promise<policy.TargetFacts | null> {
    const user = await findUserById(tx, userId);
    if (!user) return null;
    return { id: user.id, deletedAt: user.deletedAt, admin: user.admin, membership: await repo.findMembership(tx, roomId, user.id) };
  }

  /** Names that look official are for staff (ROOM_NAME_RESERVED on the name field). */
  function assertNameAllowed(viewer: UserRow, name: string) {
    if (!policy.mayUseRoomName(viewer, name)) throw new AppError('BAD_INPUT', { fields: [{ field: 'name', code: 'ROOM_NAME_RESERVED' }] });
  }

  async function rateLimit(key: string, limit: number, windowSeconds: number) {
    const hit = await deps.rateLimiter.hit(key, limit, windowSeconds);
    if (!hit.allowed) throw new AppError('RATE_LIMITED', { retryAfterSeconds: hit.retryAfterSeconds });
  }

  return {
    /** The rooms the viewer may see (or their joined rooms, or invitations), latest activity first. */
    async list(viewer: UserRow, args: PageArgs & { filter?: unknown }): Promise<Page<RoomView>> {
      assertAllowed(policy.mayUseRooms(viewer));
      const size = pageSize(args.first, ROOMS.pageSize, ROOMS.pageSizeMax);
      const rows = await repo.listRooms(db(), viewer, listFilter(args.filter), args.after ? decodeCursor(args.after) : null, size + 1, UNREAD_CAP);
      return toPage(rows, size, (r) => ({ at: r.activeAt, id: r.id }));
    },

    /**
     * One room the viewer may see; null for unknown ids and rooms hidden from the viewer. A member
     * banned from it is told ROOM_BANNED (spec §8), so a screen opened before the ban turns them away.
     */
    async get(viewer: UserRow, id: unknown): Promise<RoomView | null> {
      assertAllowed(policy.mayUseRooms(viewer));
      let roomId: string;
      try {
        roomId = validId(id);
      } catch {
        return null;
      }
      const row = await repo.findRoomRow(db(), viewer.id, roomId, UNREAD_CAP);
      if (!row) return null;
      const banned = Boolean(await repo.findBan(db(), roomId, viewer.id));
      const decision = policy.canSee(viewer, accessOfRow(row, banned));
      if (decision.allowed) return row;
      if (decision.code === 'ROOM_BANNED' || decision.code === 'NEED_VERIFIED') throw new AppError(decision.code);
      return null;
    },

    /** Creates a room; its creator is its owner and first admin. */
    async create(viewer: UserRow, raw: unknown): Promise<RoomView> {
      const input = parseInput(createRoomInput, raw);
      assertAllowed(policy.canCreate(viewer, input.kind, await repo.countOwnedRooms(db(), viewer.id)));
      assertNameAllowed(viewer, input.name);
      if (!viewer.admin) await rateLimit(`room-create:${viewer.id}`, ROOMS.createPerDay, 86_400);
      const now = deps.now();
      const room = await db().transaction(async (tx) => {
        // The owner's row serialises their creations: the limit holds under concurrency.
        await lockMembers(tx, [viewer.id]);
        assertAllowed(policy.canCreate(viewer, input.kind, await repo.countOwnedRooms(tx, viewer.id)));
        const created = await repo.insertRoom(tx, { kind: input.kind, name: input.name, description: input.description, ownerId: viewer.id, now });
        await repo.joinRoom(tx, { roomId: created.id, userId: viewer.id, admin: true, lastReadSeq: 0, now });
        return created;
      });
      return view(viewer, room.id);
    },

    /** Room admins change the name and description. */
    async update(viewer: UserRow, id: unknown, raw: unknown): Promise<RoomView> {
      const roomId = validId(id);
      const input = parseInput(roomSettingsSchema, raw);
      await db().transaction(async (tx) => {
        const { room, access } = await lockedAccess(tx, viewer, roomId);
        assertAllowed(policy.canAdminister(viewer, access));
        // A staff-given name stays when a room admin changes only the description.
        if (input.name !== room?.name) assertNameAllowed(viewer, input.name);
        await repo.updateRoom(tx, roomId, { name: input.name, description: input.description, now: deps.now() });
      });
      await publish(roomId, { kind: 'ROOM_UPDATED' });
      return view(viewer, roomId);
    },

    /** Room admins delete the room with its messages, members and bans (spec §6). */
    async delete(viewer: UserRow, id: unknown): Promise<boolean> {
      const roomId = validId(id);
      await db().transaction(async (tx) => {
        const { access } = await lockedAccess(tx, viewer, roomId);
        assertAllowed(policy.canAdminister(viewer, access));
        await repo.deleteRoom(tx, roomId);
      });
      await publish(roomId, { kind: 'ROOM_DELETED' });
      return true;
    },

    /** Joins an open room, or accepts the invitation to a private one; reading starts at the newest message. */
    async join(viewer: UserRow, id: unknown): Promise<RoomView> {
      const roomId = validId(id);
      await db().transaction(async (tx) => {
        const { room, access } = await lockedAccess(tx, viewer, roomId);
        assertAllowed(policy.canJoin(viewer, access));
        await repo.joinRoom(tx, { roomId, userId: viewer.id, admin: false, lastReadSeq: room!.lastSeq, now: deps.now() });
      });
      await publish(roomId, { kind: 'MEMBERS_CHANGED' });
      return view(viewer, roomId);
    },

    /** Leaves a room (or declines an invitation). */
    async leave(viewer: UserRow, id: unknown): Promise<boolean> {
      const roomId = validId(id);
      await db().transaction(async (tx) => {
        const { access } = await lockedAccess(tx, viewer, roomId);
        assertAllowed(policy.canLeave(viewer, access));
        await repo.deleteMembership(tx, roomId, viewer.id);
      });
      await publish(roomId, { kind: 'MEMBERS_CHANGED' });
      return true;
    },

    /**
     * Bans a member from the room (with an optional reason for the admins): their membership ends and
     * their subscriptions to the room end at once; they are turned away from its pages (spec §4 rule 8).
     */
    async ban(viewer: UserRow, id: unknown, userId: unknown, rawReason: unknown): Promise<repo.BanView> {
      const roomId = validId(id);
      const targetId = validIdOr(userId, 'USER_NOT_FOUND');
      const reason = parseReason(rawReason);
      const ban = await db().transaction(async (tx) => {
        const { access } = await lockedAccess(tx, viewer, roomId);
        assertAllowed(policy.canBan(viewer, access, await targetOf(tx, roomId, targetId)));
        await repo.deleteMembership(tx, roomId, targetId);
        return repo.upsertBan(tx, { roomId, userId: targetId, bannedBy: viewer.id, reason, now: deps.now() });
      });
      await publish(roomId, { kind: 'BANNED', userId: targetId });
      return { ...ban, member: (await findUserCard(db(), viewer, targetId))! };
    },

    /** Lifts a ban; the member may come back (and join again). */
    async unban(viewer: UserRow, id: unknown, userId: unknown): Promise<boolean> {
      const roomId = validId(id);
      const targetId = validIdOr(userId, 'NOT_FOUND');
      await db().transaction(async (tx) => {
        const { access } = await lockedAccess(tx, viewer, roomId);
        assertAllowed(policy.canUnban(viewer, access, Boolean(await repo.findBan(tx, roomId, targetId))));
        await repo.deleteBan(tx, roomId, targetId);
      });
      return true;
    },

    /** Appoints a joined member as room admin, or takes the right back (not from the owner, not from the last admin). */
    async setAdmin(viewer: UserRow, id: unknown, userId: unknown, admin: boolean): Promise<RoomMembershipRow> {
      const roomId = validId(id);
      const targetId = validIdOr(userId, 'ROOM_NOT_MEMBER');
      const row = await db().transaction(async (tx) => {
        const { access } = await lockedAccess(tx, viewer, roomId);
        const adminCount = await repo.countAdmins(tx, roomId);
        assertAllowed(policy.canSetAdmin(viewer, { ...access, adminCount }, await targetOf(tx, roomId, targetId), admin));
        return repo.setAdmin(tx, roomId, targetId, admin);
      });
      await publish(roomId, { kind: 'MEMBERS_CHANGED' });
      return row;
    },

    /** Room admins of a private room invite a verified member by slug; the invitation shows in their list. */
    async invite(viewer: UserRow, id: unknown, slug: unknown): Promise<RoomMembershipRow> {
      const roomId = validId(id);
      if (typeof slug !== 'string' || slug.length === 0 || slug.length > 100) throw new AppError('USER_NOT_FOUND');
      const found = await findMemberBySlug(db(), slug);
      if (!found) throw new AppError('USER_NOT_FOUND');
      await rateLimit(`room-invite:${viewer.id}`, ROOMS.invitesPerDay, 86_400);
      return db()
        .transaction(async (tx) => {
          const { access } = await lockedAccess(tx, viewer, roomId);
          const blocks = await blocksBetween(tx, viewer.id, found.id);
          const settings = await getSettings(tx, found.id);
          assertAllowed(
            policy.canInvite(viewer, access, {
              ...found,
              lookingFor: await getLookingFor(tx, found.id),
              onlyVerifiedMayContact: settings.onlyVerifiedMayContact,
              membership: await repo.findMembership(tx, roomId, found.id),
              banned: Boolean(await repo.findBan(tx, roomId, found.id)),
              blockedByViewer: blocks.aBlockedB,
              blockedViewer: blocks.bBlockedA,
            }),
          );
          return repo.insertInvitation(tx, { roomId, userId: found.id, invitedBy: viewer.id, now: deps.now() });
        })
        .catch((error: unknown) => {
          if (uniqueConstraintOf(error) === 'room_memberships_room_user_key') throw new AppError('ROOM_ALREADY_MEMBER');
          throw error;
        });
    },

    /** The room's members, or (admins) its open invitations, each with what the viewer may do with them. */
    async members(viewer: UserRow, id: unknown, args: PageArgs & { invited?: boolean | null }): Promise<Page<MemberRow>> {
      const roomId = validId(id);
      const room = await repo.findRoom(db(), roomId);
      const access = { ...(await repo.accessOf(db(), room, viewer.id)), adminCount: room ? await repo.countAdmins(db(), roomId) : 0 };
      assertAllowed(args.invited ? policy.canAdminister(viewer, access) : policy.canRead(viewer, access));
      const size = pageSize(args.first, ROOMS.pageSize, ROOMS.pageSizeMax);
      const rows = await repo.listMembers(db(), viewer, roomId, Boolean(args.invited), args.after ? decodeCursor(args.after) : null, size + 1);
      const withAbilities = rows.map((m) => ({
        ...m,
        viewerCan: policy.memberAbilities(viewer, access, { id: m.userId, deletedAt: m.memberDeletedAt, admin: m.memberIsStaff, membership: m }),
      }));
      return toPage(withAbilities, size, (r) => ({ at: r.joinedAt ?? r.createdAt, id: r.id }));
    },

    /** The room's bans, for its admins. */
    async bans(viewer: UserRow, id: unknown, args: PageArgs): Promise<Page<repo.BanView>> {
      const roomId = validId(id);
      const room = await repo.findRoom(db(), roomId);
      assertAllowed(policy.canAdminister(viewer, await repo.accessOf(db(), room, viewer.id)));
      const size = pageSize(args.first, ROOMS.pageSize, ROOMS.pageSizeMax);
      const rows = await repo.listBans(db(), viewer, roomId, args.after ? decodeCursor(args.after) : null, size + 1);
      return toPage(rows, size, (r) => ({ at: r.createdAt, id: r.id }));
    },

    /** The kinds of room the viewer may create now (the new-room form's choices). */
    async creatableKinds(viewer: UserRow): Promise<RoomKind[]> {
      return policy.creatableKinds(viewer, await repo.countOwnedRooms(db(), viewer.id));
    },

    bannedRoomIds: (viewer: UserRow) => repo.bannedRoomIdsOf(db(), viewer.id),
    memberships: (viewer: UserRow) => repo.membershipsOf(db(), viewer.id),
    findRoom: (id: string): Promise<ChatRoomRow | undefined> => repo.findRoom(db(), id),
  };
}

function validIdOr(id: unknown, code: 'USER_NOT_FOUND' | 'NOT_FOUND' | 'ROOM_NOT_MEMBER'): string {
  try {
    return validId(id);
  } catch {
    throw new AppError(code);
  }
}

function parseReason(raw: unknown): string | null {
  const result = roomBanReasonSchema.safeParse(raw);
  if (result.success) return result.data;
  throw new AppError('ROOM_BAN_REASON_TOO_LONG', { fields: [{ field: 'reason', code: 'ROOM_BAN_REASON_TOO_LONG' }] });
}

export type RoomsService = ReturnType<typeof createRoomsService>;
