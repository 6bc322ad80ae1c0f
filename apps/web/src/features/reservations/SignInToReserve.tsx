import { Button, Group, Paper, Text } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pathTo } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';

/**
 * What a visitor sees where members reserve: why not (sign in) and the way there, back to this
 * page. No names, no counts. Its texts are public (i18n/public-texts.ts `reservations.visitor`).
 */
export function SignInToReserve({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  return (
    <Paper component="section" aria-labelledby="reserve-visitor-heading" withBorder p="md" radius="md" bg="dark.7">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <div>
          <Text fw={600} id="reserve-visitor-heading">
            {t('reservations.visitor.title')}
          </Text>
          <Text fz="sm" c="dimmed">
            {t('reservations.visitor.text')}
          </Text>
        </div>
        <Button component={Link} to={`${pathTo('signIn')}?${new URLSearchParams({ next: returnTo }).toString()}`} leftSection={<IconLogin2 size={18} aria-hidden="true" />}>
          {t('reservations.visitor.signIn')}
        </Button>
      </Group>
    </Paper>
  );
}
