import type { PGlite } from '@electric-sql/pglite';
/**
 * Serves the app's embedded PGlite to PostgreSQL clients (the CLI, psql) on a loopback port.
 *
 * PGlite is one backend session shared by the app and every client. `@electric-sql/pglite-socket`
 * queues each wire message on its own, so the app's queries could run between a client's Parse and
 * Bind (replacing its unnamed statement) or inside a client's BEGIN … COMMIT, and a client's
 * messages could run inside an app transaction. Here a client holds PGlite exclusively (both of
 * its mutexes, the ones `query` and `transaction` take) from its first message until the backend
 * is idle again (ReadyForQuery 'I'): a whole query cycle, or a whole explicit transaction. A
 * client that leaves a transaction open longer than `idleInTransactionMs` is rolled back and
 * disconnected, so a forgotten psql BEGIN cannot stall the app for long.
 */
export interface EmbeddedServerOptions {
    host?: string;
    port?: number;
    maxConnections?: number;
    idleInTransactionMs?: number;
}
export declare class EmbeddedDatabaseServer {
    private readonly pglite;
    private readonly opts;
    private server;
    private readonly connections;
    constructor(pglite: PGlite, opts?: EmbeddedServerOptions);
    start(): Promise<number>;
    /** Stops accepting, disconnects clients (rolling back what they left open) and waits for them. */
    stop(): Promise<void>;
}
