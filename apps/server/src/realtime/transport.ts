import type { IncomingMessage } from 'node:http';
import { CloseCode, MessageType, parseMessage, type SubscribePayload } from 'graphql-ws';
import { GraphQLError, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { RawData, WebSocket, WebSocketServer } from 'ws';
import type { Sink, Subscription } from './pubsub.js';
import { nextMessage, nextMessageStart } from './shared-payload.js';

/**
 * The server side of graphql-ws's protocol (graphql-transport-ws, what the web app's graphql-ws
 * client speaks) for /socket, made for thousands of open sockets (issue 18). graphql-ws's own
 * server keeps, per subscription, two suspended async functions with their frames, the subscribe
 * message, three closures and a promise per event and subscriber; and per socket a dozen closures,
 * a ping timer and the upgrade request. Here a socket is one `Connection` and a subscription one
 * `Operation`, their methods shared; a pub/sub stream hands each event to its operation as it
 * arrives (`Subscription.forEach`), which sends it at once. The messages, close codes and order are
 * graphql-ws's (tests in test/realtime/transport.test.ts).
 */
export interface TransportHooks<C> {
  /** Close a socket that has not sent connection_init after this long (4408). */
  connectionInitWaitTimeout: number;
  /** Close a socket that sends more messages than this within a second (1008). */
  maxMessagesPerSecond: number;
  /** The client's address (kept with the connection). */
  ipOf(request: IncomingMessage): string;
  /** connection_init: what the connection needs later (its context), or null to refuse it (4403). */
  connect(connection: Connection<C>, params: Record<string, unknown> | undefined, request: IncomingMessage): Promise<C | null>;
  /** subscribe: the execution's arguments, or the errors to answer with (the operation then ends). */
  prepare(connection: Connection<C>, payload: SubscribePayload): Promise<ExecutionArgs | readonly GraphQLError[]>;
  /** Runs a prepared operation: a stream of results, or one result. */
  subscribe(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult>;
  /** connection_init was accepted: called with the context set, before the acknowledgement goes out. */
  accepted(connection: Connection<C>): void;
  /** The socket closed (after its operations ended). */
  closed(connection: Connection<C>): void;
  /** An unexpected error while handling a message (the socket is closed with 4500). */
  failed(error: unknown): void;
}

const connections = new WeakMap<WebSocket, Connection<unknown>>();
const ACK = JSON.stringify({ type: MessageType.ConnectionAck });
const PONG = JSON.stringify({ type: MessageType.Pong });
/** A placeholder for an operation whose execution is being prepared (its id is taken). */
const PREPARING = null;

/** The connection of a socket speaking the protocol (undefined before it was opened and after it closed). */
export function connectionOf<C>(socket: WebSocket): Connection<C> | undefined {
  return connections.get(socket) as Connection<C> | undefined;
}

/** Speaks the protocol on every socket the server accepts. */
export function serveTransport<C>(wss: WebSocketServer, hooks: TransportHooks<C>): void {
  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    if (socket.readyState !== socket.OPEN) return;
    const connection = new Connection<C>(socket, hooks, request);
    connections.set(socket, connection as Connection<unknown>);
    socket.on('message', onMessage);
    socket.on('pong', onPong);
    socket.once('close', onClose);
  });
}

// One listener function for every socket (`this` is the socket): no closures per connection.
function onMessage(this: WebSocket, data: RawData): void {
  const connection = connections.get(this);
  if (connection?.counted()) void connection.receive(String(data as Buffer));
}

function onPong(this: WebSocket): void {
  const connection = connections.get(this);
  if (connection) connection.heardAt = Date.now();
}

function onClose(this: WebSocket): void {
  const connection = connections.get(this);
  connections.delete(this);
  connection?.end();
}

/** One socket speaking the protocol: its state, its operations by id, and what `connect` gave it. */
export class Connection<C> {
  /** What `connect` answered (the member's context), once acknowledged. */
  context: C | null = null;
  /** When the client last sent anything, a message or a pong (keep-alive). */
  heardAt = Date.now();
  readonly ip: string;
  private initReceived = false;
  /** Messages within the current second (the rate limit). */
  private windowStart = this.heardAt;
  private inWindow = 0;
  private readonly operations = new Map<string, Operation<C> | typeof PREPARING>();
  private initTimer: NodeJS.Timeout | null;
  /** Kept until connection_init has been handled (the session cookie, the address), then let go. */
  private request: IncomingMessage | null;

  constructor(
    readonly socket: WebSocket,
    private readonly hooks: TransportHooks<C>,
    request: IncomingMessage,
  ) {
    this.request = request;
    this.ip = hooks.ipOf(request);
    if (socket.protocol !== 'graphql-transport-ws') {
      this.initTimer = null;
      socket.close(CloseCode.SubprotocolNotAcceptable, 'Subprotocol not acceptable');
      return;
    }
    this.initTimer = setTimeout(() => {
      if (!this.initReceived) this.close(CloseCode.ConnectionInitialisationTimeout, 'Connection initialisation timeout');
    }, hooks.connectionInitWaitTimeout);
  }

  get acknowledged(): boolean {
    return this.context !== null;
  }

