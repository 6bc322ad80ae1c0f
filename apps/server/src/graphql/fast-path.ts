import type { FastifyReply, FastifyRequest } from 'fastify';
import { execute, getOperationAST, getVariableValues, type DocumentNode, type ExecutionResult, type GraphQLError, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { getCORSHeadersByRequestAndOptions, type CORSOptions } from '@whatwg-node/server';
import type { YogaServerInstance } from 'graphql-yoga';
import type { GraphQLContext } from './context.js';
import { MASKED_ERROR_MESSAGE, maskUnexpected, type ServerContext } from './yoga.js';

/**
 * Queries and mutations POSTed as JSON, answered without Yoga's round through the Fetch API (issue
 * 18: a request object, headers, the plugin hooks, a response object and its body, for every
 * request). Decision 0053. The same pipeline where it decides anything:
 * - the document goes through Yoga's own parse and validate (the limits, no introspection), once
 *   per distinct query text;
 * - the context is the one Yoga would make; errors are masked by the same function; the status,
 *   media type, CORS headers and JSON are Yoga's (`fast-path.test.ts` compares them request by
 *   request with Yoga's answers).
 * Anything else goes to Yoga, before anything ran: other methods and media types, batches,
 * extensions, an invalid document, a subscription, variables that do not fit, a context that could
 * not be made.
 */
export interface FastPath {
  /** true when it answered the request; false leaves it to Yoga, with nothing run and nothing sent. */
  answer(req: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** Requests it answered so far. */
  readonly answered: number;
}

/** Distinct documents kept (the app's own are a few hundred; anything past that is dropped oldest first). */
const DOCUMENTS_KEPT = 1000;
const PARAMS = new Set(['query', 'variables', 'operationName', 'extensions']);
const REGULAR = ['application/graphql-response+json', 'application/json'] as const;

interface Params {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

/** A valid document as the fast path runs it: its operations by name ('' for the one without), found once. */
interface KnownDocument {
  document: DocumentNode;
  operations: Map<string, OperationDefinitionNode | null>;
}

export function createFastPath(
  yoga: YogaServerInstance<ServerContext, GraphQLContext>,
  opts: { schema: GraphQLSchema; cors: CORSOptions; context: (req: FastifyRequest, reply: FastifyReply) => Promise<GraphQLContext> },
): FastPath {
  // A document that Yoga would refuse is kept as `null`: Yoga answers it (with its parse and validation caches).
  const documents = new Map<string, KnownDocument | null>();

  /**
   * The document of a query text, parsed and validated as for a POST to /graphql: Yoga's hooks
   * read the request's method and operation name (use-prevent-mutation-via-get.ts), mark a parse
   * error as for a request, and keep the same error or document in their caches for Yoga's own
   * turn. A text of several operations that came first without a name stays with Yoga.
   */
  function documentOf(query: string, operationName: string | undefined): KnownDocument | null {
    const known = documents.get(query);
    if (known !== undefined) return known;
    const posted = { request: { method: 'POST' }, params: { operationName } };
    const { parse, validate, schema } = yoga.getEnveloped(posted as unknown as ServerContext);
    let document: KnownDocument | null;
    try {
      const parsed = parse(query);
      document = validate(schema, parsed).length === 0 ? { document: parsed, operations: new Map() } : null;
    } catch {
      document = null;
    }
    if (documents.size >= DOCUMENTS_KEPT) documents.delete(documents.keys().next().value!);
    documents.set(query, document);
    return document;
  }

  /** The operation a request names (or the only one), found once per document and name. */
  function operationOf(known: KnownDocument, operationName: string | undefined): OperationDefinitionNode | null {
    const key = operationName ?? '';
    let operation = known.operations.get(key);
    if (operation === undefined) {
      operation = getOperationAST(known.document, operationName) ?? null;
      // A client names a handful of operations per document; a stranger's stream of names is not kept.
      if (known.operations.size < 10) known.operations.set(key, operation);
    }
    return operation;
  }

  let answered = 0;
  async function answer(req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (req.method !== 'POST' || !req.headers['content-type']?.startsWith('application/json')) return false;
    const params = paramsOf(req.body);
    const mediaType = params && regularMediaType(req.headers.accept);
    if (!params || !mediaType) return false;
    const cors = getCORSHeadersByRequestAndOptions({ headers: { get: (name: string) => headerOf(req, name) } } as Request, opts.cors);
    // An origin Yoga answers with "null" is left to Yoga.
    if (cors && cors['Access-Control-Allow-Origin'] === 'null') return false;
    const known = documentOf(params.query, params.operationName ?? undefined);
    if (!known) return false;
    const operation = operationOf(known, params.operationName ?? undefined);
    if (!operation || operation.operation === 'subscription') return false;
    // Without variables declared, nothing a client sends can fail their coercion (extra ones are ignored).
    const declared = operation.variableDefinitions ?? [];
    if (declared.length > 0 && getVariableValues(opts.schema, declared, params.variables ?? {}, { maxErrors: 1 }).errors) return false;
    let contextValue: GraphQLContext;
    try {
      contextValue = await opts.context(req, reply);
    } catch {
      return false;
    }
    const result = (await execute({ schema: opts.schema, document: known.document, contextValue, variableValues: params.variables, operationName: params.operationName })) as ExecutionResult;
    const errors = result.errors?.map((error) => maskUnexpected(error, MASKED_ERROR_MESSAGE));
    if (cors) for (const [name, value] of Object.entries(cors)) reply.header(name, value);
    reply.status(statusOf(errors, result));
    reply.header('content-type', `${mediaType}; charset=utf-8`);
    reply.send(JSON.stringify(errors ? { ...result, errors: errors.map(publicError) } : result));
    answered++;
    return true;
  }
  return {
    answer,
    get answered() {
      return answered;
    },
  };
}

/** query (a string), variables (an object), operationName (a string), nothing else; extensions only when empty. */
function paramsOf(body: unknown): Params | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  for (const key in b) if (!PARAMS.has(key)) return null;
  if (typeof b.query !== 'string') return null;
  if (b.variables != null && (typeof b.variables !== 'object' || Array.isArray(b.variables))) return null;
  if (b.operationName != null && typeof b.operationName !== 'string') return null;
  if (b.extensions != null) return null;
  return b as unknown as Params;
}

/**
 * The media type Yoga's result processors pick for a single result (use-result-processor.ts: the
 * accepted types in reverse, the regular processor last, so its last match wins); null when the
 * client asks only for a stream or for something Yoga would refuse.
 */
function regularMediaType(accept: string | undefined): string | null {
  const key = accept ?? '';
  const known = mediaTypes.get(key);
  if (known !== undefined) return known;
  const chosen = mediaTypeOf(accept);
  // Browsers send a handful of Accept headers; anything past that is not kept.
  if (mediaTypes.size < 100) mediaTypes.set(key, chosen);
  return chosen;
}

const mediaTypes = new Map<string, string | null>();

function mediaTypeOf(accept: string | undefined): string | null {
  let chosen: string | null = null;
  const asked = (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',').reverse();
  for (const entry of asked) {
    const [type, ...options] = entry.split(';');
    if (!type) continue;
    const charset = options.find((o) => o.includes('charset=')) ?? 'charset=utf-8';
    if (charset !== 'charset=utf-8') continue;
    for (const offered of REGULAR) if (matches(offered, type)) chosen = offered;
  }
  return chosen;
}

function matches(offered: string, asked: string): boolean {
  const [pre, suf] = asked.split('/');
  const [offeredPre, offeredSuf] = offered.split('/');
  return (pre === '*' || pre === offeredPre) && (suf === '*' || suf === offeredSuf);
}

function headerOf(req: FastifyRequest, name: string): string | null {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : (value ?? null);
}

/** Yoga's status for a result (error.ts getResponseInitByRespectingErrors; no error of ours sets `http`). */
function statusOf(errors: readonly Error[] | undefined, result: ExecutionResult): number {
  if (!errors?.length) return 200;
  const unexpected = errors.some((e) => !isOriginalGraphQLError(e) || (e as GraphQLError).extensions?.unexpected);
  return unexpected && !('data' in result) ? 500 : 200;
}

function isOriginalGraphQLError(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== 'GraphQLError') return false;
  const original = (error as GraphQLError).originalError;
  return original == null ? true : isOriginalGraphQLError(original);
}

/** An error as Yoga writes it: graphql-js's JSON form without the `http` and `unexpected` extensions. */
function publicError(error: Error): unknown {
  const json = (typeof (error as GraphQLError).toJSON === 'function' ? (error as GraphQLError).toJSON() : error) as { extensions?: unknown };
  if (!json.extensions) return json;
  const { http: _http, unexpected: _unexpected, ...extensions } = json.extensions as Record<string, unknown>;
  const { extensions: _all, ...rest } = json;
  return Object.keys(extensions).length ? { ...rest, extensions } : rest;
}
