import { Fragment, type ReactNode } from 'react';
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../i18n/react.js';
import { useMutation, useQuery, type CombinedError, type TypedDocumentNode } from 'urql';
import { pathTo, type RouteName } from '@venue/shared';
import { NotFound } from './NotFound.js';
import { PublicationControls, type PublicationState } from './PublicationControls.js';
import { QueryFallback } from './QueryFallback.js';
import { readAppError } from './app-error.js';
import { usePageTitle } from './usePageTitle.js';
import { BackLink } from './BackLink.js';

/** What the shared screens need of a news post or an event. */
export interface Publishable {
  id: string;
  slug: string;
  titleDe: string;
  state: PublicationState;
  publishedAt: string | null;
}

type Save<Input> = (input: Input) => Promise<CombinedError | undefined>;

/**
 * One kind of publishable content (news, events): its texts, routes, operations and form. The
 * routes stay in the feature; this screen lives here because features must not import each other.
 */
export interface AdminPublicationConfig<Item extends Publishable, Input, Loaded, Created, Published> {
  /** Catalogue namespace of the `admin.*` and `publication.*` texts. */
  ns: 'news' | 'events';
  routes: { list: RouteName; edit: RouteName; view: RouteName };
  query: TypedDocumentNode<Loaded, { id: string }>;
  readItem: (data: Loaded) => Item | null | undefined;
  create: TypedDocumentNode<Created, { input: Input }>;
  readCreatedId: (data: Created) => string;
  update: TypedDocumentNode<unknown, { id: string; input: Input }>;
  publish: TypedDocumentNode<Published, { id: string; at?: string | null }>;
  readPublishedState: (data: Published) => PublicationState;
  unpublish: TypedDocumentNode<unknown, { id: string }>;
  remove: TypedDocumentNode<unknown, { id: string }>;
  /** The form, empty (`null`) for a new item. */
  renderForm: (item: Item | null, onSave: Save<Input>) => ReactNode;
}

/** `…/new` and `…/:id/edit`: the form, and for a saved item its publication. */
export function AdminPublicationScreen<Item extends Publishable, Input, Loaded, Created, Published>(
  config: AdminPublicationConfig<Item, Input, Loaded, Created, Published>,
) {
  const { id } = useParams();
  return id ? <EditItem config={config} id={id} /> : <NewItem config={config} />;
}

function BackToList({ ns, list }: { ns: string; list: RouteName }) {
  const { t } = useTranslation();
  return (
    <BackLink to={pathTo(list)}>{t(`${ns}.admin.backToList`)}</BackLink>
  );
}

function NewItem<Item extends Publishable, Input, Loaded, Created, Published>({
  config,
}: {
  config: AdminPublicationConfig<Item, Input, Loaded, Created, Published>;
}) {
  const { ns, routes } = config;
  const { t } = useTranslation();
  usePageTitle(t(`${ns}.admin.new`));
  const navigate = useNavigate();
  const [, create] = useMutation(config.create);
  async function save(input: Input) {
    const res = await create({ input });
    if (res.error) return res.error;
    notifications.show({ color: 'green', message: t(`${ns}.admin.createdDraft`) });
    void navigate(pathTo(routes.edit, { id: config.readCreatedId(res.data!) }), { replace: true });
    return undefined;
  }
  return (
    <Stack gap="lg">
      <BackToList ns={ns} list={routes.list} />
      <Title order={1}>{t(`${ns}.admin.new`)}</Title>
      {config.renderForm(null, save)}
    </Stack>
  );
}

function EditItem<Item extends Publishable, Input, Loaded, Created, Published>({
  config,
  id,
}: {
  config: AdminPublicationConfig<Item, Input, Loaded, Created, Published>;
  id: string;
}) {
  const { ns, routes } = config;
  const { t } = useTranslation();
  usePageTitle(t(`${ns}.admin.edit`));
  const navigate = useNavigate();
  const [{ data, error }] = useQuery({ query: config.query, variables: { id }, requestPolicy: 'cache-and-network' });
  const [, update] = useMutation(config.update);
  const [, publish] = useMutation(config.publish);
  const [, unpublish] = useMutation(config.unpublish);
  const [, remove] = useMutation(config.remove);
  const item = data ? config.readItem(data) : undefined;

  if (!item) {
    if (error && readAppError(error).code === 'NOT_FOUND') return <NotFound />;
    return <QueryFallback error={error} />;
  }

  const notify = (message: string) => notifications.show({ color: 'green', message });
  return (
    <Stack gap="lg">
      <BackToList ns={ns} list={routes.list} />
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t(`${ns}.admin.edit`)}</Title>
        {item.state === 'PUBLISHED' && (
          <Anchor component={Link} to={pathTo(routes.view, { slug: item.slug })}>
            {t(`${ns}.admin.view`)}
          </Anchor>
        )}
      </Group>
      <PublicationControls
        ns={ns}
        title={item.titleDe}
        state={item.state}
        publishedAt={item.publishedAt}
        onPublish={async (at) => {
          const res = await publish({ id: item.id, at });
          if (res.data) notify(config.readPublishedState(res.data) === 'SCHEDULED' ? t(`${ns}.publication.scheduled`) : t(`${ns}.publication.published`));
          return res.error;
        }}
        onUnpublish={async () => {
          const res = await unpublish({ id: item.id });
          if (!res.error) notify(t(`${ns}.publication.unpublished`));
          return res.error;
        }}
        onDelete={async () => {
          const res = await remove({ id: item.id });
          if (res.error) return res.error;
          notify(t(`${ns}.publication.deleted`));
          void navigate(pathTo(routes.list), { replace: true });
          return undefined;
        }}
      />
      {/* Keyed so that another item starts a fresh form. */}
      <Fragment key={item.id}>
        {config.renderForm(item, async (input) => {
          const res = await update({ id: item.id, input });
          if (!res.error) notify(t(`${ns}.admin.saved`));
          return res.error;
        })}
      </Fragment>
    </Stack>
  );
}
