import { vi } from 'vitest';

export interface RecordedRequest {
  operationName: string | undefined;
  variables: Record<string, unknown>;
}

type Responder = (request: RecordedRequest) => unknown;

/**
 * A stand-in for /graphql: answers by operation name, records what was asked.
 * Answers are `{ data }` or `{ errors }` bodies as the server would send them.
 */
export function fakeGraphQLServer(responders: Record<string, Responder>) {
  const requests: RecordedRequest[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const body = (init?.method === 'GET' ? fromSearchParams(new URL(String(url)).searchParams) : JSON.parse(String(init?.body ?? '{}'))) as { query?: string; operationName?: string; variables?: Record<string, unknown> };
    const operationName = body.operationName ?? /\b(?:query|mutation|subscription)\s+(\w+)/.exec(body.query ?? '')?.[1];
    const request = { operationName, variables: body.variables ?? {} };
    requests.push(request);
    const responder = request.operationName ? responders[request.operationName] : undefined;
    // A responder may answer later (a promise): the request waits like a slow server's.
    const payload = await (responder ? responder(request) : { errors: [{ message: 'INTERNAL', extensions: { code: 'INTERNAL' } }] });
    return new Response(JSON.stringify(payload), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    requests,
    calls: (operationName: string) => requests.filter((r) => r.operationName === operationName),
  };
}

/** A GET request carries the operation in the URL (the public queries, see src/sw/public-queries.ts). */
function fromSearchParams(params: URLSearchParams) {
  const variables = params.get('variables');
  return { query: params.get('query') ?? undefined, operationName: params.get('operationName') ?? undefined, variables: variables ? JSON.parse(variables) : undefined };
}
