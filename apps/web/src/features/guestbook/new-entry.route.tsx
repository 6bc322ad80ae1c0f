import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { CombinedError, useMutation, useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { usePageTitle } from '../../components/usePageTitle.js';
import { EntryCard } from './EntryCard.js';
import { GuestbookEntryForm } from './GuestbookEntryForm.js';
import { CreateGuestbookEntryMutation, GuestbookEventChoicesQuery, type GuestbookEntry } from './operations.js';
import { StateBadge } from './StateBadge.js';

/** `/guestbook/new` (signed in; the guard sends visitors to sign in and back here). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('guestbook.new.title'));
  const [{ data: choices }] = useQuery({ query: GuestbookEventChoicesQuery });
  const [, create] = useMutation(CreateGuestbookEntryMutation);
  const [submitted, setSubmitted] = useState<GuestbookEntry | null>(null);

  if (submitted) {
    return (
      <Stack gap="lg" maw={720} mx="auto">
        <Title order={1}>{t('guestbook.new.thanks')}</Title>
        <Alert color="yellow" variant="light" role="status" title={t('guestbook.underReview.title')}>
          {t('guestbook.underReview.text')}
        </Alert>
        <EntryCard entry={submitted} badge={<StateBadge state={submitted.state} />} />
        <Group>
          <Button component={Link} to={pathTo('guestbook')}>
            {t('guestbook.new.toGuestbook')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Paper maw={720} mx="auto" p={{ base: 'md', sm: 'xl' }} withBorder radius="lg" bg="dark.6">
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {t('guestbook.new.title')}
        </Title>
        <Text>{t('guestbook.new.intro')}</Text>
        <Text fz="sm" c="dimmed">
          {t('guestbook.new.publicHint')}
        </Text>
        <GuestbookEntryForm
          events={choices?.guestbookEventChoices ?? []}
          submitLabel={t('guestbook.new.submit')}
          onSubmit={async (input) => {
            const result = await create({ input });
            if (result.data?.createGuestbookEntry) {
              setSubmitted(result.data.createGuestbookEntry);
              window.scrollTo({ top: 0 });
              return undefined;
            }
            return result.error ?? new CombinedError({ networkError: new Error('no answer') });
          }}
        />
        <Anchor component={Link} to={pathTo('guestbook')} fz="sm">
          {t('guestbook.backToList')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
