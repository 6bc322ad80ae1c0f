import net from 'node:net';

/**
 * A port free on 127.0.0.1 right now, for a server that must know its address before it starts
 * (its PUBLIC_URL). The e2e suite has the same helper (e2e/support/app-process.ts); the bench, a
 * project of its own, cannot import it.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}
