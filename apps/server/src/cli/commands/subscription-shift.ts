import { createDeps } from '../../infra/create-deps.js';
import { createServices } from '../../services.js';
import { AppError } from '../../shared/app-error.js';
import { CommandFailed, UsageError, defineCommand, requireString } from '../command.js';
import { findMemberOrFail, parseEmail } from './find-member.js';

// Outside production: moves a member's live premium subscription N days into the past (its dates
// and its due jobs), so a trial or period end can be tried now; then `jobs:run-due` (journeys).
export const subscriptionShift = defineCommand({
  name: 'subscription:shift',
  usage: 'subscription:shift --email E --days 30   (not in production)',
  options: { email: { type: 'string' }, days: { type: 'string' } },
  parse(values) {
    const email = parseEmail(values);
    const days = Number(requireString(values, 'days'));
    if (!Number.isInteger(days) || days < 1 || days > 800) throw new UsageError('invalid --days: a whole number of days, 1 to 800');
    return { email, days };
  },
  async run(ctx, input) {
    if (ctx.config.isProduction) throw new CommandFailed('subscription:shift is for development and tests only (NODE_ENV=production)');
    const user = await findMemberOrFail(ctx.db, input.email);
    const deps = createDeps(ctx.config, ctx.database);
    try {
      const services = createServices({ ...deps, now: ctx.now });
      const moved = await services.subscriptions.shift(user.email, input.days);
      ctx.print(`moved ${user.username}'s subscription ${input.days} days back: ${moved.state}, period end ${moved.currentPeriodEnd.toISOString()}`);
    } catch (error) {
      if (error instanceof AppError) throw new CommandFailed(error.code === 'NO_SUBSCRIPTION' ? `${user.username} has no live subscription` : error.code);
      throw error;
    } finally {
      await deps.dispose();
    }
  },
});
