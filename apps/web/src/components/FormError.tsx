import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** A form-level error, announced to screen readers as it appears. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {children}
    </Alert>
  );
}
