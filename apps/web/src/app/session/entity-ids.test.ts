import { describe, expect, it } from 'vitest';
import { buildSchema, getNamedType, isCompositeType, Kind, type DocumentNode, type FragmentDefinitionNode, type GraphQLCompositeType, type GraphQLSchema, type SelectionSetNode, isObjectType, isInterfaceType, isUnionType } from 'graphql';
import schemaText from '../../../../server/schema.graphql?raw';

// The members' normalised cache (graphcache) stores an object with an id under that id. A query that
// selects such an object without its id stores it inside its parent instead, and the parent's link
// then points there: every other query that reads the object through that parent finds its fields
// missing and goes to the network each time (seen: the home screen's `info { lookingFor }` made the
// own profile refetch on every visit, issue 12's screen-change budget). So: every selection of an
// object type that has an id selects the id.

const modules = import.meta.glob<Record<string, unknown>>(
  ['../../**/operations.ts', '../../components/member-card.ts', '../realtime/presence-cache.ts', '../../features/conversations/useUnreadMessagesTotal.ts'],
  { eager: true },
);

const isDocument = (value: unknown): value is DocumentNode => typeof value === 'object' && value !== null && (value as DocumentNode).kind === Kind.DOCUMENT;

function missingIds(schema: GraphQLSchema, doc: DocumentNode): string[] {
  const fragments = new Map(doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const missing: string[] = [];
  const selectsId = (set: SelectionSetNode, seen = new Set<string>()): boolean =>
    set.selections.some((s) => {
      if (s.kind === Kind.FIELD) return s.name.value === 'id' && !s.alias;
      if (s.kind === Kind.INLINE_FRAGMENT) return !s.typeCondition && selectsId(s.selectionSet, seen);
      if (seen.has(s.name.value)) return false;
      const fragment = fragments.get(s.name.value);
      return fragment ? selectsId(fragment.selectionSet, new Set([...seen, s.name.value])) : false;
    });
  const hasId = (type: GraphQLCompositeType) => (isObjectType(type) || isInterfaceType(type)) && 'id' in type.getFields();
  const walk = (set: SelectionSetNode, type: GraphQLCompositeType, path: string) => {
    if (hasId(type) && !selectsId(set)) missing.push(`${path} (${type.name})`);
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD && s.selectionSet) {
        const fields = isObjectType(type) || isInterfaceType(type) ? type.getFields() : {};
        const field = fields[s.name.value];
        const named = field && getNamedType(field.type);
        if (named && isCompositeType(named)) walk(s.selectionSet, named, `${path}.${s.name.value}`);
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        const on = s.typeCondition ? schema.getType(s.typeCondition.name.value) : type;
        if (on && isCompositeType(on)) walk(s.selectionSet, on, path);
      }
    }
  };
  for (const definition of doc.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) {
      const root = definition.operation === 'query' ? schema.getQueryType() : definition.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
      walk(definition.selectionSet, root!, definition.name?.value ?? definition.operation);
    } else if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      const on = schema.getType(definition.typeCondition.name.value);
      if (on && isCompositeType(on) && !isUnionType(on)) walk(definition.selectionSet, on, `fragment ${definition.name.value}`);
    }
  }
  return missing;
}

describe('the app’s GraphQL documents', () => {
  const schema = buildSchema(schemaText);
  const documents = Object.entries(modules).flatMap(([file, exports]) => Object.entries(exports).filter(([, value]) => isDocument(value)).map(([name, value]) => ({ where: `${file.replace(/^(\.\.\/)+/, '')} ${name}`, doc: value as DocumentNode })));

  it('are found (the check below looks at something)', () => {
    expect(documents.length).toBeGreaterThan(80);
  });

  it('select the id of every object that has one, so the members’ cache can keep it once', () => {
    const problems = documents.flatMap(({ where, doc }) => missingIds(schema, doc).map((path) => `${where}: ${path}`));
    expect([...new Set(problems)]).toEqual([]);
  });
});
