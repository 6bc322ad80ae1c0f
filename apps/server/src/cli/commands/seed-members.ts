import { createStorage } from '../../infra/create-deps.js';
import { createPasswordHasher } from '../../modules/accounts/passwords.js';
import { ensureSyntheticPictures, seedSyntheticMembers, refreshSyntheticActivity, SYNTHETIC_MEMBER_PASSWORD, syntheticEmail } from '../../modules/demo/synthetic-members.js';
import { CommandFailed, UsageError, defineCommand } from '../command.js';

const MAX_COUNT = 1_000_000;

/**
 * `seed:members --count N [--refresh-activity]`: synthetic members for trying search and for the
 * search bench (docs/decisions/0015). DEMO ONLY: they share one public password.
 */
export const seedMembersCommand = defineCommand({
  name: 'seed:members',
  usage: 'seed:members --count N [--refresh-activity]   (synthetic members 1..N, DEMO ONLY; not in production)',
  options: { count: { type: 'string' }, 'refresh-activity': { type: 'boolean' } },
  parse(values) {
    const count = Number(values.count);
    if (typeof values.count !== 'string' || !Number.isInteger(count) || count < 1 || count > MAX_COUNT) {
      throw new UsageError(`--count needs a whole number from 1 to ${MAX_COUNT.toLocaleString('en')}`);
    }
    return { count, refreshActivity: values['refresh-activity'] === true };
  },
  async run(ctx, input) {
    if (ctx.config.isProduction) throw new CommandFailed('synthetic members share a public password: not on a production installation (NODE_ENV=production)');
    const started = Date.now();
    if (input.refreshActivity) {
      await refreshSyntheticActivity(ctx.db, input.count, ctx.now());
      ctx.print(`synthetic members 1–${input.count}: activity spread anew from now in ${seconds(started)} s`);
      return;
    }
    const pictures = await ensureSyntheticPictures(createStorage(ctx.config));
    const passwordHash = await createPasswordHasher(ctx.config.argon2).hash(SYNTHETIC_MEMBER_PASSWORD);
    const result = await seedSyntheticMembers(ctx.db, {
      count: input.count,
      passwordHash,
      now: ctx.now(),
      pictures,
      onBatch: (done) => {
        if (input.count > 10_000) ctx.print(`  … ${done} of ${input.count}`);
      },
    });
    ctx.print(`synthetic members 1–${input.count}: ${result.created} created, ${result.existing} already there (or skipped: name taken) in ${seconds(started)} s`);
    ctx.print(`sign in as ${syntheticEmail(1)} … ${syntheticEmail(input.count)} with the password ${SYNTHETIC_MEMBER_PASSWORD} (DEMO ONLY)`);
  },
});

function seconds(since: number): string {
  return ((Date.now() - since) / 1000).toFixed(1);
}
