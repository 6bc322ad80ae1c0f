import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUY, PAYMENT, PAYMENTS, PREMIUM, TRIAL, buy, createPayApp, delivered, errorOf, isPremium, member, press, type PayApp } from './support.js';

// A member buys premium with the built-in test provider: its page, its signed webhook over HTTP.

let t: PayApp;
beforeAll(async () => {
  t = await createPayApp();
});
afterAll(() => t.close());

describe('buying a package with the test provider', () => {
  it('pays 3 months at the staff price: premium at once, the payment and a saved card on record', async () => {
    const m = await member(t);
    const res = await t.gql(BUY, { m: 3 }, { token: m.token });
    expect(res.errors).toBeUndefined();
    const { paymentId, url } = res.data!.buyPremium;
    expect(url).toMatch(/\/test-pay\/checkout\/tcs_/);
    const page = await (await fetch(url)).text();
    expect(page).toContain('CHF 27.–');
    expect(page).toContain('TEST');

    const pending = await t.gql(PAYMENT, { id: paymentId }, { token: m.token });
    expect(pending.data!.payment.status).toBe('PENDING');

    const back = await press(t, url, 'pay');
    expect(back).toBe(`${t.url}/payments/${paymentId}/return?outcome=success`);
    await delivered(t);

    const paid = await t.gql(PAYMENT, { id: paymentId }, { token: m.token });
    expect(paid.data!.payment).toMatchObject({ status: 'SUCCEEDED', amountRappen: 2700, currency: 'CHF', purpose: 'PREMIUM', lineItems: [{ kind: 'PREMIUM', packageMonths: 3, amountRappen: 2700 }] });
    expect(paid.data!.payment.responseMessage).toBeTruthy();
    expect(await isPremium(t, m.id)).toBe(true);
    const status = await t.gql(PREMIUM, {}, { token: m.token });
    expect(status.data!.premium).toMatchObject({ isPremium: true, subscription: { state: 'ACTIVE', packageMonths: 3, autoRenew: true }, nextCharge: { amountRappen: 2700 } });
    expect(status.data!.premium.viewerCan).toMatchObject({ buy: false, cancel: true, resume: false });
  });

  it('a declined card, an expired card and a cancelled checkout grant nothing and say why', async () => {
    for (const action of ['decline', 'expired', 'cancel'] as const) {
      const m = await member(t, { language: 'en' });
      const paymentId = await buy(t, m.token, 1, action);
      const p = await t.gql(PAYMENT, { id: paymentId }, { token: m.token });
      expect(p.data!.payment.status).toBe(action === 'cancel' ? 'CANCELLED' : 'FAILED');
      expect(p.data!.payment.responseMessage).toBe({ decline: 'Your card was declined.', expired: 'Your card has expired.', cancel: 'Payment cancelled.' }[action]);
      expect(await isPremium(t, m.id)).toBe(false);
      const status = await t.gql(PREMIUM, {}, { token: m.token });
      expect(status.data!.premium.subscription).toBeNull();
      expect(status.data!.premium.viewerCan.buy).toBe(true);
    }
  });

  it('the amount never comes from the client: a price argument is refused, a strange package too', async () => {
    const m = await member(t);
    const forged = await t.gql(`mutation { buyPremium(packageMonths: 3, amountRappen: 1) { url } }`, {}, { token: m.token });
    expect(forged.errors).toBeDefined();
    const odd = await t.gql(BUY, { m: 2 }, { token: m.token });
    expect(errorOf(odd)?.code).toBe('BAD_INPUT');
    const list = await t.gql(PAYMENTS, {}, { token: m.token });
    expect(list.data!.payments.nodes).toEqual([]);
  });

  it('a second purchase beside a live subscription is refused; staff cannot buy', async () => {
    const m = await member(t);
    await buy(t, m.token, 1);
    expect(errorOf(await t.gql(BUY, { m: 12 }, { token: m.token }))?.code).toBe('SUBSCRIPTION_EXISTS');
    const admin = await member(t);
    await t.deps.database.db.execute(`update users set admin = true where id = '${admin.id}'` as never);
    expect(errorOf(await t.gql(BUY, { m: 1 }, { token: admin.token }))?.code).toBe('STAFF_NOT_MEMBER');
  });

  it('someone else’s payment is NOT_FOUND, like a forged id', async () => {
    const a = await member(t);
    const b = await member(t);
    const paymentId = await buy(t, a.token, 1);
    expect(errorOf(await t.gql(PAYMENT, { id: paymentId }, { token: b.token }))?.code).toBe('NOT_FOUND');
    expect(errorOf(await t.gql(PAYMENT, { id: 'not-a-uuid' }, { token: b.token }))?.code).toBe('NOT_FOUND');
  });

  it('the trial saves a card, starts once, and cannot start a second time', async () => {
    const m = await member(t);
    const res = await t.gql(TRIAL, {}, { token: m.token });
    expect(res.errors).toBeUndefined();
    expect(await (await fetch(res.data!.startPremiumTrial.url)).text()).toContain('CHF 0.–');
    await press(t, res.data!.startPremiumTrial.url, 'pay');
    await delivered(t);
    const status = await t.gql(PREMIUM, {}, { token: m.token });
    expect(status.data!.premium).toMatchObject({ isPremium: true, subscription: { state: 'TRIAL' }, nextCharge: { amountRappen: 1000 } });
    expect(errorOf(await t.gql(TRIAL, {}, { token: m.token }))?.code).toBe('SUBSCRIPTION_EXISTS');
  });
});

