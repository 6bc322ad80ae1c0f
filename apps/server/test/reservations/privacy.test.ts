import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { member as accountMember } from '../settings/support.js';
import { readZip } from '../settings/zip-reader.js';
import { ONE, notificationsOf, party, publishedEvent, reservationRows, reserve, member } from './support.js';

// Reservations in the data export and removed with the account (issue 14): deleting a member cancels
// the active reservations and moves the wait list up in the deletion's transaction.

describe('reservations and the member’s data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('the export lists them; deletion frees the places for the wait list and removes the rows', async () => {
    const anna = await accountMember(t, { language: 'en' });
    const event = await publishedEvent(t, { capacity: 2, titleDe: 'Herbstfest' });
    const r = await reserve(t, { ...anna, id: anna.id }, event, party(1, 1));
    const waiting = await member(t);
    const rw = await reserve(t, waiting, event, party(0, 1));
    expect(rw.status).toBe('WAITLISTED');

    const zip = await t.app.inject({ method: 'GET', url: '/api/me/export', headers: { authorization: `Bearer ${anna.token}` } });
    expect(zip.statusCode).toBe(200);
    const data = JSON.parse((await readZip(zip.rawPayload)).get('data.json')!.toString('utf8'));
    expect(data.reservations).toEqual([expect.objectContaining({ id: r.id, kind: 'EVENT', event: 'Herbstfest', status: 'CONFIRMED', femaleGuests: 1, maleGuests: 1 })]);

    const del = await t.gql(`mutation ($input: DeleteAccountInput!) { deleteAccount(input: $input) }`, { input: { phrase: 'I am sure', currentPassword: anna.password } }, { token: anna.token });
    expect(del.errors).toBeUndefined();
    expect((await reservationRows(t)).filter((x) => x.userId === anna.id)).toEqual([]);
    expect((await t.gql(ONE, { id: rw.id }, { token: waiting.token })).data!.reservation.status).toBe('CONFIRMED');
    expect((await notificationsOf(t, waiting)).map((n) => n.kind)).toContain('RESERVATION_PROMOTED');
  });
});
