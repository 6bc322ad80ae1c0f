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
import { NewsForm } from './NewsForm.js';
import {
  AdminNewsPostQuery,
  CreateNewsMutation,
  DeleteNewsMutation,
  PublishNewsMutation,
  UnpublishNewsMutation,
  UpdateNewsMutation,
  type NewsInput,
} from './operations.js';

/** `/admin/news/new` and `/admin/news/:id/edit`: the form, and for a saved post its publication. */
export function Component() {
  const { id } = useParams();
  return id ? <EditNews id={id} /> : <NewNews />;
}

function BackToList() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={pathTo('adminNews')} fz="sm">
      ← {t('news.admin.backToList')}
    </Anchor>
  );
}

function NewNews() {
  const { t } = useTranslation();
  usePageTitle(t('news.admin.new'));
  const navigate = useNavigate();
  const [, create] = useMutation(CreateNewsMutation);
  async function save(input: NewsInput) {
    const res = await create({ input });
    if (res.error) return res.error;
    notifications.show({ color: 'green', message: t('news.admin.createdDraft') });
    void navigate(pathTo('adminNewsEdit', { id: res.data!.createNews.id }), { replace: true });
    return undefined;
  }
  return (
    <Stack gap="lg">
      <BackToList />
      <Title order={1}>{t('news.admin.new')}</Title>
      <NewsForm post={null} onSave={save} />
    </Stack>
  );
}

function EditNews({ id }: { id: string }) {
  const { t } = useTranslation();
  usePageTitle(t('news.admin.edit'));
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [{ data, error }] = useQuery({ query: AdminNewsPostQuery, variables: { id }, requestPolicy: 'cache-and-network' });
  const [, update] = useMutation(UpdateNewsMutation);
  const [, publish] = useMutation(PublishNewsMutation);
  const [, unpublish] = useMutation(UnpublishNewsMutation);
  const [, remove] = useMutation(DeleteNewsMutation);
  const post = data?.adminNewsPost;

  if (!post) {
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
        <Title order={1}>{t('news.admin.edit')}</Title>
        {post.state === 'PUBLISHED' && (
          <Anchor component={Link} to={pathTo('newsPost', { slug: post.slug })}>
            {t('news.admin.view')}
          </Anchor>
        )}
      </Group>
      <PublicationControls
        ns="news"
        title={post.titleDe}
        state={post.state}
        publishedAt={post.publishedAt}
        onPublish={async (at) => {
          const res = await publish({ id: post.id, at });
          if (res.data) notify(res.data.publishNews.state === 'SCHEDULED' ? t('news.publication.scheduled') : t('news.publication.published'));
          return res.error;
        }}
        onUnpublish={async () => {
          const res = await unpublish({ id: post.id });
          if (!res.error) notify(t('news.publication.unpublished'));
          return res.error;
        }}
        onDelete={async () => {
          const res = await remove({ id: post.id });
          if (res.error) return res.error;
          notify(t('news.publication.deleted'));
          void navigate(pathTo('adminNews'), { replace: true });
          return undefined;
        }}
      />
      <NewsForm
        key={post.id}
        post={post}
        onSave={async (input) => {
          const res = await update({ id: post.id, input });
          if (!res.error) notify(t('news.admin.saved'));
          return res.error;
        }}
      />
    </Stack>
  );
}
