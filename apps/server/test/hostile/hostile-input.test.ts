import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { and, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@venue/shared';
import { blocks } from '../../src/modules/blocks/blocks.table.js';
import { createTestApp, type TestApp } from '../harness.js';
import type { TestMember } from '../friends/support.js';
import { schema } from '../../src/graphql/schema.js';
import { buildWorld, type World } from '../authorization/world.js';
import { MUTATIONS } from '../authorization/matrix.js';
import type { OperationEntry, Vars } from '../authorization/presets.js';
import { BOOLEANS, ENUMS, FLOATS, forgedIds, INTS, NOT_A_STRING, NOT_AN_OBJECT, oneOfEachKind, SCALARS, STRINGS, type Hostile } from './corpus.js';
import { changedTables, snapshotter, tableNames, tablesHolding, type Snapshot } from './db-snapshot.js';
import { BLANK_MEANS_NONE, FREE_TEXT, KNOWN_FAILURES, VOLATILE, type KnownFailure } from './hostile-expectations.js';
import { stripInvisibleFromName, stripInvisibleFromText } from '@venue/shared';

// The hostile input corpus (issue 11, docs/decisions/0030): every argument and input field of every
// mutation gets each hostile value of its kind, the rest of the variables valid (from the
// authorization matrix, as a member the matrix allows). Each call must answer a coded, translated
// error (or GraphQL's own refusal before anything runs) and write nothing; a free-text field
// (FREE_TEXT) may instead store markup or SQL as the literal text.

const texts = (lang: string) => (JSON.parse(fs.readFileSync(new URL(`../../../web/src/i18n/${lang}.json`, import.meta.url), 'utf8')) as { errors: Record<string, string> }).errors;
const DE = texts('de');
const EN = texts('en');
const CODES: readonly string[] = ERROR_CODES;

type Path = (string | number)[];
interface Slot {
  path: Path;
  type: GraphQLInputType;
  /** The valid value at the path (undefined when the valid variables leave it out). */
  valid: unknown;
}

/** Every argument, input field and first list element the variables reach, with its type. */
function slotsOf(args: readonly GraphQLArgument[], vars: Vars): Slot[] {
  const out: Slot[] = [];
  const walk = (path: Path, type: GraphQLInputType, valid: unknown) => {
    const inner = getNullableType(type);
    if (isInputObjectType(inner) && (valid === undefined || valid === null)) return; // an absent object: nothing to fill
    out.push({ path, type, valid });
    if (isListType(inner) && Array.isArray(valid) && valid.length) walk([...path, 0], inner.ofType as GraphQLInputType, valid[0]);
    if (isInputObjectType(inner) && typeof valid === 'object') {
      for (const f of Object.values(inner.getFields())) walk([...path, f.name], f.type, (valid as Record<string, unknown>)[f.name]);
    }
  };
  for (const a of args) walk([a.name], a.type, vars[a.name]);
  return out;
}

/** A number fixed for a field (its name), so that the values it gets do not depend on the other fields. */
function turnOf(key: string): number {
  let h = 0;
  for (const c of key) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h;
}

/** The hostile values for a slot's type: null where it is required, then one value of each kind. */
function valuesFor(slot: Slot, w: World, key: string): Hostile[] {
  const inner = getNullableType(slot.type);
  const n = turnOf(key);
  const base: Hostile[] = isNonNullType(slot.type) ? [{ name: 'null', value: null }] : [];
  if (isListType(inner)) {
    const long = Array.isArray(slot.valid) && slot.valid.length ? [{ name: 'list of 1000', value: Array(1000).fill(slot.valid[0]) }] : [];
    return [...base, ...long, { name: 'object for a list', value: { a: 1 } }];
  }
  if (isInputObjectType(inner)) return [...base, ...oneOfEachKind([NOT_AN_OBJECT], n)];
  if (isEnumType(inner)) return [...base, ...ENUMS];
  if (!isScalarType(inner)) return base;
  switch (inner.name) {
    case 'String':
      return [...base, ...oneOfEachKind([...STRINGS, NOT_A_STRING], n)];
    case 'ID':
      return [...base, ...oneOfEachKind([...forgedIds(w), NOT_A_STRING], n)];
    case 'Int':
      return [...base, ...INTS];
    case 'Float':
      return [...base, ...FLOATS];
    case 'Boolean':
      return [...base, ...BOOLEANS];
    default:
      return [...base, ...(SCALARS[inner.name] ?? oneOfEachKind(STRINGS, n))];
  }
}

function withValue(vars: Vars, path: Path, value: unknown): Vars {
  const copy = structuredClone(vars) as Record<string | number, unknown>;
  let at: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1)!] = value;
  return copy;
}

