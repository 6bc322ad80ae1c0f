import { updateUser } from '../../modules/accounts/accounts.repository.js';
import { UsageError, defineCommand, requireString } from '../command.js';
import { findMemberOrFail, parseEmail } from './find-member.js';

// Date and time with an explicit zone (Z or ±hh:mm), so that no one guesses which time zone was meant.
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export const userTimeout = defineCommand({
  name: 'user:timeout',
  usage: 'user:timeout --email E --until 2026-12-31T23:00:00Z',
  options: { email: { type: 'string' }, until: { type: 'string' } },
  parse(values) {
    const email = parseEmail(values);
    const raw = requireString(values, 'until');
    const until = new Date(raw);
    if (!isoDateTime.test(raw) || Number.isNaN(until.getTime())) {
      throw new UsageError('invalid --until: give an ISO date-time with a zone, e.g. 2026-12-31T23:00:00Z or 2026-12-31T23:00:00+01:00');
    }
    return { email, until };
  },
  async run(ctx, input) {
    if (input.until.getTime() <= ctx.now().getTime()) throw new UsageError(`invalid --until: ${input.until.toISOString()} is not in the future`);
    const user = await findMemberOrFail(ctx.db, input.email);
    await updateUser(ctx.db, user.id, { loginTimeoutUntil: input.until });
    ctx.print(`timed out ${user.username} <${user.email}> until ${input.until.toISOString()}`);
  },
});
