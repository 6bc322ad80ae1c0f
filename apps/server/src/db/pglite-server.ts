import fs from 'node:fs';
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Serves the app's embedded PGlite to PostgreSQL clients (the CLI, psql) on a Unix socket (`path`)
 * or a loopback port. There is no password: the socket's 0700 directory is the protection.
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
  /** A Unix socket file; its directory must be the owner's alone (it is made 0600 as well). */
  path?: string;
  host?: string;
  port?: number;
  maxConnections?: number;
  idleInTransactionMs?: number;
}

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;

function simpleQuery(sql: string) {
  const text = Buffer.from(`${sql}\0`);
  const msg = Buffer.alloc(5 + text.length);
  msg.write('Q', 0);
  msg.writeInt32BE(4 + text.length, 1);
  text.copy(msg, 5);
  return msg;
}
const SYNC = Buffer.from([0x53, 0, 0, 0, 4]);

/** Follows the backend's message stream to know its transaction status after each ReadyForQuery. */
class ReadyForQueryScanner {
  private header: Buffer = Buffer.alloc(0);
  private type = 0;
  private remaining = 0;
  private sawReady = false;
  status: 'I' | 'T' | 'E' | null = null;

  push(chunk: Uint8Array) {
    let i = 0;
    while (i < chunk.length) {
      if (this.remaining > 0) {
        if (this.type === 0x5a && !this.sawReady) {
          this.status = String.fromCharCode(chunk[i]!) as 'I' | 'T' | 'E';
          this.sawReady = true;
        }
        const n = Math.min(this.remaining, chunk.length - i);
        this.remaining -= n;
        i += n;
        continue;
      }
      const need = 5 - this.header.length;
      const take = Math.min(need, chunk.length - i);
      this.header = Buffer.concat([this.header, chunk.subarray(i, i + take)]);
      i += take;
      if (this.header.length === 5) {
        this.type = this.header[0]!;
        this.remaining = this.header.readInt32BE(1) - 4;
        this.sawReady = false;
        this.header = Buffer.alloc(0);
      }
    }
  }
}

export class EmbeddedDatabaseServer {
  private server: net.Server | undefined;
  private readonly connections = new Set<ClientConnection>();

  constructor(
    private readonly pglite: PGlite,
    private readonly opts: EmbeddedServerOptions = {},
  ) {}

  /** Listens; resolves with the TCP port, or undefined on a Unix socket. */
  async start(): Promise<number | undefined> {
    const server = net.createServer((socket) => {
      if (this.connections.size >= (this.opts.maxConnections ?? 16)) {
        socket.end(errorResponse('53300', 'too many connections to the embedded database'));
        return;
      }
      const connection = new ClientConnection(this.pglite, socket, this.opts.idleInTransactionMs ?? 30_000, () =>
        this.connections.delete(connection),
      );
      this.connections.add(connection);
    });
    this.server = server;
    const socketPath = this.opts.path;
    // A socket file left by a crashed owner blocks listen; the caller holds the lock, so it is stale.
    if (socketPath) fs.rmSync(socketPath, { force: true });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      const ready = () => {
        server.off('error', reject);
        resolve();
      };
      if (socketPath) server.listen(socketPath, ready);
      else server.listen(this.opts.port ?? 0, this.opts.host ?? '127.0.0.1', ready);
    });
    if (socketPath) {
      fs.chmodSync(socketPath, 0o600);
      return undefined;
    }
    return (server.address() as net.AddressInfo).port;
  }

  /** Stops accepting, disconnects clients (rolling back what they left open) and waits for them. */
  async stop() {
    const server = this.server;
    this.server = undefined;
    const closed = server ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
    await Promise.all([...this.connections].map((c) => c.close()));
    await closed;
  }
}

