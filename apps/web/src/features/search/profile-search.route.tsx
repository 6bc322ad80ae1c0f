import { Paper, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { PROFILE_SEARCH } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { CursorPages, type CursorPageProps } from '../../components/CursorPages.js';
import { FormError } from '../../components/FormError.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { FoundMemberPage } from './FoundMemberPage.js';
import { ProfileSearchQuery, type ProfileSearchFilter } from './operations.js';
import { SearchFilterForm } from './SearchFilterForm.js';
import { filterFromValues, paramsFromValues, valuesFromParams } from './search-params.js';

function ResultsPage({ filter, ...props }: CursorPageProps & { filter: ProfileSearchFilter }) {
  const { t } = useTranslation();
  // Cached pages are shown again without a new search (every page counts towards the search limit).
  const [{ data, error }] = useQuery({ query: ProfileSearchQuery, variables: { filter, first: PROFILE_SEARCH.pageSize, after: props.after } });
  return <FoundMemberPage {...props} page={data?.profileSearch} error={error} empty={t('search.empty')} />;
}

/**
 * `/profile-search`: filters for profile type, age, looking for, photo, verified and online; the
 * results (online first, then by recent activity) with "show more". The filter is kept in the address.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('search.title'));
  const [params, setParams] = useSearchParams();
  const values = valuesFromParams(params);
  const checked = filterFromValues(values);
  const key = params.toString();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('search.title')}</Title>
      <Text>{t('search.intro')}</Text>
      <Paper withBorder p="md" radius="md">
        <SearchFilterForm key={key} initialValues={values} onSearch={(next) => setParams(paramsFromValues(next))} />
      </Paper>
      <section aria-labelledby="search-results">
        <Title order={2} id="search-results" fz="h3" mb="sm">
          {t('search.results')}
        </Title>
        {'filter' in checked ? (
          <CursorPages resetKey={key} gap="sm" renderPage={(page) => <ResultsPage {...page} filter={checked.filter} />} />
        ) : (
          <FormError>{t(`errors.${Object.values(checked.errors)[0]}`)}</FormError>
        )}
      </section>
    </Stack>
  );
}
