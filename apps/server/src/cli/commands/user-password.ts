import { passwordSchema } from '@venue/shared';
import { updateUser } from '../../modules/accounts/accounts.repository.js';
import { deleteSessionsOfUser } from '../../modules/accounts/sessions.repository.js';
import { createPasswordHasher } from '../../modules/accounts/passwords.js';
import { defineCommand, parseFlag, requireString } from '../command.js';
import { findMemberOrFail, parseEmail } from './find-member.js';

export const userPassword = defineCommand({
  name: 'user:password',
  usage: 'user:password --email E --password P',
  options: { email: { type: 'string' }, password: { type: 'string' } },
  parse(values) {
    const email = parseEmail(values);
    requireString(values, 'password');
    return { email, password: parseFlag(passwordSchema, values, 'password') };
  },
  async run(ctx, input) {
    const user = await findMemberOrFail(ctx.db, input.email);
    const passwordHash = await createPasswordHasher(ctx.config.argon2).hash(input.password);
    await ctx.db.transaction(async (tx) => {
      await updateUser(tx, user.id, { passwordHash });
      await deleteSessionsOfUser(tx, user.id);
    });
    ctx.print(`set a new password for ${user.username} <${user.email}> and ended their sessions`);
  },
});
