import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/modules/demo/seed.js';
import { DEMO_ACCOUNTS, DEMO_MEMBER_PASSWORD } from '../../src/modules/demo/demo-accounts.js';
import { demoAvatarSvg, demoWallSvg } from '../../src/modules/demo/demo-picture-svg.js';
import { createTestApp, type TestApp } from '../harness.js';
import { SIGN_IN } from '../accounts/support.js';
import { USER_PHOTOS } from '../photos/support.js';

describe('demo pictures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signInAs(username: string) {
    const account = DEMO_ACCOUNTS.find((a) => a.username === username)!;
    const res = await t.gql(SIGN_IN, { input: { email: account.email, password: DEMO_MEMBER_PASSWORD } }, { ip: `10.78.0.${username.length}` });
    return res.data!.signIn.token as string;
  }

  it('draws the same picture for the same member, and different ones for different members', () => {
    expect(demoAvatarSvg('Reto_ZH', 'M')).toBe(demoAvatarSvg('Reto_ZH', 'M'));
    expect(demoAvatarSvg('Reto_ZH', 'M')).not.toBe(demoAvatarSvg('Luca_TI', 'M'));
    expect(demoWallSvg('Reto_ZH')).not.toBe(demoWallSvg('Luca_TI'));
  });

  it('gives every demo member with a profile type an avatar and a wall picture served like uploads; seeding again adds none', async () => {
    const first = await seedDemo(t.deps.database.db, t.deps.config.argon2, t.deps.now, t.deps.storage);
    expect(first.pictures).toBe(DEMO_ACCOUNTS.filter((a) => a.sex && !a.pending).length);
    expect((await seedDemo(t.deps.database.db, t.deps.config.argon2, t.deps.now, t.deps.storage)).pictures).toBe(0);

    // Nadja (a woman looking for men) may open Reto's profile: she sees his public avatar and wall picture.
    const nadja = await signInAs('Nadja_LU');
    const seen = await t.gql(USER_PHOTOS, { slug: 'reto_zh' }, { token: nadja });
    expect(seen.errors).toBeUndefined();
    const nodes = seen.data!.userPhotos.nodes as { id: string; isAvatar: boolean; isWallImage: boolean; visibility: string }[];
    expect(nodes.filter((n) => n.isAvatar)).toHaveLength(1);
    expect(nodes.filter((n) => n.isWallImage)).toHaveLength(1);
    // Reto's friends-only picture is not among them: Nadja is not his friend.
    expect(nodes.every((n) => n.visibility === 'PUBLIC')).toBe(true);

    const avatar = nodes.find((n) => n.isAvatar)!;
    const file = await t.app.inject({ method: 'GET', url: `/api/photos/${avatar.id}/thumb.webp`, headers: { authorization: `Bearer ${nadja}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');

    // Reto himself sees his three pictures, one of them for friends only.
    const reto = await signInAs('Reto_ZH');
    const own = (await t.gql(USER_PHOTOS, { slug: 'reto_zh' }, { token: reto })).data!.userPhotos.nodes as { visibility: string }[];
    expect(own.map((n) => n.visibility).sort()).toEqual(['FRIENDS', 'PUBLIC', 'PUBLIC']);
  });
});
