import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Group, Stack, Title } from '@mantine/core';
import { PlainButton } from '../../components/PlainButton.js';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { useTranslation } from '../../i18n/react.js';
import { NotFound } from '../../components/NotFound.js';
import { PageLoader } from '../../components/PageLoader.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useErrorText } from '../../components/useErrorText.js';
import { PageQuery } from '../../components/venue-page/operations.js';
import { loadVenuePagePartsShown, pageTitle, preloadVenuePageContent, VenuePageContent } from '../../components/venue-page/VenuePageContent.js';

/** Before hydration (app/boot.tsx): the code of the carousel and accordion the page shows. */
export const beforeHydration = loadVenuePagePartsShown;
import { useCurrentUser } from '../../app/session/context.js';
import { currentLanguage } from '../../i18n/i18n.js';

// Only admins ever load the editor.
const PageEditor = lazy(() => import('./PageEditor.js').then((m) => ({ default: m.PageEditor })));

/** `/pages/:name`: a venue info page; unknown names show the not-found page. Admins can edit it here. */
export function Component() {
  const { name = '' } = useParams();
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const errorText = useErrorText();
  const { user } = useCurrentUser();
  const [editing, setEditing] = useState(false);
  useEffect(preloadVenuePageContent, []);
  useEffect(() => setEditing(false), [name]);
  const [{ data, fetching, error }] = useQuery({ query: PageQuery, variables: { name } });
  const page = data?.page;
  usePageTitle(page ? pageTitle(page, language) : fetching ? t('common.loading') : t('notFound.title'));

  if (!data && fetching) return <PageLoader />;
  if (!data && error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorText(error)}
      </Alert>
    );
  }
  if (!page) return <NotFound />;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {pageTitle(page, language)}
        </Title>
        {user?.admin && (
          <PlainButton variant="light" onClick={() => setEditing(true)} aria-haspopup="dialog">
            {t('pages.edit')}
          </PlainButton>
        )}
      </Group>
      <VenuePageContent page={page} language={language} aboveTheFold />
      {editing && user?.admin && (
        <Suspense fallback={null}>
          <PageEditor page={page} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