  send(text: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(text);
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason);
  }

  /** A message arrived: false when it is one too many this second (the socket is closed). */
  counted(): boolean {
    const now = Date.now();
    this.heardAt = now;
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.inWindow = 0;
    }
    if (++this.inWindow <= this.hooks.maxMessagesPerSecond) return true;
    if (this.socket.readyState === this.socket.OPEN) this.close(1008, 'Too Many Messages');
    return false;
  }

  async receive(data: string): Promise<void> {
    let message: ReturnType<typeof parseMessage>;
    try {
      message = parseMessage(data);
    } catch {
      return this.close(CloseCode.BadRequest, 'Invalid message received');
    }
    try {
      switch (message.type) {
        case MessageType.ConnectionInit:
          return await this.init(message.payload);
        case MessageType.Ping:
          return this.send(message.payload ? JSON.stringify({ type: MessageType.Pong, payload: message.payload }) : PONG);
        case MessageType.Pong:
          return;
        case MessageType.Subscribe:
          return await this.start(message.id, message.payload);
        case MessageType.Complete:
          return this.stop(message.id);
        default:
          // connection_ack, next, error: a server's messages, refused as graphql-ws refuses them.
          throw new Error(`Unexpected message of type ${message.type} received`);
      }
    } catch (error) {
      this.hooks.failed(error);
      this.close(CloseCode.InternalServerError, 'Internal server error');
    }
  }

  private async init(payload: unknown): Promise<void> {
    if (this.initReceived) return this.close(CloseCode.TooManyInitialisationRequests, 'Too many initialisation requests');
    this.initReceived = true;
    const params = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : undefined;
    const context = await this.hooks.connect(this, params, this.request!);
    this.request = null;
    if (context === null) return this.close(CloseCode.Forbidden, 'Forbidden');
    this.context = context;
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.hooks.accepted(this);
    this.send(ACK);
  }

  private async start(id: string, payload: SubscribePayload): Promise<void> {
    if (!this.acknowledged) return this.close(CloseCode.Unauthorized, 'Unauthorized');
    if (this.operations.has(id)) return this.close(CloseCode.SubscriberAlreadyExists, `Subscriber for ${id} already exists`);
    this.operations.set(id, PREPARING);
    const prepared = await this.hooks.prepare(this, payload);
    // The client may have completed it (or closed) meanwhile: then nothing is sent for it.
    if (Array.isArray(prepared)) return this.fail(id, prepared as readonly GraphQLError[]);
    const result = await this.hooks.subscribe(prepared as ExecutionArgs);
    if (!(Symbol.asyncIterator in result)) {
      if (this.operations.has(id)) this.send(nextMessage(nextMessageStart(id), result));
      return this.complete(id);
    }
    const operation = new Operation(this, id, result);
    if (!this.operations.has(id)) return void result.return?.();
    this.operations.set(id, operation);
    operation.run();
  }

  /** complete from the client: its operation ends, nothing more is sent for it. */
  private stop(id: string): void {
    const operation = this.operations.get(id);
    this.operations.delete(id);
    operation?.cancel();
  }

  /** The operation's results are over: `complete`, unless the client ended it first. */
  complete(id: string): void {
    if (this.operations.delete(id)) this.send(JSON.stringify({ id, type: MessageType.Complete }));
  }

  /** The operation ends with errors (before it started, or its stream failed). */
  fail(id: string, errors: readonly GraphQLError[]): void {
    if (this.operations.delete(id)) this.send(JSON.stringify({ id, type: MessageType.Error, payload: errors.map((e) => e.toJSON()) }));
  }

  /** Whether the operation is still the one the client holds under its id. */
  holds(id: string, operation: Operation<C>): boolean {
    return this.operations.get(id) === operation;
  }

  /** The socket closed: every operation ends, then `closed`. */
  end(): void {
    if (this.initTimer) clearTimeout(this.initTimer);
    this.request = null;
    const operations = [...this.operations.values()];
    this.operations.clear();
    for (const operation of operations) operation?.cancel();
    this.hooks.closed(this);
  }
}

/** One running subscription of a connection: the sink of its stream. */
class Operation<C> implements Sink<ExecutionResult> {
  /** Its `next` messages' beginning, made once. */
  private readonly start: string;

  constructor(
    private readonly connection: Connection<C>,
    private readonly id: string,
    private readonly stream: AsyncIterableIterator<ExecutionResult>,
  ) {
    this.start = nextMessageStart(id);
  }

  run(): void {
    const stream = this.stream as Partial<Subscription<ExecutionResult>>;
    if (typeof stream.forEach === 'function') stream.forEach(this);
    else void this.pump();
  }

  /** A stream that is not the pub/sub's: read in turn. */
  private async pump(): Promise<void> {
    try {
      for (;;) {
        const step = await this.stream.next();
        if (!this.connection.holds(this.id, this)) return;
        if (step.done) return this.complete();
        this.next(step.value);
      }
    } catch (error) {
      this.error(error);
    }
  }

  next(result: ExecutionResult): void {
    this.connection.send(nextMessage(this.start, result));
  }

  error(error: unknown): void {
    const original = error instanceof Error ? error : new Error(String(error));
    this.connection.fail(this.id, [new GraphQLError(original.message, { originalError: original })]);
  }

  complete(): void {
    this.connection.complete(this.id);
  }

  cancel(): void {
    void this.stream.return?.();
  }
}
