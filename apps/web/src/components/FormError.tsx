import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { needsVerification, VerifyButton } from './VerifyButton.js';

/**
 * A form-level error, announced to screen readers as it appears. With the error's `code`
 * NEED_VERIFIED it also offers the way to verification.
 */
export function FormError({ children, code }: { children: ReactNode; code?: string | null }) {
  if (!children) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {needsVerification(code) ? (
        <Stack gap="xs">
          <span>{children}</span>
          <VerifyButton />
        </Stack>
      ) : (
        children
      )}
    </Alert>
  );
}
