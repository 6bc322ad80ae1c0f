import { z } from 'zod';

// Friends and blocks (spec §3, §4, §6; docs/decisions/0011-friends-and-blocks.md): constants and
// input shared by the server (authoritative) and the forms. Messages are error codes.

export const FRIENDS = {
  /** Friends per page on /friends. */
  pageSize: 20,
  pageSizeMax: 50,
  /** Incoming friend requests on home. */
  homeRequests: 5,
  /** Friend requests a member may send per hour (a shield against mass requests). */
  requestsPerHour: 30,
} as const;

export const BLOCKS = {
  /** The blocker's private note on why (spec §3: optional, hidden from the blocked member). */
  reasonMax: 500,
  pageSize: 20,
  pageSizeMax: 50,
} as const;

/** Which friend requests a list shows: sent to the viewer, or sent by the viewer. */
export const FRIEND_REQUEST_DIRECTIONS = ['INCOMING', 'OUTGOING'] as const;
export type FriendRequestDirection = (typeof FRIEND_REQUEST_DIRECTIONS)[number];

/** How the viewer stands with another member (the profile page's friend button). */
export const FRIEND_RELATIONS = ['NONE', 'REQUEST_SENT', 'REQUEST_RECEIVED', 'FRIENDS'] as const;
export type FriendRelation = (typeof FRIEND_RELATIONS)[number];

/** The optional reason of a block: trimmed, at most 500 characters; empty means none. */
export const blockReasonSchema = z
  .string({ error: 'BLOCK_REASON_TOO_LONG' })
  .trim()
  .max(BLOCKS.reasonMax, 'BLOCK_REASON_TOO_LONG')
  .nullish()
  .transform((value) => (value ? value : null));