function errorResponse(code: string, message: string) {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`);
  const msg = Buffer.alloc(5 + fields.length);
  msg.write('E', 0);
  msg.writeInt32BE(4 + fields.length, 1);
  fields.copy(msg, 5);
  return msg;
}

class ClientConnection {
  private buffer: Buffer = Buffer.alloc(0);
  private started = false;
  private readonly pending: Buffer[] = [];
  private pumping: Promise<void> | undefined;
  private release: (() => void) | undefined;
  private readonly scanner = new ReadyForQueryScanner();
  private idleTimer: NodeJS.Timeout | undefined;
  private closing: Promise<void> | undefined;

  constructor(
    private readonly pglite: PGlite,
    private readonly socket: net.Socket,
    private readonly idleInTransactionMs: number,
    private readonly onGone: () => void,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (data) => this.receive(data));
    socket.on('error', () => void this.close());
    socket.on('close', () => void this.close());
  }

  private receive(data: Buffer) {
    if (this.closing) return;
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, data]) : data;
    for (;;) {
      if (!this.started) {
        if (this.buffer.length < 8) break;
        const length = this.buffer.readInt32BE(0);
        if (this.buffer.length < length) break;
        const code = this.buffer.readInt32BE(4);
        const message = this.buffer.subarray(0, length);
        this.buffer = this.buffer.subarray(length);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          this.socket.write('N'); // no encryption: a local socket
        } else if (code === CANCEL_REQUEST) {
          void this.close(); // cancelling is not supported; the query runs to its end
          return;
        } else if (code === PROTOCOL_3) {
          this.started = true;
          this.pending.push(Buffer.from(message));
        } else {
          this.socket.end(errorResponse('08P01', 'unsupported frontend protocol'));
          void this.close();
          return;
        }
        continue;
      }
      if (this.buffer.length < 5) break;
      const length = 1 + this.buffer.readInt32BE(1);
      if (this.buffer.length < length) break;
      const message = Buffer.from(this.buffer.subarray(0, length));
      this.buffer = this.buffer.subarray(length);
      if (message[0] === 0x58) {
        // Terminate: the client is done.
        void this.close();
        return;
      }
      this.pending.push(message);
    }
    this.pumping ??= this.pump().finally(() => (this.pumping = undefined));
  }

  /** Holds both PGlite mutexes, in the order its own `query` and `transaction` take them. */
  private acquire(): Promise<() => void> {
    return new Promise((granted) => {
      void this.pglite._runExclusiveTransaction(() => this.pglite.runExclusive(() => new Promise<void>((done) => granted(done))));
    });
  }

  private async exec(message: Uint8Array) {
    await this.pglite.execProtocolRawStream(message, {
      onRawData: (data) => {
        this.scanner.push(data);
        // A copy: `data` is a view of PGlite's memory, reused after this callback, and a write the
        // socket cannot take at once keeps the view (a large cursor FETCH reached the client garbled).
        if (!this.closing && this.socket.writable) this.socket.write(Buffer.from(data));
      },
    });
  }

  private async pump() {
    clearTimeout(this.idleTimer);
    try {
      while (this.pending.length > 0 && !this.closing) {
        if (!this.release) {
          this.release = await this.acquire();
          if (this.closing) {
            this.letGo(); // nothing ran under this hold: nothing to undo
            break;
          }
        }
        this.scanner.status = null;
        await this.exec(this.pending.shift()!);
        if (this.pending.length === 0 && this.scanner.status === 'I') this.letGo();
      }
    } catch {
      this.socket.destroy();
      return;
    }
    if (this.release && !this.closing) {
      // Mid-transaction (or mid extended-query cycle): the app waits until the client finishes.
      this.idleTimer = setTimeout(() => {
        this.socket.end(errorResponse('25P03', 'idle-in-transaction timeout: the embedded database is shared with the app'));
        void this.close();
      }, this.idleInTransactionMs);
      this.idleTimer.unref();
    }
  }

  private letGo() {
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      clearTimeout(this.idleTimer);
      this.pending.length = 0;
      if (!this.socket.destroyed) this.socket.destroy();
      await this.pumping?.catch(() => undefined);
      if (this.release) {
        // Undo what the client left open: an implicit or explicit transaction, an unsynced cycle.
        try {
          await this.exec(simpleQuery('ROLLBACK'));
          await this.exec(SYNC);
          if (this.pglite.isInTransaction()) await this.exec(simpleQuery('ROLLBACK'));
        } catch {
          /* the database is closing */
        } finally {
          this.letGo();
        }
      }
      this.onGone();
    })();
    return this.closing;
  }
}
