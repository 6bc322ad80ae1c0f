import { AsyncLocalStorage } from 'node:async_hooks';
import type { DbOrTx } from '../../db/client.js';

// The built-in test provider lives in the app's own database. A renewal charges inside the job's
// transaction; on the embedded database (one connection) a query of the provider outside that
// transaction would wait for it forever. So the caller lends its transaction for the call: the
// provider's records then commit or roll back with the charge they belong to. (A real provider is
// across the network and ignores this.)

const current = new AsyncLocalStorage<DbOrTx>();

export function withProviderTransaction<T>(tx: DbOrTx, run: () => Promise<T>): Promise<T> {
  return current.run(tx, run);
}

export function providerTransaction(): DbOrTx | undefined {
  return current.getStore();
}
