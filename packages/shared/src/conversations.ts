import type { ImageFormat, PhotoVariantName } from './media.js';

// Private conversations (spec §2, §3, §6, §9; docs/decisions/0018-conversations.md): constants
// shared by the server (authoritative) and the screens.

export const CONVERSATIONS = {
  /** Inbox and archive rows per page. */
  pageSize: 20,
  pageSizeMax: 50,
  /** Messages per page of `conversation(id) { messages(pointer) }`, newest page first. */
  messagesPageSize: 50,
  messagesPageSizeMax: 100,
  /** Messages one catch-up (`messagesAfter(seq)`) returns at most; more means: reload the newest page. */
  catchUpMax: 200,
  /** Shared files per page on /conversations/:id/uploads. */
  uploadsPageSize: 24,
  uploadsPageSizeMax: 60,
  /** An unread count above this shows as "more than 100" (spec §9). */
  unreadShownMax: 100,
  /** A member typing sends "typing" at most this often; the others show it this long after the last one. */
  typingSendIntervalMs: 3000,
  typingShownMs: 6000,
  /** A device holding the live subscription renews its "reading live" mark this often; it lasts liveMarkSeconds. */
  liveRenewSeconds: 60,
  liveMarkSeconds: 90,
} as const;

/** The viewer's two lists: the inbox, and the archive (verified members only, spec §6). */
export const CONVERSATION_FOLDERS = ['INBOX', 'ARCHIVE'] as const;
export type ConversationFolder = (typeof CONVERSATION_FOLDERS)[number];

/** What a member's app tells the others of an open conversation, besides messages. */
export const CONVERSATION_SIGNALS = ['TYPING', 'STOPPED_TYPING', 'READ'] as const;
export type ConversationSignalKind = (typeof CONVERSATION_SIGNALS)[number];

/**
 * Where one variant of a conversation upload is served: /api/conversation-uploads/<id>/<thumb|width>.<format>,
 * to the conversation's participants only (checked per request). parseMessageBody shows these paths as pictures.
 */
export function conversationUploadUrl(uploadId: string, variant: PhotoVariantName, format: ImageFormat): string {
  return `/api/conversation-uploads/${uploadId}/${variant}.${format}`;
}

/** The unread count as shown: the number, or "more than" the maximum (spec §9). */
export function unreadShown(count: number): { count: number; moreThan: boolean } {
  return count > CONVERSATIONS.unreadShownMax ? { count: CONVERSATIONS.unreadShownMax, moreThan: true } : { count, moreThan: false };
}
