import { createDeps } from '../../infra/create-deps.js';
import { jobCounts } from '../../infra/jobs/jobs.js';
import { createServices } from '../../services.js';
import { defineCommand } from '../command.js';

// Runs the scheduled work that is due now (trial and period ends, renewals, selfie deletion) with
// the app's own services, e.g. after moving a subscription's clock in a journey, or when the
// operator does not want to wait for the running app's next poll.
export const jobsRunDue = defineCommand({
  name: 'jobs:run-due',
  usage: 'jobs:run-due',
  options: {},
  parse: () => ({}),
  async run(ctx) {
    const deps = createDeps(ctx.config, ctx.database);
    try {
      const services = createServices({ ...deps, now: ctx.now });
      const { ran, failed } = await services.jobs.runDue();
      ctx.print(`ran ${ran} due job${ran === 1 ? '' : 's'}${failed ? `, ${failed} failed (will retry)` : ''}`);
      for (const row of await jobCounts(ctx.db)) {
        if (row.state !== 'DONE') ctx.print(`  ${row.kind}: ${row.count} ${row.state.toLowerCase()}`);
      }
    } finally {
      await deps.dispose();
    }
  },
});
