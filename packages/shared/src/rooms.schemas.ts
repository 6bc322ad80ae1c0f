import { z } from 'zod';
import { stripInvisibleFromName, stripInvisibleFromText } from './invisible-text.js';
import { LIMITS } from './limits.js';

// Public chat rooms and chat roulette (spec §2, §3, §6, §8, §9; docs/decisions/0019): constants and
// input shared by the server (authoritative) and the forms. Messages are error codes.

/**
 * PUBLIC: the venue's rooms (created by staff), open to every active member. GROUP: a verified
 * member's room, open to every verified member. PRIVATE: a verified member's invite-only room.
 */
export const ROOM_KINDS = ['PUBLIC', 'GROUP', 'PRIVATE'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

/** Which rooms the list shows: every room the viewer may open, the joined ones, open invitations. */
export const ROOM_LIST_FILTERS = ['ALL', 'JOINED', 'INVITED'] as const;
export type RoomListFilter = (typeof ROOM_LIST_FILTERS)[number];

export const ROOMS = {
  nameMin: 3,
  nameMax: 60,
  descriptionMax: 500,
  banReasonMax: 500,
  /** Rooms a verified member may own at once (staff: no limit). */
  ownRoomsMax: 5,
  /** New rooms per member and rolling day. */
  createPerDay: 5,
  /** Messages per member and minute, over all rooms (a shield against floods). */
  messagesPerMinute: 30,
  /** Invitations per member and rolling day. */
  invitesPerDay: 50,
  pageSize: 20,
  pageSizeMax: 50,
  messagesPageSize: 50,
  messagesPageSizeMax: 100,
  /** Unread counts are counted up to one more than this: above it the list says "more than 100" (spec §9). */
  unreadCountMax: LIMITS.unreadCounterMax,
} as const;

export const ROULETTE = {
  /** A member waits at most this long for a partner, then is told nobody was found. */
  queueTimeoutSeconds: 300,
  /** After the roulette socket subscription ended, the member's place or chat is kept this long (reconnects). */
  disconnectGraceSeconds: 15,
  messagesPerMinute: 60,
  /** Joins (each skip is one) per member and hour. */
  joinsPerHour: 60,
  /** The last messages of the chat a report quotes for the staff. */
  reportQuoteMax: 30,
} as const;

export const roomNameSchema = z
  .string({ error: 'ROOM_NAME_TOO_SHORT' })
  .overwrite(stripInvisibleFromName)
  .trim()
  .min(ROOMS.nameMin, 'ROOM_NAME_TOO_SHORT')
  .max(ROOMS.nameMax, 'ROOM_NAME_TOO_LONG');

export const roomDescriptionSchema = z
  .string({ error: 'ROOM_DESCRIPTION_TOO_LONG' })
  .overwrite(stripInvisibleFromText)
  .trim()
  .max(ROOMS.descriptionMax, 'ROOM_DESCRIPTION_TOO_LONG')
  .nullish()
  .transform((value) => value ?? '');

/** The settings form (and the settings of a new room). */
export const roomSettingsSchema = z.object({ name: roomNameSchema, description: roomDescriptionSchema });
export type RoomSettingsValues = z.input<typeof roomSettingsSchema>;

export const createRoomInput = roomSettingsSchema.extend({ kind: z.enum(ROOM_KINDS, { error: 'BAD_INPUT' }) });
export type CreateRoomInput = z.output<typeof createRoomInput>;

/** The optional reason of a ban: trimmed, at most 500 characters; empty means none. */
export const roomBanReasonSchema = z
  .string({ error: 'ROOM_BAN_REASON_TOO_LONG' })
  .trim()
  .max(ROOMS.banReasonMax, 'ROOM_BAN_REASON_TOO_LONG')
  .nullish()
  .transform((value) => (value ? value : null));
