import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { SEND_PHONE_CODE, VERIFY_PHONE, codeFromSms } from '../accounts/support.js';
import { updateUser } from '../../src/modules/accounts/accounts.repository.js';
import { errorOf, member, userRow } from './support.js';

// Changing a verified phone number from the settings: new number → SMS code → confirm. The
// verified number stays in use until the code for the new one is confirmed.

const ME = `{ currentUser { phoneMasked phoneVerifiedAt pendingPhoneMasked } }`;

describe('changing the phone number', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let serial = 0;
  const freshNumber = () => `+4176${String(5_000_000 + process.pid * 13 + (serial += 1)).slice(-7)}`;
  const me = async (token: string) => (await t.gql(ME, {}, { token })).data!.currentUser;

  it('keeps the verified number until the code for the new one is confirmed', async () => {
    const anna = await member(t);
    const newPhone = freshNumber();
    const verifiedAt = (await userRow(t, anna.id)).phoneVerifiedAt;
    expect((await t.gql(SEND_PHONE_CODE, { phone: newPhone }, { token: anna.token })).data!.sendPhoneCode).toBe(true);
    expect(await me(anna.token)).toEqual({ phoneMasked: expect.stringMatching(new RegExp(`${anna.phone.slice(-2)}$`)), phoneVerifiedAt: verifiedAt!.toISOString(), pendingPhoneMasked: `${newPhone.slice(0, 3)}•••••••${newPhone.slice(-2)}` });
    expect((await userRow(t, anna.id)).phone).toBe(anna.phone);

    const res = await t.gql(VERIFY_PHONE, { code: await codeFromSms(t, newPhone) }, { token: anna.token });
    expect(res.errors).toBeUndefined();
    const row = await userRow(t, anna.id);
    expect(row.phone).toBe(newPhone);
    expect(row.phoneVerifiedAt!.getTime()).toBeGreaterThanOrEqual(verifiedAt!.getTime());
    expect((await me(anna.token)).pendingPhoneMasked).toBeNull();
  });

  it('a wrong code leaves the verified number as it is', async () => {
    const ben = await member(t);
    const newPhone = freshNumber();
    await t.gql(SEND_PHONE_CODE, { phone: newPhone }, { token: ben.token });
    const right = await codeFromSms(t, newPhone);
    const wrong = right === '000000' ? '111111' : '000000';
    expect(errorOf(await t.gql(VERIFY_PHONE, { code: wrong }, { token: ben.token }))?.code).toBe('WRONG_PHONE_CODE');
    const row = await userRow(t, ben.id);
    expect(row.phone).toBe(ben.phone);
    expect(row.phoneVerifiedAt).not.toBeNull();
  });

  it('refuses a malformed number and an empty one, each with its code; no SMS goes out', async () => {
    const carl = await member(t);
    const res = await t.gql(SEND_PHONE_CODE, { phone: '079 123 45' }, { token: carl.token });
    expect(errorOf(res)?.code).toBe('PHONE_INVALID_OR_TAKEN');
    expect(errorOf(await t.gql(SEND_PHONE_CODE, { phone: '' }, { token: carl.token }))?.code).toBe('PHONE_REQUIRED');
    expect((await userRow(t, carl.id)).phone).toBe(carl.phone);
    expect((await me(carl.token)).pendingPhoneMasked).toBeNull();
  });

  it('refuses the code when another member took the number meanwhile', async () => {
    const emil = await member(t);
    const fritz = await member(t);
    const newPhone = freshNumber();
    await t.gql(SEND_PHONE_CODE, { phone: newPhone }, { token: emil.token });
    const code = await codeFromSms(t, newPhone);
    await updateUser(t.deps.database.db, fritz.id, { phone: newPhone });
    expect(errorOf(await t.gql(VERIFY_PHONE, { code }, { token: emil.token }))?.code).toBe('PHONE_NOT_ACCEPTED');
    expect((await userRow(t, emil.id)).phone).toBe(emil.phone);
  });

  it('the same verified number again is ALREADY_VERIFIED', async () => {
    const gina = await member(t);
    expect(errorOf(await t.gql(SEND_PHONE_CODE, { phone: gina.phone }, { token: gina.token }))?.code).toBe('ALREADY_VERIFIED');
  });
});
