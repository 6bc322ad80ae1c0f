import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNamedType, isLeafType, parse, subscribe, type GraphQLField, type GraphQLObjectType } from 'graphql';
import { createTestApp, type TestApp } from '../harness.js';
import type { TestMember } from '../friends/support.js';
import { schema } from '../../src/graphql/schema.js';
import type { GraphQLContext } from '../../src/graphql/context.js';
import { buildWorld, ROLES, type Role, type World } from './world.js';
import { AUTHORIZATION_CODES, type Expected, type OperationEntry, type RouteEntry, type Vars } from './presets.js';
import { MUTATIONS, QUERIES, SUBSCRIPTIONS } from './matrix.js';
import { ROUTES } from './route-matrix.js';
import { fastifyRoutes } from './routes.js';

// The generated authorization matrix (issue 11, docs/decisions/0029): every root field of the
// schema and every HTTP route, called as each role, against matrix.ts. An operation or route
// without an entry fails, and so does an entry for one that no longer exists.

type Kind = 'query' | 'mutation' | 'subscription';
const TABLES: Record<Kind, Record<string, OperationEntry>> = { query: QUERIES, mutation: MUTATIONS, subscription: SUBSCRIPTIONS };
const ROOTS: Record<Kind, GraphQLObjectType | null | undefined> = { query: schema.getQueryType(), mutation: schema.getMutationType(), subscription: schema.getSubscriptionType() };

/** What a call answered: an error code, `null` (no error, no object) or `data`. */
type Actual = string;

function matches(expected: Expected, actual: Actual): boolean {
  if (expected === 'allowed') return actual === 'data' || actual === 'null' || !AUTHORIZATION_CODES.includes(actual);
  if (expected === 'visible') return actual === 'data';
  if (expected === 'hidden') return actual === 'null';
  return actual === expected;
}

/** The smallest selection of a field's type: the scalar itself, or __typename (and a `refusal`, which answers why not). */
function selection(field: GraphQLField<unknown, unknown>): string {
  const type = getNamedType(field.type);
  if (isLeafType(type)) return '';
  const fields = 'getFields' in type ? type.getFields() : {};
  return `{ __typename${'refusal' in fields ? ' refusal' : ''} }`;
}

function document(kind: Kind, field: GraphQLField<unknown, unknown>, vars: Vars): string {
  const used = field.args.filter((a) => a.name in vars);
  const declared = used.length ? `(${used.map((a) => `$${a.name}: ${String(a.type)}`).join(', ')})` : '';
  const args = used.length ? `(${used.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  return `${kind} Matrix${declared} { ${field.name}${args} ${selection(field)} }`;
}

function outcomeOf(res: { errors?: readonly { extensions?: Record<string, unknown> }[]; data?: Record<string, any> | null }, name: string): Actual {
  if (res.errors?.length) return String(res.errors[0]!.extensions?.code ?? 'NO_CODE');
  const value = res.data?.[name];
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'object' && typeof value.refusal === 'string') return value.refusal;
  return 'data';
}

describe('authorization matrix', () => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildWorld(t);
  }, 60_000);
  afterAll(() => t?.close());

  async function actorFor(role: Role, entry: { freshActor?: boolean }): Promise<TestMember | null> {
    if (role === 'visitor') return null;
    return entry.freshActor ? w.actorOf(role) : w.actors[role];
  }

  /** A subscription started as graphql-js does it, in the context an HTTP request of the actor gets. */
  async function subscribeAs(actor: TestMember | null, query: string, vars: Vars): Promise<Actual> {
    const session = await t.services.sessions.resolve(actor?.token);
    const contextValue: GraphQLContext = {
      deps: t.deps,
      services: t.services,
      viewer: session?.user ?? null,
      sessionTokenHash: session?.tokenHash ?? null,
      ip: '127.0.0.1',
      userAgent: null,
      cookies: { bearer: true, set() {}, clear() {} },
    };
    try {
      const result = await subscribe({ schema, document: parse(query), variableValues: vars, contextValue });
      if (Symbol.asyncIterator in result) {
        await result.return?.();
        return 'data';
      }
      return outcomeOf(result, '');
    } catch (error) {
      return String((error as { extensions?: { code?: string } }).extensions?.code ?? 'THROWN');
    }
  }

  async function call(kind: Kind, field: GraphQLField<unknown, unknown>, entry: OperationEntry, role: Role): Promise<Actual> {
    const actor = await actorFor(role, entry);
    const vars = (await entry.vars?.(w, actor)) ?? {};
    const query = document(kind, field, vars);
    if (kind === 'subscription') return subscribeAs(actor, query, vars);
    return outcomeOf(await t.gql(query, vars, actor ? { token: actor.token } : {}), field.name);
  }

  /** Each role's case of one operation or route; the mismatches as readable lines. */
  async function mismatches(entry: { expect: Record<Role, Expected>; gaps?: OperationEntry['gaps'] }, run: (role: Role) => Promise<Actual>): Promise<string[]> {
    const wrong: string[] = [];
    for (const role of ROLES) {
      const gap = entry.gaps?.[role];
      const expected = gap ? gap.today : entry.expect[role];
      const actual = await run(role);
      if (matches(expected, actual)) continue;
      if (gap && matches(entry.expect[role], actual)) wrong.push(`${role}: follows the rule now (${actual}): remove its gaps note`);
      else wrong.push(`${role}: expected ${expected}${gap ? ` (known gap, rule: ${entry.expect[role]})` : ''}, got ${actual}`);
    }
    return wrong;
  }

  it('has an entry for every query, mutation, subscription and route, and none for what no longer exists', () => {
    const missing: string[] = [];
    const stale: string[] = [];
    for (const kind of ['query', 'mutation', 'subscription'] as const) {
      const fields = Object.keys(ROOTS[kind]?.getFields() ?? {});
      missing.push(...fields.filter((f) => !(f in TABLES[kind])).map((f) => `${kind} ${f}`));
      stale.push(...Object.keys(TABLES[kind]).filter((f) => !fields.includes(f)).map((f) => `${kind} ${f}`));
    }
    const routes = fastifyRoutes(t.app);
    missing.push(...routes.filter((r) => !(r in ROUTES)));
    stale.push(...Object.keys(ROUTES).filter((r) => !routes.includes(r)));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  for (const kind of ['query', 'subscription', 'mutation'] as const) {
    describe(kind, () => {
      for (const [name, entry] of Object.entries(TABLES[kind])) {
        it(name, async () => {
          const field = ROOTS[kind]?.getFields()[name];
          if (!field) return; // reported as stale by the completeness test
          expect(await mismatches(entry, (role) => call(kind, field, entry, role))).toEqual([]);
        });
      }
    });
  }

  describe('route', () => {
    for (const [key, entry] of Object.entries(ROUTES) as [string, RouteEntry][]) {
      it(key, async () => {
        const [method, url] = key.split(' ') as ['GET', string];
        expect(
          await mismatches(entry, async (role) => {
            const actor = await actorFor(role, {});
            const req = (await entry.request?.(w)) ?? { url };
            const res = await t.app.inject({
              method: req.method ?? method,
              url: req.url,
              headers: { ...req.headers, ...(actor ? { authorization: `Bearer ${actor.token}` } : {}) },
              ...(req.payload !== undefined ? { payload: req.payload } : {}),
            });
            if (res.statusCode < 300) return 'data';
            const body = (() => {
              try {
                return res.json() as { errors?: { code?: string }[] };
              } catch {
                return {};
              }
            })();
            return body.errors?.[0]?.code ?? `HTTP_${res.statusCode}`;
          }),
        ).toEqual([]);
      });
    }
  });
});
