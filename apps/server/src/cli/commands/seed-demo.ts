import { seedDemo } from '../../modules/demo/seed.js';
import { ensureVenuePages } from '../../modules/pages/pages.seed.js';
import { createStorage } from '../../infra/create-deps.js';
import { defineCommand } from '../command.js';

export const seedDemoCommand = defineCommand({
  name: 'seed:demo',
  usage: 'seed:demo',
  options: {},
  parse: () => ({}),
  async run(ctx) {
    const storage = createStorage(ctx.config);
    const result = await seedDemo(ctx.db, ctx.config.argon2, ctx.now, storage);
    ctx.print(`demo accounts: ${result.created} created, ${result.existing} already there (see README.md, "Demo accounts")`);
    ctx.print(`demo news: ${result.news} added; demo events: ${result.events} added; demo guestbook entries: ${result.guestbook} added; demo profiles: ${result.profiles} filled, ${result.pictures} with new pictures`);
    const pages = await ensureVenuePages({ db: ctx.db, storage, now: ctx.now });
    ctx.print(`venue pages: ${pages.added.length} added with ${pages.images} carousel images`);
  },
});
