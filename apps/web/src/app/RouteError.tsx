import { isRouteErrorResponse, useRouteError } from 'react-router';
import { GeneralError } from '../components/GeneralError.js';
import { NotFound } from '../components/NotFound.js';

/** Error boundary of every screen: not found stays not found, everything else is the general error. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error('screen failed', error instanceof Error ? error.name : 'unknown');
  return <GeneralError />;
}
