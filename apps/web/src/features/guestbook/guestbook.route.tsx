import { useState } from 'react';
import { Anchor, Group, NativeSelect, Stack, Tabs, Text, Title } from '@mantine/core';
import { PlainButton } from '../../components/PlainButton.js';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { useQuery } from 'urql';
import { GUESTBOOK_STATES, LIMITS, pathTo, type GuestbookState } from '@venue/shared';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useCurrentUser } from '../../app/session/context.js';
import { EntryCard } from './EntryCard.js';
import { MyGuestbookEntriesQuery, type GuestbookEntry } from './operations.js';
import { PagedEntries } from './PagedEntries.js';
import { StateBadge } from './StateBadge.js';

/** `/guestbook`: published entries for everyone; the author's entries awaiting review; a review tab for admins. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('guestbook.title'));
  const { user } = useCurrentUser();
  const published = (
    <PagedEntries source={{ kind: 'public' }} empty={t('guestbook.empty')} render={(entry) => <EntryCard entry={entry} headingLevel={3} actions={<EditLink entry={entry} />} />} />
  );
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{t('guestbook.title')}</Title>
        <Text>{t('guestbook.intro')}</Text>
      </Stack>
      <Group>
        <PlainButton to={pathTo('guestbookNew')}>{t('guestbook.write')}</PlainButton>
      </Group>
      {user && <MyEntriesAwaitingReview />}
      {user?.admin ? (
        <Tabs defaultValue="published" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="published">{t('guestbook.tabs.published')}</Tabs.Tab>
            <Tabs.Tab value="review">{t('guestbook.tabs.review')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="published" pt="md">
            {published}
          </Tabs.Panel>
          <Tabs.Panel value="review" pt="md">
            <AdminReview />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <section aria-labelledby="guestbook-entries">
          <Title order={2} id="guestbook-entries" fz="h3" mb="sm">
            {t('guestbook.entries')}
          </Title>
          {published}
        </section>
      )}
    </Stack>
  );
}

function EditLink({ entry }: { entry: GuestbookEntry }) {
  const { t } = useTranslation();
  if (!entry.viewerCan.edit) return null;
  return (
    <Anchor component={Link} to={pathTo('guestbookEdit', { id: entry.id })} fz="sm" w="fit-content">
      {t('guestbook.edit', { title: entry.title })}
    </Anchor>
  );
}

/** The signed-in member's entries that are not (or no longer) published, with the review notice. */
function MyEntriesAwaitingReview() {
  const { t } = useTranslation();
  const [{ data }] = useQuery({ query: MyGuestbookEntriesQuery, variables: { first: LIMITS.GUESTBOOK.pageSizeMax }, requestPolicy: 'cache-and-network' });
  const waiting = data?.myGuestbookEntries.nodes.filter((e) => e.state !== 'PUBLISHED') ?? [];
  if (waiting.length === 0) return null;
  return (
    <section aria-labelledby="my-entries">
      <Stack gap="sm">
        <Title order={2} id="my-entries" fz="h3">
          {t('guestbook.mine.title')}
        </Title>
        <Text fz="sm">{t('guestbook.underReview.text')}</Text>
        {waiting.map((entry) => (
          <EntryCard key={entry.id} entry={entry} headingLevel={3} badge={<StateBadge state={entry.state} />} />
        ))}
      </Stack>
    </section>
  );
}

type StateFilter = GuestbookState | 'ALL';

/** Admins: entries by state, newest first, each with a way to its edit screen. */
function AdminReview() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<StateFilter>('SUBMITTED');
  const options = [...GUESTBOOK_STATES, 'ALL' as const].map((value) => ({ value, label: t(`guestbook.filter.${value}`) }));
  return (
    <Stack gap="md">
      <NativeSelect label={t('guestbook.filter.label')} data={options} value={filter} onChange={(e) => setFilter(e.currentTarget.value as StateFilter)} maw={320} />
      <PagedEntries
        source={{ kind: 'admin', state: filter === 'ALL' ? null : filter }}
        empty={t('guestbook.filter.empty')}
        render={(entry) => (
          <EntryCard
            entry={entry}
            headingLevel={3}
            badge={<StateBadge state={entry.state} />}
            actions={
              <PlainButton
                to={pathTo('guestbookEdit', { id: entry.id })}
                aria-label={t('guestbook.reviewEntryNamed', { title: entry.title })}
                variant="light"
                size="compact-md"
                style={{ alignSelf: 'flex-start' }}
              >
                {t('guestbook.reviewEntry')}
              </PlainButton>
            }
          />
        )}
      />
    </Stack>
  );
}
