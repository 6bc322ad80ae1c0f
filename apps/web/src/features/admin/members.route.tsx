import { useEffect, useState } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronRight, IconSearch } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { CursorPages, type CursorPageProps } from '../../components/CursorPages.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { oneLineName } from '../../components/MemberName.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useTranslation } from '../../i18n/react.js';
import { MemberStatusBadges } from './MemberStatusBadges.js';
import { AdminMembersQuery } from './operations.js';

const SEARCH_MAX = 100;

/** `/admin/members`: member accounts (never staff), newest first; search by username or e-mail. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('admin.members.title'));
  const [params, setParams] = useSearchParams();
  // Typed into local state (every keystroke stays); the address follows once typing pauses, so that
  // Back returns to the same search.
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  useEffect(() => {
    if ((params.get('q') ?? '') !== debounced) setParams(debounced ? { q: debounced } : {}, { replace: true });
  }, [debounced, params, setParams]);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('admin.members.title')}</Title>
        <Text c="dimmed">{t('admin.members.intro')}</Text>
      </Stack>
      <form role="search" onSubmit={(e) => e.preventDefault()}>
        <TextInput
          type="search"
          label={t('admin.members.searchLabel')}
          placeholder={t('admin.members.searchPlaceholder')}
          leftSection={<IconSearch size={18} stroke={1.6} aria-hidden />}
          maxLength={SEARCH_MAX}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          autoComplete="off"
        />
      </form>
      <CursorPages resetKey={debounced} gap="xs" renderPage={(page) => <MembersPage search={debounced} {...page} />} />
    </Stack>
  );
}

function MembersPage({ search, after, isLast, onMore }: CursorPageProps & { search: string }) {
  const { t } = useTranslation();
  const [{ data, error }] = useQuery({ query: AdminMembersQuery, variables: { search: search || null, first: 20, after }, requestPolicy: 'cache-and-network' });
  const page = data?.adminMembers;
  if (!page) return <QueryFallback error={error} />;
  return (
    <>
      {page.nodes.length === 0 && after === null && (
        <Text c="dimmed" role="status">
          {search ? t('admin.members.noneFound', { search }) : t('admin.members.empty')}
        </Text>
      )}
      {page.nodes.length > 0 && (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={after === null ? t('admin.members.listLabel') : undefined}>
          {page.nodes.map((member) => (
            <Paper component="li" key={member.id} withBorder p="sm" radius="md" bg="dark.6">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
                  {/* Name over e-mail, each on one line (cut with "…"), so every row reads alike. */}
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Anchor component={Link} to={pathTo('adminMember', { id: member.id })} fw={600} style={oneLineName} title={member.username}>
                      {member.username}
                    </Anchor>
                    <Text fz="sm" c="dimmed" style={oneLineName} title={member.email}>
                      {member.email}
                    </Text>
                  </Stack>
                  <MemberStatusBadges member={member} />
                </Stack>
                <IconChevronRight size={18} stroke={1.6} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-dimmed)' }} />
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {isLast && page.hasNextPage && page.endCursor && (
        <Button variant="default" onClick={() => onMore(page.endCursor!)} style={{ alignSelf: 'center' }}>
          {t('admin.members.loadMore')}
        </Button>
      )}
    </>
  );
}
