import type { ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { MemberLine } from '../../components/MemberLine.js';
import { useTranslation } from '../../i18n/react.js';
import type { RouletteMessage, RoulettePair } from './operations.js';
import { RouletteComposer } from './RouletteComposer.js';
import { RouletteMessages } from './RouletteMessages.js';

export type RouletteAction = 'skip' | 'leave' | 'reveal';

/** What the app adds to the chat's actions for the pair shown (the report button, composed in app/). */
export type RouletteReportAction = (pair: RoulettePair) => ReactNode;

interface Props {
  pair: RoulettePair;
  messages: RouletteMessage[];
  onSent: (message: RouletteMessage) => void;
  onAction: (action: RouletteAction) => void;
  /** The action under way, if any. */
  busy: RouletteAction | null;
  /** Reporting the partner (the reports feature's button, composed by the app); none without it. */
  reportAction?: RouletteReportAction;
}

/** Revealing who one is: asked by nobody, by the viewer, by the partner, or by both (then the card shows). */
function Reveal({ pair, onAction, busy }: Pick<Props, 'pair' | 'onAction' | 'busy'>) {
  const { t } = useTranslation();
  const alias = pair.partnerAlias;
  if (pair.iRevealed && pair.partnerRevealed) {
    return (
      <Paper withBorder p="sm" radius="md">
        <Stack gap="xs">
          <Text fw={600}>{t('roulette.reveal.revealed', { alias })}</Text>
          {pair.partner ? <MemberLine member={pair.partner} /> : <Text fz="sm">{t('roulette.reveal.partnerGone')}</Text>}
          {pair.partner && (
            <Text fz="sm" c="dimmed">
              {t('roulette.reveal.reportOnProfile')}
            </Text>
          )}
        </Stack>
      </Paper>
    );
  }
  if (pair.iRevealed) {
    return (
      <Text fz="sm" role="note">
        <span aria-hidden="true">⏳ </span>
        {t('roulette.reveal.asked', { alias })}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      {pair.partnerRevealed && (
        <Text fz="sm" fw={600}>
          {t('roulette.reveal.partnerAsked', { alias })}
        </Text>
      )}
      <Text fz="sm" c="dimmed">
        {t('roulette.reveal.hint', { alias })}
      </Text>
      <Button variant="light" w="fit-content" loading={busy === 'reveal'} disabled={busy !== null && busy !== 'reveal'} onClick={() => onAction('reveal')}>
        {pair.partnerRevealed ? t('roulette.reveal.agree') : t('roulette.reveal.ask')}
      </Button>
    </Stack>
  );
}

/**
 * The live chat under aliases: who one talks to, the lines, the send box, and what one can do:
 * reveal, skip to the next partner, leave, and (where the app adds it) report the partner.
 */
export function RouletteChat({ pair, messages, onSent, onAction, busy, reportAction }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2} fz="h3">
          {t('roulette.chat.with', { alias: pair.partnerAlias })}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('roulette.chat.youAre', { alias: pair.myAlias })}
        </Text>
      </Stack>
      <RouletteMessages messages={messages} partnerAlias={pair.partnerAlias} />
      <RouletteComposer onSent={onSent} />
      <Reveal pair={pair} onAction={onAction} busy={busy} />
      <Group gap="sm" wrap="wrap">
        <Button variant="default" loading={busy === 'skip'} disabled={busy !== null && busy !== 'skip'} onClick={() => onAction('skip')} leftSection={<span aria-hidden="true">⏭</span>}>
          {t('roulette.actions.skip')}
        </Button>
        <Button variant="subtle" color="red" loading={busy === 'leave'} disabled={busy !== null && busy !== 'leave'} onClick={() => onAction('leave')}>
          {t('roulette.actions.leave')}
        </Button>
        {reportAction?.(pair)}
      </Group>
      <Alert variant="light" color="gray" p="xs">
        <Text fz="xs">{t('roulette.chat.privacy')}</Text>
      </Alert>
    </Stack>
  );
}
