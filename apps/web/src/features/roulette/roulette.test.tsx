import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeGraphQLServer, type RecordedRequest } from '../../test/fake-server.js';
import { liveSession } from '../../test/live-session.js';
import { member, renderWithProviders, testI18n } from '../../test/render.js';
import { connectionOf } from '../../app/session/connection.js';
import type { CurrentUser } from '../../app/session/operations.js';
import type { RouletteMessage, RoulettePair, RouletteState } from './operations.js';
import { Component as RouletteScreen } from './roulette.route.js';

// The chat roulette screen against a stand-in /graphql and a hand-fed events feed.

const ME = '6f9c1d0e-0000-4000-8000-000000000001';
const PAIR = '00000000-0000-4000-8000-0000000000a1';
const BEN = '00000000-0000-4000-8000-0000000000be';

function pair(overrides: Partial<RoulettePair> = {}): RoulettePair & { __typename: string } {
  return {
    __typename: 'RoulettePair',
    id: PAIR,
    startedAt: '2026-03-01T20:00:00.000Z',
    myAlias: 'Mondfalter',
    partnerAlias: 'Aurora',
    lastSeq: 0,
    iRevealed: false,
    partnerRevealed: false,
    partner: null,
    ...overrides,
  };
}

function state(status: RouletteState['status'], overrides: Partial<RouletteState> = {}): RouletteState & { __typename: string } {
  return {
    __typename: 'RouletteState',
    id: ME,
    status,
    queueExpiresAt: status === 'WAITING' ? new Date(Date.now() + 300_000).toISOString() : null,
    pair: status === 'PAIRED' ? pair() : null,
    mayTakePart: true,
    ...overrides,
  };
}

function message(seq: number, body: string, mine = false): RouletteMessage & { __typename: string } {
  return { __typename: 'RouletteMessage', id: `m${seq}`, seq, body, createdAt: `2026-03-01T20:0${seq}:00.000Z`, senderAlias: mine ? 'Mondfalter' : 'Aurora', mine };
}

type Responder = (request: RecordedRequest) => unknown;

/**
 * Opens /chat-roulette for `user` with the server answering `rouletteState` with `current()` (which
 * a test may change to play the server), and `more` responders.
 */
async function open(opts: { user?: Partial<CurrentUser>; current: () => RouletteState; messages?: RouletteMessage[]; more?: Record<string, Responder> }) {
  const server = fakeGraphQLServer({
    CurrentUser: () => ({ data: { currentUser: member({ isVerified: true, ...opts.user }) } }),
    RouletteState: () => ({ data: { rouletteState: opts.current() } }),
    RouletteMessages: (r) => ({ data: { rouletteMessages: (opts.messages ?? []).filter((m) => m.seq > Number(r.variables.afterSeq ?? 0)) } }),
    ...opts.more,
  });
  const live = liveSession(server.fetch);
  const i18n = await testI18n('de');
  const router = createMemoryRouter([{ path: '/chat-roulette', Component: RouletteScreen }, { path: '*', element: <p>elsewhere</p> }], { initialEntries: ['/chat-roulette'] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session: live.session });
  await screen.findByRole('heading', { name: 'Chat-Roulette', level: 1 });
  const event = (kind: string, extra: { byPartner?: boolean; message?: RouletteMessage | null; pairId?: string } = {}) =>
    act(() => live.push('RouletteEvents', { rouletteEvents: { __typename: 'RouletteEvent', kind, pairId: extra.pairId ?? PAIR, byPartner: extra.byPartner ?? true, message: extra.message ?? null } }));
  return { server, live, event };
}

const announcer = () => screen.getByTestId('roulette-announcer');

