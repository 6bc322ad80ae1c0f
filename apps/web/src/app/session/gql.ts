import { gql as parseNow, type AnyVariables, type TypedDocumentNode } from 'urql';

/** urql's key of a document, which it keeps on the document. */
type Keyed<T> = T & { __key?: number };

/**
 * urql's `gql`, parsed when the document is first used instead of when its module loads. The first
 * page loads every operation of the modules it imports (the public listings' chunk alone holds 20,
 * the staff's among them) and parsing and hashing them all was a good part of evaluating the app's
 * code: a long task on a phone before anything could be tapped. A page now parses the few it sends.
 *
 * What urql and graphcache read of a document (`definitions`, `loc`, `__key`) parses it on first
 * read; urql then works on the parsed document, which `gql` registered under the same key, so a
 * lazy document and an eager one of the same text are the same to the cache and to the server's
 * answers a page was rendered with.
 */
// As urql's gql: the declared type of the operation says what it returns.
export function gql<Data = any, Variables extends AnyVariables = AnyVariables>(
  strings: TemplateStringsArray,
  ...interpolations: Array<TypedDocumentNode | string>
): TypedDocumentNode<Data, Variables> {
  let parsed: Keyed<TypedDocumentNode> | null = null;
  const parse = (): Keyed<TypedDocumentNode> => (parsed ??= parseNow(strings, ...interpolations));
  const document = { kind: 'Document' } as Keyed<TypedDocumentNode<Data, Variables>>;
  for (const property of ['definitions', 'loc', '__key'] as const) {
    Object.defineProperty(document, property, {
      enumerable: property !== '__key',
      configurable: true,
      get: () => parse()[property],
      // urql writes the key it computed back onto the document it was handed.
      set: (value: unknown) => Object.defineProperty(document, property, { value, writable: true, enumerable: property !== '__key', configurable: true }),
    });
  }
  return document;
}
