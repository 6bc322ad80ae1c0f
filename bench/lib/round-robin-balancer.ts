import net from 'node:net';

/**
 * A TCP load balancer in front of several app instances, as a plain L4 balancer without
 * stickiness: each new connection goes to the next backend in turn; a backend that refuses the
 * connection (its process is gone) is skipped and the next one tried, so after `kill -9` of one
 * instance every new connection lands on the survivors. When either side of a pair closes, the
 * other is closed too: a client of a killed instance sees its connection end at once.
 * (In the spirit of apps/server/test/fault-proxy.ts.)
 */
export interface Balancer {
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  /** Open connections per backend, in the order of `ports`. */
  open(): number[];
  /** Connections per backend since the start. */
  total(): number[];
  /** Connection attempts that a backend refused (each was then tried on the next). */
  refused(): number;
  close(): Promise<void>;
}

export async function startBalancer(ports: number[], host = '127.0.0.1'): Promise<Balancer> {
  const open = ports.map(() => 0);
  const total = ports.map(() => 0);
  const sockets = new Set<net.Socket>();
  let next = 0;
  let refused = 0;

  /** Connects to the backends in turn from `first`; null when every one refused. */
  function connect(first: number, tried = 0): Promise<{ upstream: net.Socket; index: number } | null> {
    if (tried === ports.length) return Promise.resolve(null);
    const index = (first + tried) % ports.length;
    return new Promise((resolve) => {
      const upstream = net.connect(ports[index]!, host);
      upstream.once('connect', () => {
        upstream.removeAllListeners('error');
        resolve({ upstream, index });
      });
      upstream.once('error', () => {
        refused++;
        upstream.destroy();
        resolve(connect(first, tried + 1));
      });
    });
  }

  // pauseOnConnect: what the client sends before its backend is chosen waits in the socket.
  const server = net.createServer({ pauseOnConnect: true }, (client) => {
    sockets.add(client);
    client.on('error', () => undefined);
    client.once('close', () => sockets.delete(client));
    void connect(next++ % ports.length).then((picked) => {
      if (!picked || client.destroyed) {
        picked?.upstream.destroy();
        client.destroy();
        return;
      }
      const { upstream, index } = picked;
      open[index]!++;
      total[index]!++;
      sockets.add(upstream);
      upstream.on('error', () => undefined);
      upstream.once('close', () => {
        open[index]!--;
        sockets.delete(upstream);
        client.destroy();
      });
      client.once('close', () => upstream.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    url: `http://${host}:${port}`,
    open: () => [...open],
    total: () => [...total],
    refused: () => refused,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
