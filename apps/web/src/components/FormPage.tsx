import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from './usePageTitle.js';

/** A narrow, centred card for forms and short messages (phone-first). */
export function FormPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Paper maw={460} mx="auto" p={{ base: 'md', sm: 'xl' }} withBorder radius="lg" bg="dark.6">
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
