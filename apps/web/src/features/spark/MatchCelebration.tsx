import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.js';
import { MemberAvatar } from '../../components/MemberAvatar.js';
import type { MemberCard } from '../../components/member-card.js';

/**
 * "Es ist ein Match!": shown in the card's place the moment a spark makes a match, with the
 * other's avatar, the way to write (composed by the screen: conversation rules apply) and back to the deck.
 * The heading takes the focus, so a screen reader says it at once.
 */
export function MatchCelebration({ other, write, onContinue }: { other: MemberCard; write: ReactNode; onContinue: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper
      data-testid="spark-match"
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      maw={440}
      mx="auto"
      w="100%"
      style={{ border: '1px solid var(--mantine-color-gold-7)', background: 'radial-gradient(circle at 50% 0%, color-mix(in srgb, var(--mantine-color-gold-9) 45%, var(--mantine-color-dark-6)) 0%, var(--mantine-color-dark-6) 70%)' }}
    >
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" color="gold" variant="light" aria-hidden="true">
          <IconFlame size={32} />
        </ThemeIcon>
        <Title order={2} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {t('spark.match.title')}
        </Title>
        <MemberAvatar member={other} size={112} />
        <Text>{t('spark.match.text', { name: other.username })}</Text>
        <Stack gap="xs" align="center">
          {write}
          <Button variant="subtle" onClick={onContinue}>
            {t('spark.match.continue')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
