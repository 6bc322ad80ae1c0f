import { pino } from 'pino';
import { CloseCode } from 'graphql-ws';
import type { AppDeps } from '../deps.js';
import type { Services } from '../services.js';
import type { UserRow } from '../modules/accounts/accounts.table.js';
import type { ConnectionRegistry, MemberConnection } from './connections.js';
import { socketMayStay } from './connection.policy.js';

/** Every open member's socket is checked this often, whatever the events said (a missed event, the CLI). */
export const SOCKET_CHECK_MS = 60_000;
/** Sessions checked per query in the periodic check. */
const CHECK_CHUNK = 1000;

/**
 * Keeps the members' sockets honest (decision 0017, 0020): a socket whose session ended (sign-out
 * here or elsewhere, "sign out everywhere", password change, reset) or whose member may no longer
 * be in (login timeout, deactivation, deletion) is closed with 4401, which ends its subscriptions and
 * tells the browser not to retry. Checked at once on `user:signedOut` (from any instance) and for all
 * sockets every minute; the minute's check also refreshes the member the subscriptions see and
 * keeps connected members active (presence).
 */
export function createSessionWatch(deps: AppDeps, services: Services, registry: ConnectionRegistry, opts: { checkMs?: number } = {}) {
  const log = pino({ name: 'socket', level: deps.config.logLevel });
  const events = deps.pubsub.subscribe('user:signedOut')[Symbol.asyncIterator]();

  /** Closes the connections that may not stay; answers the members of those that stay. */
  async function check(connections: MemberConnection[]): Promise<UserRow[]> {
    const staying: UserRow[] = [];
    for (let i = 0; i < connections.length; i += CHECK_CHUNK) {
      const chunk = connections.slice(i, i + CHECK_CHUNK);
      const live = await services.sessions.liveSessions([...new Set(chunk.map((c) => c.context.sessionTokenHash))]);
      const now = deps.now();
      for (const connection of chunk) {
        const member = live.get(connection.context.sessionTokenHash);
        if (!socketMayStay(member, now)) {
          registry.remove(connection);
          connection.socket.close(CloseCode.Unauthorized, 'Unauthorized');
          continue;
        }
        connection.context.viewer = member!;
        staying.push(member!);
      }
    }
    return staying;
  }

  async function checkAll(): Promise<void> {
    try {
      const staying = await check(registry.all());
      await services.presence.keepActive(staying);
    } catch (error) {
      log.warn({ code: (error as { code?: string }).code }, 'socket session check failed');
    }
  }

  const listening = (async () => {
    for (;;) {
      const next = await events.next();
      if (next.done) return;
      const connections = registry.of(next.value.userId);
      if (connections.length === 0) continue;
      await check(connections).catch((error: unknown) => log.warn({ userId: next.value.userId, code: (error as { code?: string }).code }, 'socket session check failed'));
    }
  })();

  const timer = setInterval(() => void checkAll(), opts.checkMs ?? SOCKET_CHECK_MS);
  timer.unref();

  return {
    /** Runs the periodic check now (tests). */
    checkAll,
    async stop(): Promise<void> {
      clearInterval(timer);
      await events.return?.();
      await listening;
    },
  };
}
