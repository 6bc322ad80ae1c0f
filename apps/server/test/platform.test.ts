import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';

describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers /healthz with JSON once ready', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('serves GraphQL: a visitor has no current user', async () => {
    const res = await t.gql('{ currentUser { id } serverTime }');
    expect(res.errors).toBeUndefined();
    expect(res.data?.currentUser).toBeNull();
  });

  it('refuses queries nested deeper than the limit', async () => {
    const deep = '{ currentUser { ' + 'a { '.repeat(12) + 'b' + ' }'.repeat(12) + ' } }';
    const res = await t.gql(deep);
    expect(res.errors?.length).toBeGreaterThan(0);
  });

  it('answers 404 for unknown pages and 200 for known screens', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/no/such/page', headers: { accept: 'text/html' } });
    expect(unknown.statusCode).toBe(404);
    const known = await t.app.inject({ method: 'GET', url: '/sign-in', headers: { accept: 'text/html' } });
    expect(known.statusCode).toBe(200);
  });

  it('answers the JSON:API /api/me with 401 and a coded error for a visitor', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/vnd.api+json');
    expect(res.json().errors[0].code).toBe('NOT_SIGNED_IN');
  });
});