function documentOf(field: GraphQLField<unknown, unknown>, vars: Vars): string {
  const used = field.args.filter((a) => a.name in vars);
  const declared = used.length ? `(${used.map((a) => `$${a.name}: ${String(a.type)}`).join(', ')})` : '';
  const args = used.length ? `(${used.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  const type = getNamedType(field.type);
  return `mutation Hostile${declared} { ${field.name}${args} ${isScalarType(type) || isEnumType(type) ? '' : '{ __typename }'} }`;
}

/** The first role the matrix allows to call the operation (no known gap). */
function allowedRole(entry: OperationEntry) {
  return (['owner', 'admin', 'verified', 'unverified', 'pending'] as const).find((r) => entry.expect[r] === 'allowed' && !entry.gaps?.[r]);
}

/** Callers the matrix has no allowed role for (it expects a room-specific code from everyone). */
const ACTORS: Record<string, (w: World) => Promise<TestMember>> = {
  leaveChatRoom: (w) => w.fresh.roomMember(),
};

/** What a free-text field may store instead of the literal text: without the controls (item 12), a lone surrogate as U+FFFD. */
/** What the server may store instead of the literal text: the shared strippers' results (names, texts), or a lone surrogate replaced or dropped. */
const strippedForms = (s: string) => [stripInvisibleFromName(s), stripInvisibleFromText(s), s.replace(/[\uD800-\uDFFF]/g, '\uFFFD'), s.replace(/[\uD800-\uDFFF]/g, '')];

describe('hostile input corpus', () => {
  let t: TestApp;
  let w: World;
  let tables: string[];
  let snapshot: () => Promise<Snapshot>;
  const stillFailing = new Set<KnownFailure>();
  /** Operations whose hostile calls ran (a run filtered with -t runs some). */
  const ranOps = new Set<string>();

  beforeAll(async () => {
    // No rate limits: a hostile value must reach the validation, not a limit hit by the calls before it.
    t = await createTestApp({
      rateLimiter: { hit: async () => ({ allowed: true, retryAfterSeconds: 0 }), reset: async () => {}, peek: async () => ({ count: 0, retryAfterSeconds: 0 }), block: async () => {} },
    });
    w = await buildWorld(t);
    tables = await tableNames(t.deps.database.db);
    snapshot = snapshotter(t.deps.database.db, tables, VOLATILE);
  }, 60_000);
  afterAll(() => t?.close());

  /** What one hostile call did wrong, or null. */
  async function judge(op: string, slot: Slot, hostile: Hostile, res: Awaited<ReturnType<TestApp['gql']>>, before: Snapshot, after: Snapshot): Promise<string | null> {
    const written = changedTables(before, after);
    const error = res.errors?.[0];
    if (error) {
      const code = error.extensions?.code;
      if (!('data' in res) || res.data === undefined) {
        // Refused by GraphQL before anything ran (variable coercion): the web app shows the general
        // error for it (no text for its code, or none); it must not claim a server fault.
        if (written.length) return `wrote ${written.join(', ')} before execution`;
        return code === 'INTERNAL' ? 'refused before execution as INTERNAL' : null;
      }
      if (typeof code !== 'string') return `error without a code: ${error.message}`;
      if (code === 'INTERNAL') return 'INTERNAL';
      if (!CODES.includes(code)) return `code ${code} not in error-codes.ts`;
      if (!DE[code] || !EN[code]) return `code ${code} has no text in de.json/en.json`;
      if (written.length) return `${code} but wrote ${written.join(', ')}`;
      return null;
    }
    // Accepted: only free text may keep markup, SQL and controls, and then as the literal text;
    // an optional field may take a blank value as "none".
    const key = `${op}.${slot.path.filter((p) => typeof p === 'string').join('.')}`;
    if (hostile.blank && (!isNonNullType(slot.type) || BLANK_MEANS_NONE.includes(key))) return null;
    if (!hostile.text || !FREE_TEXT.includes(key)) return `accepted${written.length ? ` (wrote ${written.join(', ')})` : ''}`;
    if (!written.length) return null;
    const value = String(hostile.value);
    const forms = hostile.text === 'stripped' ? [value, ...strippedForms(value)] : [value];
    for (const form of forms) if ((await tablesHolding(t.deps.database.db, written, form)).length) return null;
    return `accepted, but the literal text is not stored (changed ${written.join(', ')})`;
  }

  it('sees an insert, an update and a delete, and no change when nothing was written', async () => {
    const db = t.deps.database.db;
    const start = await snapshot();
    expect(changedTables(start, await snapshot())).toEqual([]);
    await db.execute(sql`update pages set title_de = title_de where name = 'bar'`);
    const updated = await snapshot();
    expect(changedTables(start, updated)).toEqual(['pages']);
    const pair = { blockerId: w.other.id, blockedId: w.actors.verified.id };
    await db.insert(blocks).values(pair);
    const inserted = await snapshot();
    expect(changedTables(updated, inserted)).toEqual(['blocks']);
    await db.delete(blocks).where(and(eq(blocks.blockerId, pair.blockerId), eq(blocks.blockedId, pair.blockedId)));
    expect(changedTables(inserted, await snapshot())).toEqual(['blocks']);
  });

  for (const [name, entry] of Object.entries(MUTATIONS)) {
    const field = schema.getMutationType()!.getFields()[name]!;
    if (!field?.args.length) continue; // no input to be hostile with
    it(name, async () => {
      ranOps.add(name);
      const role = allowedRole(entry);
      const actor = ACTORS[name] ? await ACTORS[name](w) : role ? (entry.freshActor ? await w.actorOf(role) : w.actors[role]) : null;
      if (!actor) throw new Error(`${name}: no role the matrix allows; name a caller in ACTORS`);
      const vars = (await entry.vars?.(w, actor)) ?? {};
      const failures: string[] = [];
      let before = await snapshot();
      for (const slot of slotsOf(field.args, vars)) {
        for (const hostile of valuesFor(slot, w, `${name}.${slot.path.join('.')}`)) {
          if (hostile.value === slot.valid) continue; // e.g. another member's id where a member's id is meant
          const variables = withValue(vars, slot.path, hostile.value);
          const res = await t.gql(documentOf(field, variables), variables, { token: actor.token });
          // Refused before execution (no `data`): nothing ran, no snapshot needed; judge() checks the rest.
          const after = 'data' in res && res.data !== undefined ? await snapshot() : before;
          const problem = await judge(name, slot, hostile, res, before, after);
          before = after;
          if (problem) failures.push(`${slot.path.join('.')} ← ${hostile.name}: ${problem}`);
        }
      }
      const unexpected = failures.filter((f) => {
        const known = KNOWN_FAILURES.find((k) => (k.op === name || k.op === '*') && k.line.test(f));
        if (known) stillFailing.add(known);
        return !known;
      });
      expect(unexpected).toEqual([]);
    }, 60_000);
  }

  it('lists only known failures that still happen', () => {
    // Judged for the operations that ran; an entry for all of them ('*') once every one ran.
    const withInput = Object.keys(MUTATIONS).filter((n) => schema.getMutationType()!.getFields()[n]?.args.length);
    const judged = KNOWN_FAILURES.filter((k) => (k.op === '*' ? withInput.every((n) => ranOps.has(n)) : ranOps.has(k.op)));
    const fixed = judged.filter((k) => !stillFailing.has(k)).map((k) => `${k.op} ${String(k.line)}: no longer happens, remove it`);
    expect(fixed).toEqual([]);
  });
});
