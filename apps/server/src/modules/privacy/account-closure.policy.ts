import { isDeletionPhrase, type Language } from '@venue/shared';
import type { UserRow } from '../accounts/accounts.table.js';
import { isTimedOut } from '../accounts/accounts.policy.js';
import { ALLOWED, deny, type Decision } from '../../shared/decision.js';

// Pure rules of the account life cycle (spec §4: active, deactivated, deleted; §5 deletion phrase;
// docs/decisions/0014-account-deletion-and-export.md). The service asks them inside its
// transaction; Settings.viewerCan asks the same ones, so the screen offers exactly what is allowed.

export type { Decision };

type Member = Pick<UserRow, 'admin' | 'deletedAt' | 'isDeactivated'>;

/**
 * An admin cannot close their own account from the settings: the venue would lose an admin by a
 * click. An operator first revokes the right (`npm run cli -- user:admin --revoke`).
 */
function mayClose(member: Member): Decision {
  if (member.deletedAt) return deny('NOT_FOUND');
  if (member.admin) return deny('ACCOUNT_IS_ADMIN');
  return ALLOWED;
}

/** Deactivating (reversible by signing in again): any member but admins, once. */
export function mayDeactivate(member: Member): Decision {
  const closable = mayClose(member);
  if (!closable.allowed) return closable;
  if (member.isDeactivated) return deny('ACCOUNT_DEACTIVATED');
  return ALLOWED;
}

/** Deleting for good: any member but admins, with the phrase of the member's language typed exactly. */
export function mayDelete(member: Member & Pick<UserRow, 'language'>, typedPhrase: string | null): Decision {
  const closable = mayClose(member);
  if (!closable.allowed) return closable;
  if (typedPhrase !== null && !isDeletionPhrase(languageOf(member), typedPhrase)) return deny('DELETION_PHRASE_WRONG');
  return ALLOWED;
}

/** Downloading one's own data: every member who is signed in and not under a login timeout. */
export function mayExport(member: Pick<UserRow, 'deletedAt' | 'loginTimeoutUntil'> | null, now: Date): Decision {
  if (!member || member.deletedAt) return deny('NOT_SIGNED_IN');
  if (isTimedOut(member, now)) return deny('LOGIN_TIMEOUT');
  return ALLOWED;
}

export function languageOf(member: Pick<UserRow, 'language'>): Language {
  return member.language === 'en' ? 'en' : 'de';
}
