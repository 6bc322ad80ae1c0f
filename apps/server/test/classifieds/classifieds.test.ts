import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { updateUser } from '../../src/modules/accounts/accounts.repository.js';
import { DELETE, FORGED_ID, OWN, POST, RENEW, TEXT, UPDATE, age, errorOf, listed, member, post, rows, type TestMember } from './support.js';

// Posting and managing one's own classifieds through /graphql (spec §3, §5, §6, §9; decision 0046):
// bad input and someone else's classified get a coded error and write nothing.

describe('posting and managing classifieds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const postAs = (by: TestMember, input: Record<string, unknown>) => t.gql(POST, { input: { text: TEXT, lookingFor: ['M'], ...input } }, { token: by.token });

  it('a verified member posts: trimmed, types in order, listed for 30 days, in "Meine Inserate"', async () => {
    const vera = await member(t, { sex: 'F', verified: true });
    const res = await postAs(vera, { text: `  ${TEXT}\u200b `, lookingFor: ['MF', 'M', 'MF'] });
    expect(res.errors).toBeUndefined();
    const posted = res.data!.postClassified;
    expect(posted).toMatchObject({ text: TEXT, lookingFor: ['M', 'MF'], mine: true, expired: false, author: { id: vera.id }, viewerCan: { edit: true, renew: true, delete: true, report: false } });
    expect(new Date(posted.expiresAt).getTime() - new Date(posted.renewedAt).getTime()).toBe(30 * 86_400_000);
    const own = await t.gql(OWN, {}, { token: vera.token });
    expect(own.data!.ownClassifieds).toMatchObject({ nodes: [{ id: posted.id }], listedCount: 1, listedMax: 3, postRefusal: null });
  });

  it('a premium member posts too; an unverified member reads but is refused with NEED_VERIFIED, nothing written', async () => {
    const pia = await member(t, { sex: 'F', premium: true });
    expect((await postAs(pia, {})).errors).toBeUndefined();
    const ueli = await member(t, { sex: 'M' });
    const before = await rows(t);
    expect(errorOf(await postAs(ueli, {}))?.code).toBe('NEED_VERIFIED');
    expect(await rows(t)).toEqual(before);
    const own = await t.gql(OWN, {}, { token: ueli.token });
    expect(own.data!.ownClassifieds).toMatchObject({ nodes: [], postRefusal: 'NEED_VERIFIED' });
  });

  it('takes 255 characters; refuses 256, empty, invisible-only, no type and an unknown type with their codes, nothing written', async () => {
    const vera = await member(t, { sex: 'F', verified: true });
    expect((await postAs(vera, { text: 'x'.repeat(255) })).errors).toBeUndefined();
    const before = await rows(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ text: 'x'.repeat(256) }, 'CLASSIFIED_TEXT_TOO_LONG'],
      [{ text: '' }, 'CLASSIFIED_TEXT_EMPTY'],
      [{ text: ' \u200b\u202e ' }, 'CLASSIFIED_TEXT_EMPTY'],
      [{ lookingFor: [] }, 'CLASSIFIED_LOOKING_FOR_EMPTY'],
      [{ lookingFor: ['M', 'ALIEN'] }, 'CLASSIFIED_LOOKING_FOR_INVALID'],
    ];
    for (const [input, code] of cases) {
      const error = errorOf(await postAs(vera, input));
      expect(error?.code, JSON.stringify(input)).toBe(code);
      expect(error?.fields?.[0]?.code).toBe(code);
    }
    expect(await rows(t)).toEqual(before);
  });

  it('at most 3 listed at once: the fourth is CLASSIFIED_LIMIT_REACHED; an expired one frees a place and renews only with one free', async () => {
    const vera = await member(t, { sex: 'F', verified: true });
    const ids = [await post(t, vera), await post(t, vera), await post(t, vera)];
    expect(errorOf(await postAs(vera, {}))?.code).toBe('CLASSIFIED_LIMIT_REACHED');
    await age(t, ids[0]!, 31);
    expect((await t.gql(OWN, {}, { token: vera.token })).data!.ownClassifieds).toMatchObject({ listedCount: 2, postRefusal: null });
    await post(t, vera);
    expect(errorOf(await t.gql(RENEW, { id: ids[0] }, { token: vera.token }))?.code).toBe('CLASSIFIED_LIMIT_REACHED');
    await t.gql(DELETE, { id: ids[1] }, { token: vera.token });
    const renewed = await t.gql(RENEW, { id: ids[0] }, { token: vera.token });
    expect(renewed.data!.renewClassified).toMatchObject({ id: ids[0], expired: false });
  });

  it('five posts at once leave exactly three listed (the author’s row is locked while counting)', async () => {
    const vera = await member(t, { sex: 'F', verified: true });
    const results = await Promise.all(Array.from({ length: 5 }, () => postAs(vera, {})));
    expect(results.filter((r) => !r.errors)).toHaveLength(3);
    expect(results.filter((r) => errorOf(r)?.code === 'CLASSIFIED_LIMIT_REACHED')).toHaveLength(2);
    expect((await rows(t)).filter((r) => r.authorId === vera.id)).toHaveLength(3);
  });

  it('expires after 30 days for others (by the query, no job); its author still sees it marked expired and renews it', async () => {
    const vera = await member(t, { sex: 'F', verified: true });
    const max = await member(t, { sex: 'M', lookingFor: ['F'] });
    const id = await post(t, vera);
    expect(await listed(t, max)).toContain(id);
    await age(t, id, 30);
    expect(await listed(t, max)).not.toContain(id);
    const own = await t.gql(OWN, {}, { token: vera.token });
    expect(own.data!.ownClassifieds.nodes).toEqual([expect.objectContaining({ id, expired: true, viewerCan: expect.objectContaining({ renew: true }) })]);
    expect((await t.gql(RENEW, { id }, { token: vera.token })).data!.renewClassified).toMatchObject({ expired: false });
    expect(await listed(t, max)).toContain(id);
  });

  it('its author edits it (text and types); bad input is refused and changes nothing', async () => {
    const vera = await member(t, { sex: 'F', verified: true });
    const id = await post(t, vera);
    const res = await t.gql(UPDATE, { id, input: { text: ' Neu: Apéro am Freitag ', lookingFor: ['FF'] } }, { token: vera.token });
    expect(res.data!.updateClassified).toMatchObject({ id, text: 'Neu: Apéro am Freitag', lookingFor: ['FF'] });
    const before = await rows(t);
    expect(errorOf(await t.gql(UPDATE, { id, input: { text: 'y'.repeat(256), lookingFor: ['FF'] } }, { token: vera.token }))?.code).toBe('CLASSIFIED_TEXT_TOO_LONG');
    expect(await rows(t)).toEqual(before);
  });

  it('someone else’s classified, a forged id and a non-id: NOT_FOUND for edit, renew and delete, nothing changes', async () => {
    const vera = await member(t, { sex: 'F', verified: true });
    const mallory = await member(t, { sex: 'M', verified: true });
    const id = await post(t, vera);
    const before = await rows(t);
    for (const target of [id, FORGED_ID, 'not-an-id']) {
      expect(errorOf(await t.gql(UPDATE, { id: target, input: { text: 'Gekapert', lookingFor: ['M'] } }, { token: mallory.token }))?.code).toBe('NOT_FOUND');
      expect(errorOf(await t.gql(RENEW, { id: target }, { token: mallory.token }))?.code).toBe('NOT_FOUND');
      expect(errorOf(await t.gql(DELETE, { id: target }, { token: mallory.token }))?.code).toBe('NOT_FOUND');
    }
    expect(await rows(t)).toEqual(before);
  });

  it('its author deletes it: gone from the lists', async () => {
    const vera = await member(t, { sex: 'F', verified: true });
    const max = await member(t, { sex: 'M' });
    const id = await post(t, vera);
    expect((await t.gql(DELETE, { id }, { token: vera.token })).data!.deleteClassified).toBe(id);
    expect(await listed(t, max)).not.toContain(id);
    expect((await t.gql(OWN, {}, { token: vera.token })).data!.ownClassifieds.nodes).toEqual([]);
  });

  it('staff are not members: STAFF_NOT_MEMBER for reading and posting', async () => {
    const staff = await member(t, { sex: null, verified: true });
    await updateUser(t.deps.database.db, staff.id, { admin: true });
    expect(errorOf(await postAs(staff, {}))?.code).toBe('STAFF_NOT_MEMBER');
    expect(errorOf(await t.gql(OWN, {}, { token: staff.token }))?.code).toBe('STAFF_NOT_MEMBER');
  });
});
