import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/** An empty list's place: what is (not) there, and the one next step when there is one. */
export function EmptyState({ text, action }: { text: string; action?: { to: string; label: string } }) {
  return (
    <Paper withBorder p="md" radius="md" bg="dark.6">
      <Stack gap="xs" align="flex-start">
        <Text c="dimmed">{text}</Text>
        {action && (
          <Anchor component={Link} to={action.to} fw={600}>
            {action.label}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
