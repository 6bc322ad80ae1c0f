import { describe, expect, it } from 'vitest';
import { createRequest, gql as eagerGql } from 'urql';
import { print } from 'graphql';
import { gql } from './gql.js';

describe('gql (parsed on first use)', () => {
  it('is the same request as the eagerly parsed document, fragments included', () => {
    const fragment = gql`fragment LazyUser1 on User { id slug }`;
    const lazy = gql`query Lazy1($id: ID!) { user(id: $id) { ...LazyUser1 } } ${fragment}`;
    const eager = eagerGql('query Lazy1($id: ID!) { user(id: $id) { ...LazyUser1 } } fragment LazyUser1 on User { id slug }');
    expect(createRequest(lazy, { id: '1' }).key).toBe(createRequest(eager, { id: '1' }).key);
    expect(print(createRequest(lazy, { id: '1' }).query)).toBe(print(eager));
    expect(lazy.definitions.map((d) => ('name' in d ? d.name?.value : undefined))).toEqual(['Lazy1', 'LazyUser1']);
  });

  it('does not parse before it is read: a broken document fails where it is used, not where it is declared', () => {
    const broken = gql`query Broken { user(`;
    expect(broken.kind).toBe('Document');
    expect(() => createRequest(broken, {})).toThrow();
  });
});
