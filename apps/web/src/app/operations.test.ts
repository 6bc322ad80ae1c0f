import { describe, expect, it } from 'vitest';
import { buildSchema, validate, type DocumentNode } from 'graphql';
import schemaText from '../../../server/schema.graphql?raw';

// Decision 0001: operations are typed by hand, so every one is checked against the committed schema.
const schema = buildSchema(schemaText);

const modules = import.meta.glob<Record<string, unknown>>('../**/operations.ts', { eager: true });

function isDocument(value: unknown): value is DocumentNode {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Document';
}

const documents = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, DocumentNode] => isDocument(entry[1]))
    // Fragments are checked inside the operations that spread them.
    .filter(([, document]) => document.definitions.some((d) => d.kind === 'OperationDefinition'))
    .map(([name, document]) => ({ file, name, document })),
);

describe('GraphQL operations', () => {
  it('are found in every feature that has them', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(4);
    expect(documents.map((d) => d.name)).toEqual(expect.arrayContaining(['CurrentUserQuery', 'SignUpMutation', 'AdminDashboardQuery']));
  });

  it.each(documents.map((d) => [`${d.file} ${d.name}`, d.document] as const))('%s is valid against apps/server/schema.graphql', (_label, document) => {
    const errors = validate(schema, document).map((e) => e.message);
    expect(errors).toEqual([]);
  });

  it('a document that asks for a field the schema lacks fails the check', () => {
    const withSlug = documents.find((d) => JSON.stringify(d.document).includes('"value":"slug"'));
    expect(withSlug).toBeDefined();
    const bad = JSON.parse(JSON.stringify(withSlug!.document).replace('"value":"slug"', '"value":"slugg"')) as DocumentNode;
    expect(validate(schema, bad).length).toBeGreaterThan(0);
  });
});
