import type { WebSocket } from 'ws';
import type { GraphQLContext } from '../graphql/context.js';

/** An open, authenticated socket and the context its subscriptions run with. */
export interface MemberConnection {
  socket: WebSocket;
  /** The subscriptions' context: its viewer is replaced with the member as they are now at each check. */
  context: GraphQLContext & { viewer: NonNullable<GraphQLContext['viewer']>; sessionTokenHash: string };
}

/** The members' sockets open on this instance, by member (for the session checks and presence). */
export class ConnectionRegistry {
  readonly #byMember = new Map<string, Set<MemberConnection>>();
  #count = 0;

  add(connection: MemberConnection): void {
    const id = connection.context.viewer.id;
    let set = this.#byMember.get(id);
    if (!set) this.#byMember.set(id, (set = new Set()));
    if (!set.has(connection)) this.#count++;
    set.add(connection);
  }

  remove(connection: MemberConnection): void {
    const id = connection.context.viewer.id;
    const set = this.#byMember.get(id);
    if (!set?.delete(connection)) return;
    this.#count--;
    if (set.size === 0) this.#byMember.delete(id);
  }

  of(memberId: string): MemberConnection[] {
    return [...(this.#byMember.get(memberId) ?? [])];
  }

  all(): MemberConnection[] {
    return [...this.#byMember.values()].flatMap((set) => [...set]);
  }

  /** Open members' sockets. */
  get size(): number {
    return this.#count;
  }

  /** Members with at least one open socket. */
  get members(): number {
    return this.#byMember.size;
  }
}
