import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { useUserProfile } from './useUserProfile.js';

// Opening a profile reads it (User) and then records the visit (RecordProfileVisit) once; the
// query records nothing on the server (issue 11 item 4, decision 0027).

function profile(slug: string, own: boolean) {
  return {
    __typename: 'UserProfile',
    id: `id-${slug}`,
    slug,
    username: slug,
    sex: 'F',
    isPremium: false,
    isVerified: false,
    isAllowedToVisit: true,
    lastActiveAt: null,
    isOnline: false,
    avatar: null,
    wall: null,
    region: null,
    info: { __typename: 'ProfileInfo', id: `info-${slug}`, about: '', lookingFor: [], isComplete: false, persons: [] },
    viewerCan: { __typename: 'UserProfileAbilities', edit: own, befriend: !own, write: !own, block: !own, report: !own, seeVisitors: own, giveGift: false },
  };
}

function Shown({ slug }: { slug: string }) {
  const { profile: shown, refusal } = useUserProfile(slug);
  return <p>{refusal ?? shown?.username ?? '…'}</p>;
}

async function open(slug: string, answer: { profile: unknown; refusal: string | null }) {
  const server = fakeGraphQLServer({
    User: () => ({ data: { user: { __typename: 'UserLookup', ...answer } } }),
    RecordProfileVisit: () => ({ data: { recordProfileVisit: true } }),
  });
  renderWithProviders(<Shown slug={slug} />, { i18n: await testI18n(), session: testSession(server.fetch) });
  return server;
}

describe('opening a profile', () => {
  it('records the visit once another member’s profile shows', async () => {
    const server = await open('anna', { profile: profile('anna', false), refusal: null });
    await screen.findByText('anna');
    await waitFor(() => expect(server.calls('RecordProfileVisit')).toEqual([{ operationName: 'RecordProfileVisit', variables: { slug: 'anna' } }]));
  });

  it('records nothing for one’s own profile or a refused one', async () => {
    const own = await open('me', { profile: profile('me', true), refusal: null });
    await screen.findByText('me');
    const refused = await open('hidden', { profile: null, refusal: 'PROFILE_BLOCKED' });
    await screen.findByText('PROFILE_BLOCKED');
    // Both screens have settled (their queries answered); no visit was sent by either.
    expect(own.calls('User')).toHaveLength(1);
    expect(refused.calls('User')).toHaveLength(1);
    expect([...own.calls('RecordProfileVisit'), ...refused.calls('RecordProfileVisit')]).toEqual([]);
  });
});
