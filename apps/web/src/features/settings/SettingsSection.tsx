import { useId, type ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

/** One titled part of the settings screen, a landmark named by its heading. */
export function SettingsSection({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} id={id} withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={2} id={headingId} fz="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
