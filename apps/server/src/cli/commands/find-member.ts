import { emailSchema } from '@venue/shared';
import type { Db } from '../../db/client.js';
import { findUserByEmail } from '../../modules/accounts/accounts.repository.js';
import { CommandFailed, parseFlag, requireString, type FlagValues } from '../command.js';

export function parseEmail(values: FlagValues) {
  requireString(values, 'email');
  return parseFlag(emailSchema, values, 'email');
}

export async function findMemberOrFail(db: Db, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user) throw new CommandFailed(`no member with the e-mail ${email}`);
  return user;
}
