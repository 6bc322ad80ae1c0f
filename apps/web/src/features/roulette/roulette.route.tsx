import { Stack, Title } from '@mantine/core';
import { useQuery } from 'urql';
import { QueryFallback } from '../../components/QueryFallback.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useTranslation } from '../../i18n/react.js';
import { RouletteStateQuery } from './operations.js';
import type { RouletteReportAction } from './RouletteChat.js';
import { RouletteLive } from './RouletteLive.js';
import { RouletteNotAllowed } from './RouletteLobby.js';

/** `/chat-roulette` without the slots other features fill (the app composes app/chat-roulette.screen.tsx). */
export function Component() {
  return <RouletteScreen />;
}

/**
 * `/chat-roulette` (spec §1, §6; decision 0021): a random anonymous partner for verified members.
 * The server says whether the member may take part (`mayTakePart`); only then does the screen open
 * the events feed, which holds the member's place in queue and chat while the page is open.
 */
export function RouletteScreen({ reportAction }: { reportAction?: RouletteReportAction }) {
  const { t } = useTranslation();
  usePageTitle(t('roulette.title'));
  const [{ data, error }] = useQuery({ query: RouletteStateQuery, requestPolicy: 'cache-and-network' });
  const state = data?.rouletteState;
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('roulette.title')}</Title>
      {!state ? <QueryFallback error={error} /> : state.mayTakePart ? <RouletteLive state={state} reportAction={reportAction} /> : <RouletteNotAllowed />}
    </Stack>
  );
}
