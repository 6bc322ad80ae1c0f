import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.js';
import { openAppDatabase } from '../apps/server/src/db/open.js';
import { scratchPostgresDatabase } from './lib/bench-database.js';
import { createDeps } from '../apps/server/src/infra/create-deps.js';
import { buildApp } from '../apps/server/src/app.js';
import { readSessionToken } from '../apps/server/src/http/session-cookie.js';
import { insertUser } from '../apps/server/src/modules/accounts/accounts.repository.js';
import { createPasswordHasher } from '../apps/server/src/modules/accounts/passwords.js';

/**
 * The app under load, in its own process (so autocannon in the parent does not share its event
 * loop): `node <bundle> pglite|postgres`, bundled as the server is for production (lib/built-script.ts). Builds the real app with buildApp
 * and adds ONE bench-only route, GET /bench/session, that does the same session lookup as the
 * GraphQL context, so the cost of GraphQL itself can be told apart. Prints one JSON line
 * { port, token, sessionVia } when listening; cleans up on SIGTERM.
 */
const backend = process.argv[2];
if (backend !== 'pglite' && backend !== 'postgres') throw new Error('usage: api-server.ts pglite|postgres');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-bench-api-'));
const scratch = backend === 'postgres' ? await scratchPostgresDatabase() : undefined;
const databaseUrl = scratch?.url;

const config = loadConfig({
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  PUBLIC_URL: 'http://127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // The sign-in bench sends each attempt from its own X-Forwarded-For address, so the per-IP
  // sign-in limit (a protection the bench is not measuring) does not cut it short.
  TRUST_PROXY: 'true',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const database = await openAppDatabase(config, () => undefined);
const deps = createDeps(config, database);
const { app, services } = await buildApp(deps, { webDist: path.join(dataDir, 'no-web') });

app.get('/bench/session', async (req, reply) => {
  const session = await services.sessions.resolve(readSessionToken(req.headers));
  if (!session) return reply.code(401).send({ error: 'NOT_SIGNED_IN' });
  return { id: session.user.id, username: session.user.username };
});

await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;

// A signed-in member: through the signIn mutation where the schema has it, else a session made directly.
const password = 'Bench-Passwort-2026';
const member = await insertUser(database.db, {
  email: 'bench@example.ch',
  username: 'bench_member',
  passwordHash: await createPasswordHasher(config.argon2).hash(password),
  sex: 'MF',
  emailVerifiedAt: new Date(),
  phoneVerifiedAt: new Date(),
});
// Extra members for the sign-in bench (the per-account limit allows 25 sign-ins an hour each).
const extraMembers = Number(process.env.BENCH_MEMBERS ?? 0);
for (let i = 1; i <= extraMembers; i++) {
  await insertUser(database.db, {
    email: `bench${i}@example.ch`,
    username: `bench_member_${i}`,
    passwordHash: await createPasswordHasher(config.argon2).hash(password),
    sex: 'M',
    emailVerifiedAt: new Date(),
    phoneVerifiedAt: new Date(),
  });
}
let token: string | undefined;
let sessionVia = 'signIn';
const signIn = await app.inject({
  method: 'POST',
  url: '/graphql',
  headers: { 'content-type': 'application/json' },
  payload: { query: 'mutation($input: SignInInput!) { signIn(input: $input) { token } }', variables: { input: { email: 'bench@example.ch', password } } },
});
token = (signIn.json() as { data?: { signIn?: { token?: string } } }).data?.signIn?.token;
if (!token) {
  sessionVia = 'db';
  ({ token } = await services.sessions.start(database.db, member.id, 'bench'));
}
console.log(JSON.stringify({ port, token, sessionVia, password, argon2: config.argon2 }));

process.once('SIGTERM', async () => {
  await app.close();
  await deps.dispose();
  await database.close();
  await scratch?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
