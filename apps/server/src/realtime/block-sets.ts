import type { AppDeps } from '../deps.js';

/**
 * The blocks (either way) of the members this instance streams events to, kept in memory so that a
 * fan-out to thousands of subscribers asks the database nothing (decision 0017). A set is loaded
 * when its member's first subscription starts, dropped with their last, and reloaded when a
 * `blocks:changed` event names its member (from any instance). Listens only while it holds sets.
 */
export function createBlockSets(deps: Pick<AppDeps, 'pubsub'>, load: (userId: string) => Promise<string[]>) {
  const held = new Map<string, { refs: number; ids: Set<string>; ready: Promise<void> }>();
  let stopListening: (() => Promise<unknown>) | null = null;

  async function reload(userId: string) {
    const entry = held.get(userId);
    if (!entry) return;
    const ids = await load(userId);
    // The same Set object: holders read the change at once.
    entry.ids.clear();
    for (const id of ids) entry.ids.add(id);
  }

  function listen() {
    const iterator = deps.pubsub.subscribe('blocks:changed')[Symbol.asyncIterator]();
    stopListening = async () => iterator.return?.();
    void (async () => {
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        await Promise.all([next.value.a, next.value.b].map((id) => reload(id).catch(() => undefined)));
      }
    })();
  }

  return {
    /** The member's blocks either way, kept current until release(userId). */
    async acquire(userId: string): Promise<ReadonlySet<string>> {
      if (!stopListening) listen();
      let entry = held.get(userId);
      if (entry) entry.refs++;
      else {
        entry = { refs: 1, ids: new Set<string>(), ready: Promise.resolve() };
        held.set(userId, entry);
        entry.ready = reload(userId);
      }
      try {
        await entry.ready;
      } catch (error) {
        this.release(userId);
        throw error;
      }
      return entry.ids;
    },

    release(userId: string): void {
      const entry = held.get(userId);
      if (!entry) return;
      if (--entry.refs > 0) return;
      held.delete(userId);
      if (held.size === 0 && stopListening) {
        void stopListening();
        stopListening = null;
      }
    },

    /** The member's set while held (tests wait on it to see a block take effect). */
    of(userId: string): ReadonlySet<string> | undefined {
      return held.get(userId)?.ids;
    },

    /** How many members' sets are held (tests, bench). */
    get size() {
      return held.size;
    },
  };
}

export type BlockSets = ReturnType<typeof createBlockSets>;
