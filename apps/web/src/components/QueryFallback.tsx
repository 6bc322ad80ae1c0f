import { Alert } from '@mantine/core';
import type { CombinedError } from 'urql';
import { PageLoader } from './PageLoader.js';
import { useErrorText } from './useErrorText.js';

/** What a screen shows while its query has no data: the failure in words, or the loader. */
export function QueryFallback({ error }: { error: CombinedError | undefined }) {
  const errorText = useErrorText();
  if (error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorText(error)}
      </Alert>
    );
  }
  return <PageLoader />;
}
