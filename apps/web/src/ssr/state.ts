import type { HydrationState } from 'react-router';
import type { SSRData } from 'urql';
import type { Language } from '@venue/shared';

/**
 * What a server-rendered page hands to the browser for hydration, as JSON in
 * `<script type="application/json" id="ssr-state">` (data, not code: the CSP allows no inline scripts).
 */
export interface ServerState {
  language: Language;
  /** The GraphQL answers the page was rendered with (urql's ssrExchange). */
  graphql: SSRData;
  /** The route loaders' data (React Router's hydration data). */
  router: HydrationState;
  /** The ids of the routes the page was rendered with, outermost first (their screens' code is loaded before hydrating). */
  routeIds?: string[];
}

export const SERVER_STATE_ID = 'ssr-state';

/** The state of a server-rendered page, or null when the page was not rendered on the server. */
export function readServerState(doc: Pick<Document, 'getElementById'> = document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}