describe('chat roulette: idle and waiting', () => {
  it('explains the roulette, holds the events feed, joins the queue and leaves it again', async () => {
    let current = state('IDLE');
    const { server, live } = await open({
      current: () => current,
      more: {
        JoinRoulette: () => ({ data: { joinRoulette: (current = state('WAITING')) } }),
        LeaveRoulette: () => ({ data: { leaveRoulette: (current = state('IDLE')) } }),
      },
    });
    expect(await screen.findByText('Ihr schreibt unter Decknamen: Niemand sieht, wer du bist.')).toBeInTheDocument();
    await waitFor(() => expect(live.open('RouletteEvents')).toBe(1));

    await userEvent.click(screen.getByRole('button', { name: 'Warteschlange beitreten' }));
    expect(await screen.findByText('Wir suchen einen Chatpartner für dich …')).toBeInTheDocument();
    expect(screen.getByText(/Die Suche läuft bis \d\d:\d\d Uhr\./)).toBeInTheDocument();
    expect(announcer()).toHaveTextContent('Du bist in der Warteschlange.');
    expect(server.calls('JoinRoulette')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Suche beenden' }));
    expect(await screen.findByRole('button', { name: 'Warteschlange beitreten' })).toBeInTheDocument();
    expect(announcer()).toHaveTextContent('Du hast das Chat-Roulette verlassen.');
  });

  it('a waiting member is paired when the feed says so: the chat opens under the aliases with what was written so far', async () => {
    let current = state('WAITING');
    const { event } = await open({ current: () => current, messages: [message(1, 'Hoi zäme')] });
    await screen.findByText('Wir suchen einen Chatpartner für dich …');
    current = state('PAIRED');
    await event('PAIRED');
    expect(await screen.findByRole('heading', { name: 'Du chattest mit Aurora' })).toBeInTheDocument();
    expect(screen.getByText('Dein Deckname: Mondfalter')).toBeInTheDocument();
    expect(announcer()).toHaveTextContent('Partner gefunden: Du chattest jetzt mit Aurora.');
    const log = screen.getByRole('log', { name: 'Chat mit Aurora' });
    await waitFor(() => expect(log).toHaveTextContent('Hoi zäme'));
    expect(within(log).getByText('Aurora')).toBeInTheDocument();
  });

  it('says when the search gave up without a partner', async () => {
    let current = state('WAITING', { queueExpiresAt: new Date(Date.now() + 50).toISOString() });
    await open({ current: () => current });
    await screen.findByText('Wir suchen einen Chatpartner für dich …');
    current = state('IDLE');
    expect(await screen.findByText('Gerade ist niemand Passendes da. Versuch es später noch einmal.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(announcer()).toHaveTextContent('Niemand gefunden.');
    expect(screen.getByRole('button', { name: 'Neuen Partner suchen' })).toBeInTheDocument();
  });
});

describe('chat roulette: paired', () => {
  it('shows live messages once each, fetches what a gap or a reconnect left out, and sends with Enter', async () => {
    const stored = [message(1, 'Hallo Unbekannte')];
    const { server, live, event } = await open({
      current: () => state('PAIRED'),
      messages: stored,
      more: { SendRouletteMessage: (r) => ({ data: { sendRouletteMessage: message(2, String(r.variables.body), true) } }) },
    });
    const log = await screen.findByRole('log', { name: 'Chat mit Aurora' });
    await waitFor(() => expect(log).toHaveTextContent('Hallo Unbekannte'));

    // Enter sends (trimmed); the echo from the feed does not show it twice.
    const box = screen.getByRole('textbox', { name: 'Nachricht' });
    await userEvent.type(box, '  Hoi du{Enter}');
    await waitFor(() => expect(log).toHaveTextContent('Hoi du'));
    expect(server.calls('SendRouletteMessage').map((c) => c.variables.body)).toEqual(['Hoi du']);
    expect(box).toHaveValue('');
    await event('MESSAGE', { message: message(2, 'Hoi du', true), byPartner: false });
    expect(screen.getAllByText('Hoi du')).toHaveLength(1);
    expect(log.querySelector('li[data-own]')).toHaveTextContent(/^Du: Hoi du\d\d:\d\d$/);

    // A live line; then one after a gap: the missing one is fetched.
    stored.push(message(2, 'Hoi du', true), message(3, 'Wie gehts?'), message(4, 'Verpasst'), message(5, 'Bist du noch da?'));
    await event('MESSAGE', { message: message(3, 'Wie gehts?') });
    await waitFor(() => expect(log).toHaveTextContent('Wie gehts?'));
    await event('MESSAGE', { message: message(5, 'Bist du noch da?') });
    await waitFor(() => expect(log).toHaveTextContent('Verpasst'));
    expect(server.calls('RouletteMessages').at(-1)!.variables.afterSeq).toBe(3);
    expect([...log.querySelectorAll('li:not([data-day-separator])')].map((li) => li.textContent?.replace(/^(Aurora: |Aurora|Du: )/, '').replace(/\d\d:\d\d$/, ''))).toEqual(['Hallo Unbekannte', 'Hoi du', 'Wie gehts?', 'Verpasst', 'Bist du noch da?']);

    // A line for another chat is not shown.
    await event('MESSAGE', { message: message(6, 'Fremd'), pairId: '00000000-0000-4000-8000-0000000000ff' });
    expect(log).not.toHaveTextContent('Fremd');

    // After a reconnect: what came meanwhile.
    stored.push(message(6, 'Während du weg warst'));
    act(() => connectionOf(live.session.client).reconnected());
    await waitFor(() => expect(log).toHaveTextContent('Während du weg warst'));
    expect(server.calls('RouletteMessages').at(-1)!.variables.afterSeq).toBe(5);
  });

  it('checks the length before sending and shows the server’s refusal in words', async () => {
    const { server } = await open({
      current: () => state('PAIRED'),
      more: { SendRouletteMessage: () => ({ errors: [{ message: 'RATE_LIMITED', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 30 } }] }) },
    });
    const i18n = await testI18n('de');
    const box = await screen.findByRole('textbox', { name: 'Nachricht' });
    await userEvent.type(box, '   {Enter}');
    expect(await screen.findByText(i18n.t('errors.MESSAGE_TOO_SHORT'))).toBeInTheDocument();
    expect(server.calls('SendRouletteMessage')).toHaveLength(0);
    await userEvent.type(box, 'Hallo');
    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByText(i18n.t('errors.RATE_LIMITED'))).toBeInTheDocument();
    expect(box).toHaveValue('   Hallo');
  });

  it('reveals only when both agree: first "you agreed", then the partner’s card', async () => {
    let current = state('PAIRED');
    const revealed = pair({ iRevealed: true, partnerRevealed: true, partner: { __typename: 'UserWithAvatar', id: BEN, slug: 'ben', username: 'ben', sex: 'M', isPremium: false, isVerified: true, isAllowedToVisit: true, avatar: null } as never });
    const { event, server } = await open({
      current: () => current,
      more: { RevealRouletteIdentity: () => ({ data: { revealRouletteIdentity: (current = state('PAIRED', { pair: pair({ iRevealed: true }) })) } }) },
    });
    expect(await screen.findByText('Möchtest du Aurora zeigen, wer du bist? Erst wenn ihr beide zustimmt, seht ihr eure Profile.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Identität zeigen' }));
    expect(await screen.findByText('Du hast zugestimmt, dich zu zeigen. Sobald Aurora auch zustimmt, seht ihr eure Profile.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ben' })).not.toBeInTheDocument();
    expect(server.calls('RevealRouletteIdentity')).toHaveLength(1);

    current = state('PAIRED', { pair: revealed });
    await event('REVEALED');
    expect(await screen.findByRole('link', { name: 'ben' })).toHaveAttribute('href', '/users/ben');
    expect(screen.getByText('Ihr habt euch beide zu erkennen gegeben. Aurora ist:')).toBeInTheDocument();
    expect(announcer()).toHaveTextContent('Ihr habt euch beide zu erkennen gegeben.');
  });

  it('tells when the partner asked to reveal, and lets the member agree', async () => {
    let current = state('PAIRED');
    const { event } = await open({ current: () => current });
    await screen.findByRole('button', { name: 'Identität zeigen' });
    current = state('PAIRED', { pair: pair({ partnerRevealed: true }) });
    await event('REVEAL_REQUESTED');
    expect(await screen.findByRole('button', { name: 'Ich zeige mich auch' })).toBeInTheDocument();
    expect(screen.getByText('Aurora möchte sich zu erkennen geben.', { selector: 'p' })).toBeInTheDocument();
    expect(announcer()).toHaveTextContent('Aurora möchte sich zu erkennen geben.');
  });

  it('when the partner leaves, says so in words and in the live region, and offers a new search', async () => {
    let current = state('PAIRED');
    const { event } = await open({ current: () => current });
    await screen.findByRole('heading', { name: 'Du chattest mit Aurora' });
    current = state('IDLE');
    await event('ENDED', { byPartner: true });
    expect(await screen.findByRole('note')).toHaveTextContent('Der Chat ist beendetAurora hat den Chat verlassen.');
    expect(announcer()).toHaveTextContent('Aurora hat den Chat verlassen.');
    expect(screen.getByRole('button', { name: 'Neuen Partner suchen' })).toBeInTheDocument();
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
  });

  it('skips to the next partner and leaves the chat', async () => {
    let current = state('PAIRED');
    const { server } = await open({
      current: () => current,
      more: {
        SkipRoulettePartner: () => ({ data: { skipRoulettePartner: (current = state('WAITING')) } }),
        JoinRoulette: () => ({ data: { joinRoulette: (current = state('PAIRED', { pair: pair({ id: '00000000-0000-4000-8000-0000000000a2', partnerAlias: 'Komet' }) })) } }),
        LeaveRoulette: () => ({ data: { leaveRoulette: (current = state('IDLE')) } }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Nächster Partner' }));
    expect(await screen.findByText('Wir suchen einen Chatpartner für dich …')).toBeInTheDocument();
    expect(server.calls('SkipRoulettePartner')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Suche beenden' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Warteschlange beitreten' }));
    expect(await screen.findByRole('heading', { name: 'Du chattest mit Komet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Chat verlassen' }));
    expect(await screen.findByRole('button', { name: 'Warteschlange beitreten' })).toBeInTheDocument();
    // No "partner left" notice for one's own leaving.
    expect(screen.queryByText('Der Chat ist beendet')).not.toBeInTheDocument();
  });
});

describe('chat roulette: who may take part', () => {
  it('an unverified member learns why and where to become verified, and no events feed is opened', async () => {
    const { live } = await open({ user: { isVerified: false, isPremium: false }, current: () => state('IDLE', { mayTakePart: false }) });
    expect(await screen.findByText('Nur für verifizierte Mitglieder')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Was verifizierte Mitglieder können' })).toHaveAttribute('href', '/premium');
    expect(screen.getByRole('link', { name: 'Verifizieren' })).toHaveAttribute('href', '/premium#verification');
    expect(screen.queryByRole('button', { name: 'Warteschlange beitreten' })).not.toBeInTheDocument();
    expect(live.open('RouletteEvents')).toBe(0);
  });

  it('a verified member without a profile type is sent to choose one', async () => {
    await open({ user: { sex: null }, current: () => state('IDLE', { mayTakePart: false }) });
    expect(await screen.findByText('Profiltyp fehlt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profiltyp wählen' })).toHaveAttribute('href', '/users/anna/edit');
  });

  it('in English too', async () => {
    const server = fakeGraphQLServer({
      CurrentUser: () => ({ data: { currentUser: member({ isVerified: true, language: 'en' }) } }),
      RouletteState: () => ({ data: { rouletteState: state('IDLE') } }),
    });
    const live = liveSession(server.fetch);
    const i18n = await testI18n('en');
    const router = createMemoryRouter([{ path: '/chat-roulette', Component: RouletteScreen }], { initialEntries: ['/chat-roulette'] });
    renderWithProviders(<RouterProvider router={router} />, { i18n, session: live.session });
    expect(await screen.findByRole('button', { name: 'Join the queue' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Chat roulette', level: 1 })).toBeInTheDocument();
  });
});