describe('staff set the prices and the trial length', () => {
  const SETTINGS = `mutation ($input: PremiumSettingsInput!) { updatePremiumSettings(input: $input) { price1Rappen price3Rappen price12Rappen trialDays } }`;

  it('refuses a bad price or trial length and changes nothing; a good one applies to the next checkout', async () => {
    const admin = await member(t);
    await t.deps.database.db.execute(`update users set admin = true where id = '${admin.id}'` as never);
    const bad = await t.gql(SETTINGS, { input: { price1Rappen: 1000, price3Rappen: 50, price12Rappen: 9600, trialDays: 7 } }, { token: admin.token });
    expect(errorOf(bad)?.fields).toEqual([{ field: 'price3Rappen', code: 'PRICE_INVALID_PREMIUM' }]);
    const badTrial = await t.gql(SETTINGS, { input: { price1Rappen: 1000, price3Rappen: 2700, price12Rappen: 9600, trialDays: 365 } }, { token: admin.token });
    expect(errorOf(badTrial)?.fields).toEqual([{ field: 'trialDays', code: 'TRIAL_DAYS_INVALID' }]);
    const m = await member(t);
    expect((await t.gql(PREMIUM, {}, { token: m.token })).data!.premium.packages[1]).toEqual({ months: 3, priceRappen: 2700 });

    const good = await t.gql(SETTINGS, { input: { price1Rappen: 1200, price3Rappen: 3300, price12Rappen: 12000, trialDays: 14 } }, { token: admin.token });
    expect(good.errors).toBeUndefined();
    expect(errorOf(await t.gql(SETTINGS, { input: { price1Rappen: 1, price3Rappen: 1, price12Rappen: 1, trialDays: 1 } }, { token: m.token }))?.code).toBe('NOT_ALLOWED');
    const status = await t.gql(PREMIUM, {}, { token: m.token });
    expect(status.data!.premium).toMatchObject({ trialDays: 14, trialPriceRappen: 1200 });
    const res = await t.gql(BUY, { m: 3 }, { token: m.token });
    expect(await (await fetch(res.data!.buyPremium.url)).text()).toContain('CHF 33.–');
    await t.gql(SETTINGS, { input: { price1Rappen: 1000, price3Rappen: 2700, price12Rappen: 9600, trialDays: 7 } }, { token: admin.token });
  });
});
