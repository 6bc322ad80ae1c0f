import type { ReactNode } from 'react';
import { Alert, Box, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { ResponsiveImage } from '../../components/ResponsiveImage.js';
import { ServerHtml } from '../../components/ServerHtml.js';
import { NotFound } from '../../components/NotFound.js';
import { PageLoader } from '../../components/PageLoader.js';
import { useErrorText } from '../../components/useErrorText.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { EventFacts } from './EventFacts.js';
import { localizedEvent } from './format.js';
import { EventQuery, type VenueEventDetail } from './operations.js';
import { BackLink } from '../../components/BackLink.js';

/**
 * `/events/:slug`: date and time (Swiss), facts, prices and the description; unknown slugs show
 * not-found. `aside` (after the facts) and `after` (after the description) are what others compose
 * in (app/event.screen.tsx: the reservation panel or the visitors' sign-in prompt, the guest list).
 */
export function EventPage({ aside, after }: { aside?: (event: VenueEventDetail) => ReactNode; after?: (event: VenueEventDetail) => ReactNode }) {
  const { slug = '' } = useParams();
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const language = currentLanguage(i18n);
  const [{ data, error, fetching }] = useQuery({ query: EventQuery, variables: { slug }, requestPolicy: 'cache-and-network' });
  const event = data?.event;
  const texts = event ? localizedEvent(event, language) : null;
  const missing = Boolean(data && !event);
  usePageTitle(texts?.title ?? (missing ? t('notFound.title') : t('events.title')));

  if (missing) return <NotFound text={t('notFound.eventText')} back={{ to: pathTo('events'), label: t('notFound.toEvents') }} />;
  const ended = event ? new Date(event.endsAt ?? event.startsAt).getTime() < Date.now() : false;
  return (
    <Stack gap="lg">
      <BackLink to={pathTo('events')}>{t('events.backToList')}</BackLink>
      {!event && error && (
        <Alert color="red" variant="light" role="alert">
          {errorText(error)}
        </Alert>
      )}
      {!event && !error && fetching && <PageLoader />}
      {event && texts && (
        <Stack component="article" gap="md">
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {texts.title}
          </Title>
          {ended && <Text c="dimmed">{t('events.ended')}</Text>}
          {event.imageKey && event.imageWidth && event.imageHeight && (
            <Box style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
              <ResponsiveImage storageKey={event.imageKey} width={event.imageWidth} height={event.imageHeight} alt={t('events.imageAlt', { title: texts.title })} priority />
            </Box>
          )}
          <EventFacts event={event} />
          {aside?.(event)}
          <ServerHtml html={language === 'en' ? event.descriptionHtmlEn : event.descriptionHtmlDe} />
          {after?.(event)}
        </Stack>
      )}
    </Stack>
  );
}

export function Component() {
  return <EventPage />;
}
