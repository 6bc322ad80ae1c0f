import { useState } from 'react';
import { Anchor, Badge, Box, Button, Drawer, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { PROFILE_SEARCH, pathTo } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { CursorPages, type CursorPageProps } from '../../components/CursorPages.js';
import { FormError } from '../../components/FormError.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { FoundMemberPage } from './FoundMemberPage.js';
import { ProfileSearchQuery, type ProfileSearchFilter } from './operations.js';
import { SearchFilterForm } from './SearchFilterForm.js';
import { activeFilterCount, filterFromValues, paramsFromValues, valuesFromParams, type SearchFormValues } from './search-params.js';

function ResultsPage({ filter, ...props }: CursorPageProps & { filter: ProfileSearchFilter }) {
  const { t } = useTranslation();
  // Cached pages are shown again without a new search (every page counts towards the search limit).
  const [{ data, error }] = useQuery({ query: ProfileSearchQuery, variables: { filter, first: PROFILE_SEARCH.pageSize, after: props.after } });
  const empty = (
    <>
      <Text c="dimmed">{t('search.empty')}</Text>
      <Anchor component={Link} to={pathTo('profileSearch')}>
        {t('search.reset')}
      </Anchor>
    </>
  );
  return <FoundMemberPage {...props} page={data?.profileSearch} error={error} empty={empty} label={t('search.results')} />;
}

/**
 * `/profile-search`: a grid of picture cards of the members the viewer may open (locked ones only
 * when asked), online first, then by recent activity, with "show more". The filters sit beside the
 * grid on wide screens and in a sheet on phones; the filter is kept in the address.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('search.title'));
  const [params, setParams] = useSearchParams();
  const [sheetOpen, setSheetOpen] = useState(false);
  // The side form only where it shows (md and up): on a phone it stayed in the page, hidden, and its
  // ten fields were a third of the screen's first render.
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  const values = valuesFromParams(params);
  const checked = filterFromValues(values);
  const key = params.toString();
  const active = activeFilterCount(values);
  const search = (next: SearchFormValues) => {
    setSheetOpen(false);
    setParams(paramsFromValues(next));
  };
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 16rem' }}>
          <Title order={1}>{t('search.title')}</Title>
          <Text c="dimmed">{t('search.intro')}</Text>
        </Stack>
        <Button
          hiddenFrom="md"
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
          rightSection={active > 0 ? <Badge size="sm" circle aria-hidden="true">{active}</Badge> : undefined}
          onClick={() => setSheetOpen(true)}
          aria-label={active > 0 ? t('search.openFiltersActive', { count: active }) : t('search.openFilters')}
        >
          {t('search.openFilters')}
        </Button>
      </Group>
      <Drawer opened={sheetOpen} onClose={() => setSheetOpen(false)} position="bottom" size="90%" title={t('search.filters')} closeButtonProps={{ 'aria-label': t('search.closeFilters') }}>
        <SearchFilterForm key={key} initialValues={values} onSearch={search} />
      </Drawer>
      <Box style={{ display: 'flex', gap: 'var(--mantine-spacing-lg)', alignItems: 'flex-start' }}>
        {wide && (
          <Paper withBorder p="md" radius="md" w="18rem" style={{ flex: 'none', position: 'sticky', top: 'var(--mantine-spacing-md)' }}>
            {!sheetOpen && <SearchFilterForm key={key} initialValues={values} onSearch={search} />}
          </Paper>
        )}
        <Box component="section" aria-labelledby="search-results" style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} id="search-results" fz="h3" mb="sm">
            {t('search.results')}
          </Title>
          {'filter' in checked ? (
            <CursorPages resetKey={key} gap="md" renderPage={(page) => <ResultsPage {...page} filter={checked.filter} />} />
          ) : (
            <FormError>{t(`errors.${Object.values(checked.errors)[0]}`)}</FormError>
          )}
        </Box>
      </Box>
    </Stack>
  );
}
