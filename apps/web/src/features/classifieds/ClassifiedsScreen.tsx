import { useState, type ComponentType } from 'react';
import { Alert, Button, Group, Paper, Stack, Switch, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconNews, IconPlus, IconShieldCheck } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { CLASSIFIEDS } from '@venue/shared';
import { CursorPages, type CursorPageProps } from '../../components/CursorPages.js';
import { PageLoader } from '../../components/PageLoader.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useErrorText } from '../../components/useErrorText.js';
import { VerifyButton } from '../../components/VerifyButton.js';
import { useTranslation } from '../../i18n/react.js';
import { ClassifiedCard } from './ClassifiedCard.js';
import { ClassifiedForm } from './ClassifiedForm.js';
import { OwnClassifiedActions } from './OwnClassifiedActions.js';
import { ClassifiedsQuery, OwnClassifiedsQuery, type Classified, type OwnClassifiedPage } from './operations.js';

/** What the screen shows under another member's classified: write, and a menu with "report" (composed by the app). */
export type OthersActions = ComponentType<{ classified: Classified }>;

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** The empty place of a list: an icon, what is (not) there, the one next step. */
function Empty({ text, action }: { text: string; action?: { label: string; onClick: () => void } }) {
  return (
    <Paper withBorder radius="lg" p="xl" bg="dark.6">
      <Stack gap="sm" align="center" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="yellow">
          <IconNews size={26} aria-hidden="true" />
        </ThemeIcon>
        <Text c="dimmed" maw={420}>
          {text}
        </Text>
        {action && (
          <Button variant="light" onClick={action.onClick}>
            {action.label}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function ErrorAlert({ error }: { error: Parameters<ReturnType<typeof useErrorText>>[0] }) {
  const errorText = useErrorText();
  return (
    <Alert color="red" variant="light" role="alert">
      {errorText(error)}
    </Alert>
  );
}

function BrowsePage({ all, Actions, onShowAll, after, isLast, onMore }: { all: boolean; Actions: OthersActions; onShowAll: () => void } & CursorPageProps) {
  const { t } = useTranslation();
  const [{ data, error }] = useQuery({ query: ClassifiedsQuery, variables: { filter: all ? 'ALL' : 'MATCHING', first: CLASSIFIEDS.pageSize, after }, requestPolicy: 'cache-and-network' });
  const page = data?.classifieds;
  if (!page) return error ? <ErrorAlert error={error} /> : <PageLoader />;
  if (page.nodes.length === 0 && after === null) {
    return all ? <Empty text={t('classifieds.empty.all')} /> : <Empty text={t('classifieds.empty.matching')} action={{ label: t('classifieds.showAll'), onClick: onShowAll }} />;
  }
  return (
    <>
      <Stack component="ul" gap="md" style={listStyle}>
        {page.nodes.map((c) => (
          <li key={c.id}>
            <ClassifiedCard classified={c} actions={<Actions classified={c} />} />
          </li>
        ))}
      </Stack>
      {isLast && page.hasNextPage && page.endCursor && (
        <Button variant="light" onClick={() => onMore(page.endCursor!)} w="fit-content" mx="auto">
          {t('classifieds.loadMore')}
        </Button>
      )}
    </>
  );
}

function OwnPage({ onChanged, onPost, version, after, isLast, onMore }: { onChanged: () => void; onPost: (() => void) | null; version: number } & CursorPageProps) {
  const { t } = useTranslation();
  const [{ data, error }] = useQuery({ query: OwnClassifiedsQuery, variables: { first: CLASSIFIEDS.pageSize, after }, requestPolicy: version > 0 ? 'network-only' : 'cache-and-network' });
  const page = data?.ownClassifieds;
  if (!page) return error ? <ErrorAlert error={error} /> : <PageLoader />;
  if (page.nodes.length === 0 && after === null) {
    // Unverified members read only: their own list says why it stays empty (the notice above shows the way).
    return onPost ? <Empty text={t('classifieds.empty.own')} action={{ label: t('classifieds.post'), onClick: onPost }} /> : <Empty text={t('classifieds.empty.ownCannotPost')} />;
  }
  return (
    <>
      {after === null && (
        <Text fz="sm" c="dimmed">
          {t('classifieds.own.count', { count: page.listedCount, max: page.listedMax })}
        </Text>
      )}
      <Stack component="ul" gap="md" style={listStyle}>
        {page.nodes.map((c) => (
          <li key={c.id}>
            <ClassifiedCard classified={c} actions={<OwnClassifiedActions classified={c} onChanged={onChanged} />} />
          </li>
        ))}
      </Stack>
      {isLast && page.hasNextPage && page.endCursor && (
        <Button variant="light" onClick={() => onMore(page.endCursor!)} w="fit-content" mx="auto">
          {t('classifieds.loadMore')}
        </Button>
      )}
    </>
  );
}

/** Unverified members read but do not post (spec §6): said in words, with the way to verification. */
function VerifiedOnlyNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="teal" variant="light" icon={<IconShieldCheck size={20} aria-hidden="true" />} title={t('classifieds.verifiedOnly.title')}>
      <Stack gap="xs">
        <Text fz="sm">{t('classifieds.verifiedOnly.text')}</Text>
        <VerifyButton />
      </Stack>
    </Alert>
  );
}

/** Whether the viewer may post now, asked from the server (ownClassifieds.postRefusal). */
function usePosting(version: number): OwnClassifiedPage['postRefusal'] | undefined {
  const [{ data }] = useQuery({ query: OwnClassifiedsQuery, variables: { first: CLASSIFIEDS.pageSize, after: null }, requestPolicy: version > 0 ? 'network-only' : 'cache-and-network' });
  return data ? data.ownClassifieds.postRefusal : undefined;
}

/**
 * `/classifieds` (issue 16): members browse the classifieds that match them (or all they may see),
 * newest first, and manage their own under "Meine Inserate". The one primary action: "Inserat
 * aufgeben" for verified members; unverified ones read and are told how to become verified.
 */
export function ClassifiedsScreen({ OthersActions: Actions }: { OthersActions: OthersActions }) {
  const { t } = useTranslation();
  usePageTitle(t('classifieds.title'));
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'own' ? 'own' : 'browse';
  const all = params.get('all') === '1';
  const [version, setVersion] = useState(0);
  const [posting, setPosting] = useState(false);
  const refusal = usePosting(version);
  const changed = () => setVersion((v) => v + 1);
  const canPost = refusal === null;
  const openForm = () => setPosting(true);
  const setParam = (key: string, value: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={1}>{t('classifieds.title')}</Title>
          <Text c="dimmed" fz="sm">
            {t('classifieds.intro')}
          </Text>
        </Stack>
        {canPost && (
          <Button onClick={openForm} leftSection={<IconPlus size={18} aria-hidden="true" />}>
            {t('classifieds.post')}
          </Button>
        )}
      </Group>
      {refusal === 'NEED_VERIFIED' && <VerifiedOnlyNotice />}
      {refusal === 'CLASSIFIED_LIMIT_REACHED' && (
        <Text fz="sm" c="dimmed">
          {t('errors.CLASSIFIED_LIMIT_REACHED')}
        </Text>
      )}
      <Tabs value={tab} onChange={(value) => setParam('tab', value === 'own' ? 'own' : null)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="browse">{t('classifieds.tabs.browse')}</Tabs.Tab>
          <Tabs.Tab value="own">{t('classifieds.tabs.own')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="browse" pt="md">
          <Stack gap="md">
            <Switch
              checked={all}
              onChange={(e) => setParam('all', e.currentTarget.checked ? '1' : null)}
              label={t('classifieds.showAll')}
              description={t('classifieds.showAllHint')}
            />
            <CursorPages resetKey={`browse:${all ? 'all' : 'matching'}:${version}`} renderPage={(page) => <BrowsePage all={all} Actions={Actions} onShowAll={() => setParam('all', '1')} {...page} />} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="own" pt="md">
          <CursorPages resetKey={`own:${version}`} renderPage={(page) => <OwnPage onChanged={changed} onPost={canPost ? openForm : null} version={version} {...page} />} />
        </Tabs.Panel>
      </Tabs>
      {posting && (
        <ClassifiedForm
          opened
          onClose={() => setPosting(false)}
          onSaved={() => {
            changed();
            setParam('tab', 'own');
          }}
        />
      )}
    </Stack>
  );
}
