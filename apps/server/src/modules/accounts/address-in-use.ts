import { pathTo, type Language } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { UserRow } from './accounts.table.js';
import type { Effect } from './accounts.effects.js';
import { addressInUseMail } from './accounts.mail.js';

// Someone tried to use a member's address for another account (a sign-up, another member's
// e-mail change). The one who tried is answered as for a free address; the owner is told by mail
// (decision 0026), at most once per NOTICE_SECONDS so rotating IPs cannot flood the owner.

const NOTICE_SECONDS = 900;

export function createAddressInUseNotice(deps: AppDeps) {
  return async function addressInUseNotice(owner: UserRow): Promise<Effect> {
    const gate = await deps.rateLimiter.hit(`address-in-use:${owner.id}`, 1, NOTICE_SECONDS);
    const lang: Language = owner.language === 'en' ? 'en' : 'de';
    const mail = addressInUseMail(lang, {
      username: owner.username,
      link: `${deps.config.publicUrl}${pathTo('signIn')}`,
      resetLink: `${deps.config.publicUrl}${pathTo('forgottenPassword')}`,
    });
    return { kind: 'address-in-use-mail', userId: owner.id, run: async () => (gate.allowed ? deps.mailer.send({ to: owner.email, ...mail }) : undefined) };
  };
}
