import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { NotFound } from '../../components/NotFound.js';
import { PageLoader } from '../../components/PageLoader.js';
import { PublicationControls } from '../../components/PublicationControls.js';
import { readAppError } from '../../components/app-error.js';
import { useErrorText } from '../../components/useErrorText.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { EventForm } from './EventForm.js';
import {
  AdminEventQuery,
  CreateEventMutation,
  DeleteEventMutation,
  PublishEventMutation,
  UnpublishEventMutation,
  UpdateEventMutation,
  type EventInput,
} from './operations.js';

/** `/admin/events/new` and `/admin/events/:id/edit`: the form, and for a saved event its publication. */
export function Component() {
  const { id } = useParams();
  return id ? <EditEvent id={id} /> : <NewEvent />;
}

function BackToList() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={pathTo('adminEvents')} fz="sm">
      ← {t('events.admin.backToList')}
    </Anchor>
  );
}

function NewEvent() {
  const { t } = useTranslation();
  usePageTitle(t('events.admin.new'));
  const navigate = useNavigate();
  const [, create] = useMutation(CreateEventMutation);
  async function save(input: EventInput) {
    const res = await create({ input });
    if (res.error) return res.error;
    notifications.show({ color: 'green', message: t('events.admin.createdDraft') });
    void navigate(pathTo('adminEventEdit', { id: res.data!.createEvent.id }), { replace: true });
    return undefined;
  }
  return (
    <Stack gap="lg">
      <BackToList />
      <Title order={1}>{t('events.admin.new')}</Title>
      <EventForm event={null} onSave={save} />
    </Stack>
  );
}

function EditEvent({ id }: { id: string }) {
  const { t } = useTranslation();
  usePageTitle(t('events.admin.edit'));
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [{ data, error }] = useQuery({ query: AdminEventQuery, variables: { id }, requestPolicy: 'cache-and-network' });
  const [, update] = useMutation(UpdateEventMutation);
  const [, publish] = useMutation(PublishEventMutation);
  const [, unpublish] = useMutation(UnpublishEventMutation);
  const [, remove] = useMutation(DeleteEventMutation);
  const event = data?.adminEvent;

  if (!event) {
    if (error && readAppError(error).code === 'NOT_FOUND') return <NotFound />;
    if (error) {
      return (
        <Alert color="red" variant="light" role="alert">
          {errorText(error)}
        </Alert>
      );
    }
    return <PageLoader />;
  }

  const notify = (message: string) => notifications.show({ color: 'green', message });
  return (
    <Stack gap="lg">
      <BackToList />
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('events.admin.edit')}</Title>
        {event.state === 'PUBLISHED' && (
          <Anchor component={Link} to={pathTo('event', { slug: event.slug })}>
            {t('events.admin.view')}
          </Anchor>
        )}
      </Group>
      <PublicationControls
        ns="events"
        title={event.titleDe}
        state={event.state}
        publishedAt={event.publishedAt}
        onPublish={async (at) => {
          const res = await publish({ id: event.id, at });
          if (res.data) notify(res.data.publishEvent.state === 'SCHEDULED' ? t('events.publication.scheduled') : t('events.publication.published'));
          return res.error;
        }}
        onUnpublish={async () => {
          const res = await unpublish({ id: event.id });
          if (!res.error) notify(t('events.publication.unpublished'));
          return res.error;
        }}
        onDelete={async () => {
          const res = await remove({ id: event.id });
          if (res.error) return res.error;
          notify(t('events.publication.deleted'));
          void navigate(pathTo('adminEvents'), { replace: true });
          return undefined;
        }}
      />
      <EventForm
        key={event.id}
        event={event}
        onSave={async (input) => {
          const res = await update({ id: event.id, input });
          if (!res.error) notify(t('events.admin.saved'));
          return res.error;
        }}
      />
    </Stack>
  );
}
