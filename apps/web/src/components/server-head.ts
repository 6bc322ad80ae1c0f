import { createContext } from 'react';

/**
 * What a server-rendered page puts into `<head>` (src/ssr/): screens name themselves while they
 * render there; in the browser nothing provides this and `usePageTitle` sets `document.title`.
 */
export interface ServerHead {
  title?: string;
}

export const ServerHeadContext = createContext<ServerHead | null>(null);
