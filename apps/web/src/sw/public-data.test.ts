import { describe, expect, it } from 'vitest';
import { isAppCodeRequest, isCompleteGraphQLAnswer, isPublicMediaRequest, isPublicQueryRequest } from './public-data.js';

const origin = 'https://club.example';
const graphql = (params: Record<string, string>) => new URL(`${origin}/graphql?${new URLSearchParams(params)}`);

describe('what the service worker may keep', () => {
  it('keeps the public queries (GET), never a member’s or anything sent as POST', () => {
    expect(isPublicQueryRequest('GET', graphql({ operationName: 'Page', query: 'query Page { page }' }), origin)).toBe(true);
    expect(isPublicQueryRequest('GET', graphql({ operationName: 'Events' }), origin)).toBe(true);
    expect(isPublicQueryRequest('GET', graphql({ operationName: 'CurrentUser' }), origin)).toBe(false);
    expect(isPublicQueryRequest('GET', graphql({ operationName: 'GuestbookEntries' }), origin)).toBe(false);
    expect(isPublicQueryRequest('POST', graphql({ operationName: 'Page' }), origin)).toBe(false);
    expect(isPublicQueryRequest('GET', new URL(`${origin}/graphql`), origin)).toBe(false);
    expect(isPublicQueryRequest('GET', new URL(`https://elsewhere.example/graphql?operationName=Page`), origin)).toBe(false);
  });

  it('keeps pictures of venue pages, news and events, not other media', () => {
    expect(isPublicMediaRequest('GET', new URL(`${origin}/media/static-pages/0f2c/640.avif`), origin)).toBe(true);
    expect(isPublicMediaRequest('GET', new URL(`${origin}/media/events/0f2c/320.webp`), origin)).toBe(true);
    expect(isPublicMediaRequest('GET', new URL(`${origin}/media/photos/0f2c/320.webp`), origin)).toBe(false);
    expect(isPublicMediaRequest('GET', new URL(`${origin}/api/me`), origin)).toBe(false);
    // Members' photos and conversation pictures are checked by the server on every view (issue 11 item 9).
    expect(isPublicMediaRequest('GET', new URL(`${origin}/api/photos/0f2c/320.webp`), origin)).toBe(false);
    expect(isPublicMediaRequest('GET', new URL(`${origin}/api/conversation-uploads/0f2c/thumb.avif`), origin)).toBe(false);
  });

  it('keeps the app’s built code as it is used, nothing else under that name', () => {
    expect(isAppCodeRequest('GET', new URL(`${origin}/assets/ConversationScreen-B2x9_kQa.js`), origin)).toBe(true);
    expect(isAppCodeRequest('GET', new URL(`${origin}/assets/member-screens-Cq1w8aZk.css`), origin)).toBe(true);
    expect(isAppCodeRequest('GET', new URL('https://elsewhere.example/assets/x-1.js'), origin)).toBe(false);
    expect(isAppCodeRequest('POST', new URL(`${origin}/assets/x-1.js`), origin)).toBe(false);
    expect(isAppCodeRequest('GET', new URL(`${origin}/assets/fonts/inter.woff2`), origin)).toBe(false);
    expect(isAppCodeRequest('GET', new URL(`${origin}/api/assets/x.js`), origin)).toBe(false);
  });

  it('keeps complete answers only', async () => {
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    expect(await isCompleteGraphQLAnswer(json({ data: { page: { id: '1' } } }))).toBe(true);
    expect(await isCompleteGraphQLAnswer(json({ data: null, errors: [{ message: 'INTERNAL' }] }))).toBe(false);
    expect(await isCompleteGraphQLAnswer(json({ data: { page: null }, errors: [{ message: 'x' }] }))).toBe(false);
    expect(await isCompleteGraphQLAnswer(json({ data: { page: {} } }, 500))).toBe(false);
    expect(await isCompleteGraphQLAnswer(new Response('<html>', { status: 200 }))).toBe(false);
  });
});
