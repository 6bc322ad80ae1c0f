import net from 'node:net';

/**
 * A TCP proxy in front of a real server (PostgreSQL, Redis) that a test can take down and bring
 * back, as a restart or a lost network would (issue 19, faults under load). `cut()` destroys every
 * open connection (the clients see a reset, as when the server process dies) and refuses new ones
 * until `restore()`.
 */
export interface FaultProxy {
  /** The proxy's `host:port` as a URL with the target's URL's scheme, user and path. */
  url: string;
  port: number;
  cut(): void;
  restore(): void;
  /** Connections open through the proxy now. */
  open(): number;
  close(): Promise<void>;
}

export async function startFaultProxy(targetUrl: string): Promise<FaultProxy> {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port);
  const sockets = new Set<net.Socket>();
  let down = false;

  const server = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, target.hostname);
    const pair = [client, upstream];
    for (const s of pair) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => {
        sockets.delete(s);
        for (const other of pair) other.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  return {
    url: url.toString(),
    port,
    cut() {
      down = true;
      for (const s of sockets) s.resetAndDestroy();
    },
    restore() {
      down = false;
    },
    open: () => sockets.size / 2,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
