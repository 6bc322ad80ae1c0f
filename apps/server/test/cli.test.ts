import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { SEXES } from '@venue/shared';
import { runCli } from '../src/cli/run.js';
import { users } from '../src/modules/accounts/accounts.table.js';
import { findUserByEmail } from '../src/modules/accounts/accounts.repository.js';
import { createPasswordHasher } from '../src/modules/accounts/passwords.js';
import { seedDemoIfEmpty } from '../src/modules/demo/seed.js';
import { news } from '../src/modules/news/news.table.js';
import { events } from '../src/modules/events/events.table.js';
import { DEMO_ACCOUNTS, demoPasswordOf } from '../src/modules/demo/demo-accounts.js';
import { enqueueJob } from '../src/infra/jobs/jobs.js';
import { createTestApp, type TestApp } from './harness.js';
import { repoRoot } from './app-process.js';

// The operator CLI in-process on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
describe('operator CLI', () => {
  let t: TestApp;
  const now = new Date('2026-11-22T10:00:00Z');
  const hasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1 });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function cli(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(
      argv,
      { out: (l) => out.push(l), err: (l) => err.push(l) },
      {
        env: { NODE_ENV: 'test', DATA_DIR: t.dataDir, ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' },
        openDatabase: async () => t.deps.database,
        now: () => now,
      },
    );
    return { code, out, err: err.join('\n') };
  }
  const user = (email: string) => findUserByEmail(t.deps.database.db, email);

  describe('user:create', () => {
    it('creates an activated member (e-mail and phone confirmed) whose password works', async () => {
      const r = await cli('user:create', '--email', ' Anna@Example.CH ', '--username', 'Anna_ZH', '--password', 'Sauna-Abend-2026', '--sex', 'F', '--language', 'en');
      expect(r).toMatchObject({ code: 0, err: '' });
      expect(r.out).toHaveLength(1);
      expect(r.out[0]).toMatch(/^created member Anna_ZH <anna@example\.ch> id=\S+ \(activated\)$/);
      const anna = await user('anna@example.ch');
      expect(anna).toMatchObject({ username: 'Anna_ZH', slug: 'anna_zh', sex: 'F', language: 'en', admin: false, isVerified: false, phone: null });
      expect(anna!.emailVerifiedAt).toEqual(now);
      expect(anna!.phoneVerifiedAt).toEqual(now);
      expect(await hasher.verify(anna!.passwordHash, 'Sauna-Abend-2026')).toBe(true);
      expect(r.out[0]).not.toContain('Sauna-Abend-2026');
    });

    it('sets admin, verified and the phone on request; --pending leaves e-mail and phone unconfirmed', async () => {
      expect((await cli('user:create', '--email', 'boss@example.ch', '--username', 'boss', '--password', 'Sauna-Abend-2026', '--admin', '--verified', '--phone', '+41 79 555 00 11'))
        .code).toBe(0);
      expect(await user('boss@example.ch')).toMatchObject({ admin: true, isVerified: true, phone: '+41795550011', sex: null, language: 'de' });
      const pending = await cli('user:create', '--email', 'new@example.ch', '--username', 'newbie', '--password', 'Sauna-Abend-2026', '--pending');
      expect(pending.out[0]).toContain('(pending activation)');
      expect(await user('new@example.ch')).toMatchObject({ emailVerifiedAt: null, phoneVerifiedAt: null, admin: false, isVerified: false });
    });

    it('refuses a taken e-mail, username or phone with exit code 1 and changes nothing', async () => {
      const [before] = await t.deps.database.db.select({ n: count() }).from(users);
      const email = await cli('user:create', '--email', 'ANNA@example.ch', '--username', 'someone', '--password', 'Sauna-Abend-2026');
      expect(email).toMatchObject({ code: 1, out: [] });
      expect(email.err).toContain('EMAIL_TAKEN');
      const name = await cli('user:create', '--email', 'other@example.ch', '--username', 'anna_zh', '--password', 'Sauna-Abend-2026');
      expect(name.code).toBe(1);
      expect(name.err).toContain('USERNAME_TAKEN');
      const phone = await cli('user:create', '--email', 'other@example.ch', '--username', 'other', '--password', 'Sauna-Abend-2026', '--phone', '+41795550011');
      expect(phone.code).toBe(1);
      expect(phone.err).toContain('PHONE_INVALID_OR_TAKEN');
      const [after] = await t.deps.database.db.select({ n: count() }).from(users);
      expect(after!.n).toBe(before!.n);
    });

    it.each([
      [['--username', 'x_member', '--password', 'Sauna-Abend-2026'], 'missing --email'],
      [['--email', 'not-an-email', '--username', 'x_member', '--password', 'Sauna-Abend-2026'], 'invalid --email (INVALID_EMAIL)'],
      [['--email', 'x@example.ch', '--username', 'x y', '--password', 'Sauna-Abend-2026'], 'invalid --username (USERNAME_INVALID)'],
      [['--email', 'x@example.ch', '--username', 'x_member', '--password', 'short'], 'invalid --password (PASSWORD_TOO_SHORT)'],
      [['--email', 'x@example.ch', '--username', 'x_member', '--password', 'Sauna-Abend-2026', '--sex', 'X'], 'invalid --sex'],
      [['--email', 'x@example.ch', '--username', 'x_member', '--password', 'Sauna-Abend-2026', '--language', 'fr'], 'invalid --language'],
      [['--email', 'x@example.ch', '--username', 'x_member', '--password', 'Sauna-Abend-2026', '--phone', '079 123 45'], 'invalid --phone (PHONE_INVALID_OR_TAKEN)'],
      [['--email', 'x@example.ch', '--username', 'x_member', '--password', 'Sauna-Abend-2026', '--colour', 'red'], "Unknown option '--colour'"],
    ])('refuses %j with exit code 2 and a usage line', async (flags, message) => {
      const r = await cli('user:create', ...flags);
      expect(r.code).toBe(2);
      expect(r.err).toContain(message);
      expect(r.err).toContain('usage: user:create');
      expect(await user('x@example.ch')).toBeUndefined();
    });

    it('accepts each profile type', async () => {
      for (const sex of SEXES) {
        expect((await cli('user:create', '--email', `type-${sex}@example.ch`, '--username', `type_${sex}`, '--password', 'Sauna-Abend-2026', '--sex', sex)).code).toBe(0);
        expect((await user(`type-${sex.toLowerCase()}@example.ch`))?.sex).toBe(sex);
      }
    });
  });

  it('refuses an unknown command and lists the commands', async () => {
    const r = await cli('user:delete', '--email', 'anna@example.ch');
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown command: user:delete');
    expect(r.err).toContain('user:timeout --email E --until');
    expect((await cli()).code).toBe(2);
  });

  it('jobs:run-due runs the due work with the app\'s services and lists what waits', async () => {
    // A kind no service handles: it stays pending (another instance, or a later version, runs it).
    await enqueueJob(t.deps.database.db, { kind: 'test.unhandled', payload: {}, runAt: new Date(now.getTime() - 1000) });
    const r = await cli('jobs:run-due');
    expect(r.code).toBe(0);
    expect(r.out).toEqual(['ran 0 due jobs', '  test.unhandled: 1 pending']);
  });

  describe('user:admin', () => {
    it('grants and revokes admin', async () => {
      expect((await cli('user:admin', '--email', 'anna@example.ch', '--grant')).out).toEqual(['granted admin to Anna_ZH <anna@example.ch>']);
      expect((await user('anna@example.ch'))?.admin).toBe(true);
      expect((await cli('user:admin', '--email', 'anna@example.ch', '--revoke')).out).toEqual(['revoked admin from Anna_ZH <anna@example.ch>']);
      expect((await user('anna@example.ch'))?.admin).toBe(false);
    });

    it('needs exactly one of --grant and --revoke, and a known e-mail', async () => {
      expect((await cli('user:admin', '--email', 'anna@example.ch')).code).toBe(2);
      expect((await cli('user:admin', '--email', 'anna@example.ch', '--grant', '--revoke')).code).toBe(2);
      const unknown = await cli('user:admin', '--email', 'nobody@example.ch', '--grant');
      expect(unknown).toMatchObject({ code: 1, err: 'user:admin: no member with the e-mail nobody@example.ch' });
      expect((await user('anna@example.ch'))?.admin).toBe(false);
    });
  });

  describe('user:password', () => {
    it('sets a new password and ends all sessions of the member', async () => {
      const anna = (await user('anna@example.ch'))!;
      const { token } = await t.services.sessions.start(t.deps.database.db, anna.id, null);
      expect((await t.services.sessions.resolve(token))?.user.id).toBe(anna.id);
      const r = await cli('user:password', '--email', 'anna@example.ch', '--password', 'Neues-Passwort-42');
      expect(r).toMatchObject({ code: 0, out: ['set a new password for Anna_ZH <anna@example.ch> and ended their sessions'] });
      const after = (await user('anna@example.ch'))!;
      expect(await hasher.verify(after.passwordHash, 'Neues-Passwort-42')).toBe(true);
      expect(await hasher.verify(after.passwordHash, 'Sauna-Abend-2026')).toBe(false);
      expect(await t.services.sessions.resolve(token)).toBeNull();
    });

    it('refuses a too short password (exit 2) and an unknown e-mail (exit 1), keeping the old password', async () => {
      expect((await cli('user:password', '--email', 'anna@example.ch', '--password', 'kurz')).code).toBe(2);
      expect((await cli('user:password', '--email', 'nobody@example.ch', '--password', 'Neues-Passwort-43')).code).toBe(1);
      expect(await hasher.verify((await user('anna@example.ch'))!.passwordHash, 'Neues-Passwort-42')).toBe(true);
    });
  });

  describe('user:timeout', () => {
    it('sets the login timeout to a future date-time', async () => {
      const r = await cli('user:timeout', '--email', 'anna@example.ch', '--until', '2026-12-31T23:00:00+01:00');
      expect(r).toMatchObject({ code: 0, out: ['timed out Anna_ZH <anna@example.ch> until 2026-12-31T22:00:00.000Z'] });
      expect((await user('anna@example.ch'))?.loginTimeoutUntil).toEqual(new Date('2026-12-31T22:00:00Z'));
    });

    it.each([['2026-11-22T09:59:59Z', 'not in the future'], ['next friday', 'invalid --until'], ['2026-12-31', 'invalid --until'], ['2026-13-40T25:00:00Z', 'invalid --until']])(
      'refuses --until %s',
      async (until, message) => {
        const r = await cli('user:timeout', '--email', 'anna@example.ch', '--until', until);
        expect(r.code).toBe(2);
        expect(r.err).toContain(message);
        expect((await user('anna@example.ch'))?.loginTimeoutUntil).toEqual(new Date('2026-12-31T22:00:00Z'));
      },
    );

    it('refuses an unknown e-mail', async () => {
      expect((await cli('user:timeout', '--email', 'nobody@example.ch', '--until', '2027-01-01T00:00:00Z')).code).toBe(1);
    });
  });
});

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const all = () => t.deps.database.db.select().from(users);
  const seed = (argv: string[]) =>
    runCli(argv, { out: () => undefined, err: () => undefined }, {
      env: { NODE_ENV: 'test', DATA_DIR: t.dataDir, ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' },
      openDatabase: async () => t.deps.database,
    });

  it('does not seed into a database that has members, nor in production', async () => {
    await t.deps.database.db.insert(users).values({ email: 'first@example.ch', username: 'first', slug: 'first', passwordHash: 'x' });
    await seedDemoIfEmpty(t.deps, () => undefined);
    expect(await all()).toHaveLength(1);
    await t.deps.database.db.delete(users).where(eq(users.email, 'first@example.ch'));
    await seedDemoIfEmpty({ ...t.deps, config: { ...t.deps.config, isProduction: true } }, () => undefined);
    expect(await all()).toHaveLength(0);
  });

  // How long seeding takes (with the generated pictures) is measured by the startup bench, not here:
  // a wall-clock limit fails on a loaded machine.
  it('seeds an admin, activated members of every profile type (verified and not) and one pending member', async () => {
    const lines: string[] = [];
    await seedDemoIfEmpty(t.deps, (l) => lines.push(l));
    expect(lines[0]).toMatch(/^seeded 15 demo accounts \(13 with pictures\), 3 news and 4 events/);
    const rows = await all();
    expect(rows.filter((u) => u.admin).map((u) => u.username)).toEqual(['Admin_Venue']);
    for (const sex of SEXES) {
      const ofType = rows.filter((u) => u.sex === sex && u.emailVerifiedAt && u.phoneVerifiedAt);
      expect(ofType.length, sex).toBeGreaterThanOrEqual(2);
      expect(ofType.some((u) => u.isVerified), sex).toBe(true);
      expect(ofType.some((u) => !u.isVerified), sex).toBe(true);
    }
    expect(new Set(rows.map((u) => u.language))).toEqual(new Set(['de', 'en']));
    // Pending: e-mail confirmed (so it can sign in, decision 0026), phone not yet.
    const pending = rows.filter((u) => !u.phoneVerifiedAt);
    expect(pending.map((u) => u.username)).toEqual(['Neu_Mitglied']);
    expect(pending[0]!.emailVerifiedAt).not.toBeNull();
    // News are public already; events: upcoming ones (one for couples only) and one in the past.
    const now = Date.now();
    const newsRows = await t.deps.database.db.select().from(news);
    expect(newsRows.every((n) => n.publishedAt && n.publishedAt.getTime() <= now && n.titleDe && n.titleEn)).toBe(true);
    const eventRows = await t.deps.database.db.select().from(events);
    expect(eventRows.filter((e) => e.startsAt.getTime() > now).length).toBeGreaterThanOrEqual(3);
    expect(eventRows.filter((e) => e.startsAt.getTime() < now)).toHaveLength(1);
    expect(eventRows.some((e) => e.coupleOnly)).toBe(true);
    // The documented passwords are the real ones.
    const hasher = createPasswordHasher(t.deps.config.argon2);
    for (const account of [DEMO_ACCOUNTS[0]!, DEMO_ACCOUNTS[1]!]) {
      const row = rows.find((u) => u.email === account.email)!;
      expect(await hasher.verify(row.passwordHash, demoPasswordOf(account))).toBe(true);
    }
  });

  it('seed:demo is idempotent and adds back only the missing accounts', async () => {
    expect(await seed(['seed:demo'])).toBe(0);
    expect(await all()).toHaveLength(DEMO_ACCOUNTS.length);
    // Reto's guestbook entry goes with him and comes back with him.
    await t.deps.database.db.delete(users).where(eq(users.username, 'Reto_ZH'));
    await t.deps.database.db.delete(events).where(eq(events.slug, 'paerli-abend'));
    const printed: string[] = [];
    expect(
      await runCli(['seed:demo'], { out: (l) => printed.push(l), err: () => undefined }, {
        env: { NODE_ENV: 'test', DATA_DIR: t.dataDir, ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' },
        openDatabase: async () => t.deps.database,
      }),
    ).toBe(0);
    expect(printed.join('\n')).toMatch(/1 created, 14 already there.*news: 0 added.*events: 1 added; demo guestbook entries: 1 added/s);
    expect(await t.deps.database.db.select().from(events)).toHaveLength(4);
    const rows = await all();
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length);
    expect(rows.filter((u) => u.username === 'Reto_ZH')).toHaveLength(1);
  });

  it('the README lists every demo account with its password, marked DEMO ONLY', () => {
    const doc = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    expect(doc).toContain('DEMO ONLY');
    const tableRows = doc.split('\n').filter((l) => /^\| \S+@\S+ \|/.test(l));
    expect(tableRows).toHaveLength(DEMO_ACCOUNTS.length);
    for (const a of DEMO_ACCOUNTS) {
      expect(tableRows.some((row) => row.startsWith(`| ${a.email} | \`${demoPasswordOf(a)}\` |`)), a.email).toBe(true);
    }
  });
});
