import { updateUser } from '../../modules/accounts/accounts.repository.js';
import { UsageError, defineCommand } from '../command.js';
import { findMemberOrFail, parseEmail } from './find-member.js';

export const userAdmin = defineCommand({
  name: 'user:admin',
  usage: 'user:admin --email E --grant|--revoke',
  options: { email: { type: 'string' }, grant: { type: 'boolean' }, revoke: { type: 'boolean' } },
  parse(values) {
    const email = parseEmail(values);
    if ((values.grant === true) === (values.revoke === true)) throw new UsageError('give exactly one of --grant or --revoke');
    return { email, admin: values.grant === true };
  },
  async run(ctx, input) {
    const user = await findMemberOrFail(ctx.db, input.email);
    await updateUser(ctx.db, user.id, { admin: input.admin });
    ctx.print(`${input.admin ? 'granted admin to' : 'revoked admin from'} ${user.username} <${user.email}>`);
  },
});
