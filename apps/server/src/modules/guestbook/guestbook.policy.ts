import { eq, type SQL } from 'drizzle-orm';
import type { GuestbookState } from '@venue/shared';
import { guestbookEntries } from './guestbook.table.js';
import { ALLOWED, type Decision } from '../../shared/decision.js';

// Pure rules of the guestbook (spec §4, §5, §6; docs/decisions/0006-guestbook-states.md).

export type { Decision };

interface Viewer {
  id: string;
  admin: boolean;
  emailVerifiedAt: Date | null;
}

/**
 * Where an entry may go from each state. SUBMITTED is only ever the first state; staying in the
 * same state is no transition. PUBLISHED → REJECTED takes an entry down; REJECTED may be
 * reopened (UNDER_REVIEW) or published after all.
 */
export const TRANSITIONS: Readonly<Record<GuestbookState, readonly GuestbookState[]>> = {
  SUBMITTED: ['UNDER_REVIEW', 'PUBLISHED', 'REJECTED'],
  UNDER_REVIEW: ['PUBLISHED', 'REJECTED'],
  PUBLISHED: ['REJECTED'],
  REJECTED: ['UNDER_REVIEW', 'PUBLISHED'],
};

export function canTransition(from: GuestbookState, to: GuestbookState): Decision {
  return TRANSITIONS[from].includes(to) ? ALLOWED : { allowed: false, code: 'GUESTBOOK_STATE_CHANGE_REFUSED' };
}

/** Writing an entry needs an account (spec §5) whose e-mail address is confirmed. */
export function canWriteEntry(viewer: Viewer | null): Decision {
  if (!viewer) return { allowed: false, code: 'NOT_SIGNED_IN' };
  if (!viewer.emailVerifiedAt) return { allowed: false, code: 'EMAIL_NOT_VERIFIED' };
  return ALLOWED;
}

/** Reviewing, publishing, rejecting, answering, editing and deleting: admins only (spec §6). */
export function canModerate(viewer: Viewer | null): Decision {
  if (!viewer) return { allowed: false, code: 'NOT_SIGNED_IN' };
  if (!viewer.admin) return { allowed: false, code: 'NOT_ALLOWED' };
  return ALLOWED;
}

/** Everyone reads published entries; the author also their own in any state; admins all. */
export function canSeeEntry(viewer: Viewer | null, entry: { state: string; authorId: string | null }): boolean {
  if (entry.state === 'PUBLISHED') return true;
  if (!viewer) return false;
  return viewer.admin || (entry.authorId !== null && entry.authorId === viewer.id);
}

/** The SQL twin of the public part of canSeeEntry: what a visitor's list shows. */
export function publicEntriesSql(): SQL {
  return eq(guestbookEntries.state, 'PUBLISHED');
}

export interface GuestbookAbilities {
  edit: boolean;
  delete: boolean;
  answer: boolean;
  review: boolean;
  publish: boolean;
  reject: boolean;
}

/** What the viewer may do with an entry: the web app shows only these buttons. */
export function abilitiesOf(viewer: Viewer | null, entry: { state: GuestbookState }): GuestbookAbilities {
  const admin = canModerate(viewer).allowed;
  const may = (to: GuestbookState) => admin && canTransition(entry.state, to).allowed;
  return { edit: admin, delete: admin, answer: admin, review: may('UNDER_REVIEW'), publish: may('PUBLISHED'), reject: may('REJECTED') };
}
