import type { Client } from 'urql';
import { CurrentUserQuery, SignOutMutation, type CurrentUser } from './operations.js';
import { loadMemberCache, type GraphQLClient } from './client.js';

/**
 * Holds the urql client of the present session. Signing in or out replaces the client, so nothing
 * cached for one person is ever shown to the next (spec §4: signing out resets cached data).
 */
export class Session {
  #current: GraphQLClient;
  #listeners = new Set<() => void>();
  #endingHere = false;
  readonly #create: () => GraphQLClient;

  constructor(create: () => GraphQLClient) {
    this.#create = create;
    this.#current = create();
  }

  get client(): Client {
    return this.#current.client;
  }

  /** Throws away every cached result and the websocket; the next read goes to the network. */
  reset(): void {
    this.#current.dispose();
    this.#current = this.#create();
    for (const listener of this.#listeners) listener();
  }

  /**
   * True while and after this tab ends the member's sessions itself (deactivation, deletion, signing
   * out), until a member is signed in again: the server then closes the socket as "signed out", and
   * refuses the socket the signed-out client opens for the screen still showing; both are expected
   * here, not news from elsewhere.
   */
  get endingHere(): boolean {
    return this.#endingHere;
  }

  /** Sends the request that ends the sessions; `ended` tells from its answer whether it did. */
  async endHere<R>(send: () => Promise<R>, ended: (result: R) => boolean): Promise<R> {
    this.#endingHere = true;
    try {
      const result = await send();
      if (!ended(result)) this.#endingHere = false;
      return result;
    } catch (error) {
      this.#endingHere = false;
      throw error;
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getClient = (): Client => this.#current.client;

  /** The current user as the cache has it, without asking the server (null when it has none). */
  async cachedUser(): Promise<CurrentUser | null> {
    const cached = await this.client.query(CurrentUserQuery, {}, { requestPolicy: 'cache-only' }).toPromise();
    return cached.data?.currentUser ?? null;
  }

  /**
   * The current user from the cache, or from the network when the cache has none (guard rule 1).
   * A failed lookup counts as signed out (unless `orCached` lets the cached user stand in); it is
   * logged without details.
   */
  async currentUser(opts: { network?: boolean; orCached?: boolean } = {}): Promise<CurrentUser | null> {
    const result = await this.client
      .query(CurrentUserQuery, {}, { requestPolicy: opts.network ? 'network-only' : 'cache-first' })
      .toPromise();
    if (result.error) {
      console.warn('current user lookup failed');
      if (!opts.orCached) return null;
      return this.cachedUser();
    }
    const user = result.data?.currentUser ?? null;
    if (user && !this.#current.memberCache) await this.startMemberCache();
    return user;
  }

  /**
   * A member's client caches normalised (graphcache, fetched now if it is not yet): a fresh client
   * after sign-in, or when a visitor's client finds a member signed in. The next read goes to the network.
   */
  async startMemberCache(): Promise<void> {
    await loadMemberCache();
    this.#endingHere = false;
    this.reset();
  }

  /** Ends the session on the server, then starts afresh with an empty cache. */
  async signOut(): Promise<void> {
    // While still signed in: this browser stops receiving the member's pushes (decision 0008).
    // (Its code comes with signing out, not with every first page.)
    const { forgetPushSubscription } = await import('../../features/push/forget-subscription.js');
    await forgetPushSubscription(this.client);
    const result = await this.client.mutation(SignOutMutation, {}).toPromise();
    if (result.error) console.warn('sign-out request failed');
    this.#endingHere = true;
    this.reset();
  }
}
