import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that hydrates on its own: React hydrates every Suspense
 * boundary in a separate pass, so the page's parts take turns with the browser instead of one long
 * task blocking it (decision 0016). Shows its children exactly as they are.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
