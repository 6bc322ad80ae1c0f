import type { FastifyInstance } from 'fastify';

/** How often, while closing, connections that finished their last response are closed. */
const REAP_MS = 50;

/**
 * Closing the app closes its HTTP connections in bounded time (decision 0057). Node's
 * server.close() closes the keep-alive connections idle at that moment only: one whose request was
 * still running stayed open after its answer until keepAliveTimeout (72 s in Fastify), and
 * app.close() waited for it. While closing, connections are closed as soon as they fall idle;
 * after `graceMs` the ones still busy (a stream that never ends, a client that stalls) are cut.
 */
export function registerDrain(app: FastifyInstance, graceMs: number): void {
  let reaper: NodeJS.Timeout | undefined;
  let cut: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    const server = app.server;
    reaper = setInterval(() => server.closeIdleConnections(), REAP_MS);
    cut = setTimeout(() => {
      app.log.warn({ graceMs }, 'closing: cutting the HTTP connections still busy');
      server.closeAllConnections();
    }, graceMs);
    reaper.unref();
    cut.unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(reaper);
    clearTimeout(cut);
    done();
  });
}
