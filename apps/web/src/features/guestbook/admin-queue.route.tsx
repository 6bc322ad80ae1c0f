import { useState } from 'react';
import { Anchor, Button, Collapse, Stack, Text, Title } from '@mantine/core';
import { IconMessageReply } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { CursorPages, type CursorPageProps } from '../../components/CursorPages.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useTranslation } from '../../i18n/react.js';
import { AnswerForm } from './AnswerForm.js';
import { EntryCard } from './EntryCard.js';
import { EntryModeration } from './EntryModeration.js';
import { GuestbookReviewQueueQuery, type GuestbookEntry } from './operations.js';
import { StateBadge } from './StateBadge.js';

const WAITING: ReadonlySet<string> = new Set(['SUBMITTED', 'UNDER_REVIEW']);

/** `/admin/guestbook`: the entries waiting for review, oldest first; publish, answer or delete each. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('admin.guestbook.title'));
  // A deleted entry leaves the queue: the pages are asked again.
  const [generation, setGeneration] = useState(0);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('admin.guestbook.title')}</Title>
        <Text c="dimmed">{t('admin.guestbook.intro')}</Text>
      </Stack>
      <CursorPages resetKey={String(generation)} gap="md" renderPage={(page) => <QueuePage {...page} onDeleted={() => setGeneration((g) => g + 1)} />} />
      <Anchor component={Link} to={pathTo('guestbook')} fz="sm" w="fit-content">
        {t('admin.guestbook.publicGuestbook')}
      </Anchor>
    </Stack>
  );
}

function QueuePage({ after, isLast, onMore, onDeleted }: CursorPageProps & { onDeleted: () => void }) {
  const { t } = useTranslation();
  const [{ data, error }] = useQuery({ query: GuestbookReviewQueueQuery, variables: { first: 20, after }, requestPolicy: 'cache-and-network' });
  const page = data?.guestbookReviewQueue;
  if (!page) return <QueryFallback error={error} />;
  // Entries published or rejected here leave the queue at once (their state comes from the cache).
  const waiting = page.nodes.filter((entry) => WAITING.has(entry.state));
  return (
    <>
      {waiting.length === 0 && after === null && (
        <Text c="dimmed" role="status">
          {t('admin.guestbook.empty')}
        </Text>
      )}
      {waiting.length > 0 && (
        <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
          {waiting.map((entry) => (
            <li key={entry.id}>
              <QueueEntry entry={entry} onDeleted={onDeleted} />
            </li>
          ))}
        </Stack>
      )}
      {isLast && page.hasNextPage && page.endCursor && (
        <Button variant="default" onClick={() => onMore(page.endCursor!)} style={{ alignSelf: 'center' }}>
          {t('admin.guestbook.loadMore')}
        </Button>
      )}
    </>
  );
}

function QueueEntry({ entry, onDeleted }: { entry: GuestbookEntry; onDeleted: () => void }) {
  const { t } = useTranslation();
  const [answering, setAnswering] = useState(false);
  const answerId = `answer-${entry.id}`;
  return (
    <EntryCard
      entry={entry}
      headingLevel={2}
      badge={<StateBadge state={entry.state} />}
      actions={
        <Stack gap="sm">
          <EntryModeration
            entry={entry}
            onDeleted={onDeleted}
            compact={{
              editTo: pathTo('guestbookEdit', { id: entry.id }),
              beside: entry.viewerCan.answer && (
                <Button variant="default" leftSection={<IconMessageReply size={16} stroke={1.6} aria-hidden />} aria-expanded={answering} aria-controls={answerId} onClick={() => setAnswering((a) => !a)}>
                  {entry.officialAnswer ? t('admin.guestbook.editAnswer') : t('admin.guestbook.answer')}
                </Button>
              ),
            }}
          />
          <Collapse expanded={answering} id={answerId}>
            {answering && <AnswerForm key={entry.officialAnswer ?? ''} entry={entry} />}
          </Collapse>
        </Stack>
      }
    />
  );
}
