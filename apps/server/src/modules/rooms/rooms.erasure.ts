import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { chatRooms, roomBans, roomMemberships, roomMessages } from './rooms.table.js';

/**
 * Deleting a member for good (decision 0014), the rooms' part: their messages, memberships,
 * invitations and bans go; others' bans and invitations forget who made them. A member's room keeps
 * going without its owner: when nobody else holds the admin right, the longest member gets it, and
 * a room left empty goes (decision 0019).
 */
export async function eraseRoomsOf(tx: DbOrTx, userId: string): Promise<string[]> {
  const owned = await tx.select({ id: chatRooms.id, kind: chatRooms.kind }).from(chatRooms).where(eq(chatRooms.ownerId, userId));
  const adminOf = await tx
    .select({ roomId: roomMemberships.roomId })
    .from(roomMemberships)
    .where(and(eq(roomMemberships.userId, userId), eq(roomMemberships.admin, true)));
  await tx.delete(roomMessages).where(eq(roomMessages.senderId, userId));
  await tx.delete(roomMemberships).where(eq(roomMemberships.userId, userId));
  await tx.update(roomMemberships).set({ invitedBy: null }).where(eq(roomMemberships.invitedBy, userId));
  await tx.delete(roomBans).where(eq(roomBans.userId, userId));
  await tx.update(roomBans).set({ bannedBy: null }).where(eq(roomBans.bannedBy, userId));
  await tx.update(chatRooms).set({ ownerId: null }).where(eq(chatRooms.ownerId, userId));

  // The venue's PUBLIC rooms are moderated by the staff anyway; members' rooms need an admin.
  const roomIds = [...new Set([...owned.filter((r) => r.kind !== 'PUBLIC').map((r) => r.id), ...adminOf.map((r) => r.roomId)])];
  for (const roomId of roomIds) await keepAnAdmin(tx, roomId);
  return [];
}

async function keepAnAdmin(tx: DbOrTx, roomId: string): Promise<void> {
  const [room] = await tx.select({ kind: chatRooms.kind }).from(chatRooms).where(eq(chatRooms.id, roomId));
  if (!room || room.kind === 'PUBLIC') return;
  const joined = and(eq(roomMemberships.roomId, roomId), isNotNull(roomMemberships.joinedAt));
  const [admin] = await tx.select({ id: roomMemberships.id }).from(roomMemberships).where(and(joined, eq(roomMemberships.admin, true))).limit(1);
  if (admin) return;
  const [longest] = await tx.select({ id: roomMemberships.id }).from(roomMemberships).where(joined).orderBy(roomMemberships.joinedAt, roomMemberships.id).limit(1);
  if (longest) await tx.update(roomMemberships).set({ admin: true }).where(eq(roomMemberships.id, longest.id));
  else await tx.delete(chatRooms).where(eq(chatRooms.id, roomId));
}

export const roomsErasureStep = { name: 'chat rooms', erase: (tx: DbOrTx, userId: string) => eraseRoomsOf(tx, userId) };
