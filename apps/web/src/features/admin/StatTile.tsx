import type { ReactNode } from 'react';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/** One figure of the staff dashboard: what it counts, the number, and where to act on it. */
export function StatTile({ icon, label, value, hint, link, testId }: { icon: ReactNode; label: string; value: ReactNode; hint?: string; link?: { to: string; label: string }; testId?: string }) {
  return (
    <Paper withBorder p="md" radius="md" bg="dark.6">
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Text fw={600} fz="sm">
            {label}
          </Text>
        </Group>
        <Text fz={32} fw={700} lh={1.1} data-testid={testId}>
          {value}
        </Text>
        {hint && (
          <Text fz="xs" c="dimmed">
            {hint}
          </Text>
        )}
        {link && (
          <Anchor component={Link} to={link.to} fz="sm">
            {link.label}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
