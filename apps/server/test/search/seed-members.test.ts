import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { photoVariantUrl } from '@venue/shared';
import { runCli } from '../../src/cli/run.js';
import { SYNTHETIC_MEMBER_PASSWORD, syntheticEmail } from '../../src/modules/demo/synthetic-members.js';
import { createTestApp, type TestApp } from '../harness.js';
import { SIGN_IN } from '../accounts/support.js';
import { SEARCH, fetchFile, member } from './support.js';

// `npm run cli -- seed:members --count N` (docs/decisions/0015) on the test database.
describe('seed:members', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function cli(argv: string[], env: Record<string, string> = {}) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(
      argv,
      { out: (l) => out.push(l), err: (l) => err.push(l) },
      {
        env: { NODE_ENV: 'test', DATA_DIR: t.dataDir, ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1', ...env },
        openDatabase: async () => t.deps.database,
        now: () => t.deps.now(),
      },
    );
    return { code, out, err: err.join('\n') };
  }

  async function one<T>(query: string): Promise<T> {
    const result = (await t.deps.database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
    return result.rows[0]!;
  }

  it('adds N synthetic members with a spread of types, states, settings, activity, avatars and blocks', async () => {
    const r = await cli(['seed:members', '--count', '400']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out.at(-2)).toMatch(/^synthetic members 1–400: 400 created, 0 already there .* in \d+\.\d s$/);
    expect(r.out.at(-1)).toContain(SYNTHETIC_MEMBER_PASSWORD);
    const stats = await one<Record<string, number>>(`select count(*)::int as members,
        count(distinct sex)::int as types,
        count(*) filter (where email_verified_at is null)::int as pending,
        count(*) filter (where is_deactivated)::int as deactivated,
        count(*) filter (where is_verified)::int as verified,
        count(*) filter (where last_active_at > now() - interval '5 minutes')::int as online,
        count(*) filter (where last_active_at is null)::int as never
      from users where email like '%@synthetic.invalid'`);
    expect(stats).toMatchObject({ members: 400, types: 5 });
    for (const key of ['pending', 'verified', 'online', 'never'] as const) expect(stats[key], key).toBeGreaterThan(0);
    expect(stats.verified).toBeGreaterThan(60);
    expect(stats.verified).toBeLessThan(140);
    const related = await one<Record<string, number>>(`select
        (select count(*)::int from profiles p join users u on u.id = p.user_id where u.email like '%@synthetic.invalid') as profiles,
        (select count(*)::int from profiles where avatar_upload_id is not null) as avatars,
        (select count(*)::int from profile_persons) as persons,
        (select count(*)::int from user_settings where not shown_online) as hidden,
        (select count(*)::int from user_settings where not found_in_search) as unsearchable,
        (select count(*)::int from profiles where wall_upload_id is not null and wall_upload_id = avatar_upload_id) as walls,
        (select count(*)::int from user_settings where not found_in_spark) as outofspark,
        (select count(*)::int from blocks) as blocks`);
    expect(related.profiles).toBe(400);
    expect(related.avatars).toBeGreaterThan(180);
    expect(related.persons).toBeGreaterThan(400);
    expect(related.hidden).toBeGreaterThan(0);
    expect(related.unsearchable).toBeGreaterThan(0);
    // Ready for Spark (issue 16): the avatar is the wall picture too; some are not shown in Spark.
    expect(related.walls).toBe(related.avatars);
    expect(related.outofspark).toBeGreaterThan(0);
    expect(related.blocks).toBeGreaterThan(0);
  });

  it('is idempotent: running again adds nothing, a larger count adds the rest', async () => {
    const again = await cli(['seed:members', '--count', '400']);
    expect(again.out.at(-2)).toMatch(/400: 0 created, 400 already there/);
    const more = await cli(['seed:members', '--count', '450']);
    expect(more.out.at(-2)).toMatch(/450: 50 created, 400 already there/);
    const counts = await one<Record<string, number>>(`select (select count(*)::int from users where email like '%@synthetic.invalid') as members,
        (select count(*)::int from profiles) as profiles, (select count(*)::int from user_uploads) as uploads`);
    expect(counts.members).toBe(450);
    expect(counts.profiles).toBe(450);
    expect(counts.uploads).toBe(await one<{ n: number }>('select count(*)::int as n from profiles where avatar_upload_id is not null').then((r) => r.n));
  });

  it('synthetic members sign in with the shared password, find each other and show real avatar pictures', async () => {
    const signIn = await t.gql(SIGN_IN, { input: { email: syntheticEmail(1), password: SYNTHETIC_MEMBER_PASSWORD } });
    expect(signIn.errors).toBeUndefined();
    const token = signIn.data!.signIn.token as string;
    const found = await t.gql(SEARCH, { first: 50, filter: { hasPhoto: true } }, { token });
    expect(found.errors).toBeUndefined();
    const cards = found.data!.profileSearch.nodes as { avatar: { id: string } | null }[];
    expect(cards.length).toBeGreaterThan(10);
    const viewer = await member(t);
    const file = await fetchFile(t, photoVariantUrl(cards[0]!.avatar!.id, 'thumb', 'webp'), viewer.token);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
  });

  it('--refresh-activity spreads the activity anew from now', async () => {
    await t.deps.database.db.execute(sql.raw(`update users set last_active_at = now() - interval '1 day' where email like '%@synthetic.invalid'`));
    const r = await cli(['seed:members', '--count', '450', '--refresh-activity']);
    expect(r.code).toBe(0);
    const online = await one<{ n: number }>(`select count(*)::int as n from users where email like '%@synthetic.invalid' and last_active_at > now() - interval '5 minutes'`);
    expect(online.n).toBeGreaterThan(0);
  });

  it('refuses a missing or bad count, and production installations', async () => {
    for (const argv of [['seed:members'], ['seed:members', '--count', '0'], ['seed:members', '--count', 'many'], ['seed:members', '--count', '2000000']]) {
      const r = await cli(argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.err).toContain('--count');
    }
    const prod = await cli(['seed:members', '--count', '10'], { NODE_ENV: 'production' });
    expect(prod.code).toBe(1);
    expect(prod.err).toContain('not on a production installation');
  });
});
