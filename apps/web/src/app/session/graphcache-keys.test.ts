import { describe, expect, it } from 'vitest';
import { buildSchema, isObjectType } from 'graphql';
import schemaText from '../../../../server/schema.graphql?raw';
import { EMBEDDED_TYPES } from './graphcache-keys.js';

describe('the members’ cache keys', () => {
  it('name exactly the schema’s object types without an id', () => {
    const schema = buildSchema(schemaText);
    const withoutId = Object.values(schema.getTypeMap())
      .filter((type) => isObjectType(type) && !type.name.startsWith('__') && !['Query', 'Mutation', 'Subscription'].includes(type.name))
      .filter((type) => isObjectType(type) && !type.getFields().id)
      .map((type) => type.name)
      .sort();
    expect([...EMBEDDED_TYPES].sort()).toEqual(withoutId);
  });
});
