import type { ReactNode } from 'react';
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { CombinedError, useMutation, useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { NotFound } from '../../components/NotFound.js';
import { PageLoader } from '../../components/PageLoader.js';
import { useErrorText } from '../../components/useErrorText.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { showNotice } from '../../app/warnings.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { AnswerForm } from './AnswerForm.js';
import { EntryCard } from './EntryCard.js';
import { EntryModeration } from './EntryModeration.js';
import { formatDay } from './format.js';
import { GuestbookEntryForm, type EntryFormValues } from './GuestbookEntryForm.js';
import { GuestbookEntryQuery, GuestbookEventChoicesQuery, UpdateGuestbookEntryMutation, type GuestbookEntry } from './operations.js';
import { StateBadge } from './StateBadge.js';
import { BackLink } from '../../components/BackLink.js';

/** `/guestbook/:id/edit` (admins): review, publish or reject, answer, correct and delete one entry. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('guestbook.admin.title'));
  const { id = '' } = useParams();
  const errorText = useErrorText();
  const [{ data, fetching, error }] = useQuery({ query: GuestbookEntryQuery, variables: { id }, requestPolicy: 'cache-and-network' });
  const entry = data?.guestbookEntry;

  if (!entry) {
    if (fetching) return <PageLoader />;
    if (error) {
      return (
        <Alert color="red" variant="light" role="alert">
          {errorText(error)}
        </Alert>
      );
    }
    return <NotFound />;
  }
  return (
    <Stack gap="lg">
      <BackLink to={pathTo('adminGuestbook')}>{t('admin.guestbook.backToQueue')}</BackLink>
      <EntryAdmin key={entry.id} entry={entry} />
    </Stack>
  );
}

function EntryAdmin({ entry }: { entry: GuestbookEntry }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [{ data: choices }] = useQuery({ query: GuestbookEventChoicesQuery });
  const [, update] = useMutation(UpdateGuestbookEntryMutation);
  // The entry's own event stays selectable even when it is no longer among the latest.
  const events = [...(choices?.guestbookEventChoices ?? [])];
  if (entry.event && !events.some((e) => e.id === entry.event!.id)) events.unshift(entry.event);
  const initialValues: EntryFormValues = {
    title: entry.title,
    body: entry.body,
    rating: String(entry.rating),
    visitDate: entry.visitDate ?? '',
    eventId: entry.event?.id ?? '',
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={1}>{t('guestbook.admin.title')}</Title>
          <StateBadge state={entry.state} />
        </Group>
        <Text fz="sm" c="dimmed">
          {t('guestbook.admin.meta', { author: entry.authorUsername ?? t('guestbook.formerMember'), date: formatDay(entry.createdAt, language) })}
        </Text>
      </Stack>

      <Section title={t('guestbook.admin.preview')}>
        <EntryCard entry={entry} headingLevel={3} />
      </Section>

      <Section title={t('guestbook.admin.stateTitle')}>
        <EntryModeration entry={entry} />
      </Section>

      <Section title={t('guestbook.officialAnswer')}>
        <AnswerForm key={entry.officialAnswer ?? ''} entry={entry} />
      </Section>

      <Section title={t('guestbook.admin.editTitle')}>
        <GuestbookEntryForm
          key={entry.id}
          initialValues={initialValues}
          events={events}
          submitLabel={t('guestbook.admin.saveEntry')}
          onSubmit={async (input) => {
            const result = await update({ id: entry.id, input });
            if (result.data?.updateGuestbookEntry) {
              showNotice(t('guestbook.admin.entrySaved'));
              return undefined;
            }
            return result.error ?? new CombinedError({ networkError: new Error('no answer') });
          }}
        />
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p={{ base: 'md', sm: 'lg' }} radius="md" bg="dark.6">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
