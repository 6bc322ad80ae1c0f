import type { CombinedError } from 'urql';
import { readAppError } from './app-error.js';
import { FormError } from './FormError.js';
import { PageLoader } from './PageLoader.js';
import { useErrorText } from './useErrorText.js';

/** What a screen shows while its query has no data: the failure in words (with the way to verification where that is the cure), or the loader. */
export function QueryFallback({ error }: { error: CombinedError | undefined }) {
  const errorText = useErrorText();
  if (error) return <FormError code={readAppError(error).code}>{errorText(error)}</FormError>;
  return <PageLoader />;
}
