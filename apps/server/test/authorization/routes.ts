import type { FastifyInstance } from 'fastify';

/**
 * Every route the app registered, as "METHOD url" (e.g. "GET /api/photos/:id/:file"), read from
 * Fastify's route tree (`printRoutes()`: one line per node of the radix tree, four columns per
 * level, each node's text the part of the path after its parent's). HEAD is left out: Fastify
 * adds it to every GET, and it answers exactly as the GET does.
 */
export function fastifyRoutes(app: FastifyInstance): string[] {
  const routes = new Set<string>();
  const path: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const marker = line.search(/[├└]── /);
    if (marker < 0) continue;
    const depth = marker / 4;
    const [, segment, methods] = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(marker + 4))!;
    path.length = depth;
    path.push(segment!);
    for (const method of methods?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.add(`${method} ${path.join('')}`);
    }
  }
  return [...routes].sort();
}
