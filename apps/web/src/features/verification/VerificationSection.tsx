import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglass, IconShieldCheck } from '@tabler/icons-react';
import { useClient, useMutation, useQuery } from 'urql';
import { useTranslation } from '../../i18n/react.js';
import { useCurrentUser } from '../../app/session/context.js';
import { CurrentUserQuery } from '../../app/session/operations.js';
import { FormError } from '../../components/FormError.js';
import { PageLoader } from '../../components/PageLoader.js';
import { useErrorText } from '../../components/useErrorText.js';
import { useRefreshWhileVisible } from '../../components/useRefreshWhileVisible.js';
import { CodeSteps } from './CodeSteps.js';
import { MyVerificationQuery, StartVerificationMutation } from './operations.js';
import { PastRequests } from './PastRequests.js';
import { SelfieUploadForm } from './SelfieUploadForm.js';

const COUPLES = new Set(['MF', 'MM', 'FF']);
/** While staff review the selfie, the screen asks now and then, so the decision shows without a reload. */
const REVIEW_POLL_MS = 15_000;

/**
 * The verification part of `/premium` (docs/decisions/0033): start a request, see the one-time
 * code with what to do, upload the selfie, follow its state; past requests with their reasons.
 * What may be done comes from the server (canStart, viewerCan.uploadSelfie).
 */
export function VerificationSection() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useClient();
  const { user } = useCurrentUser();
  const [{ data, fetching, error }, refetch] = useQuery({ query: MyVerificationQuery, requestPolicy: 'cache-and-network' });
  const [started, start] = useMutation(StartVerificationMutation);
  const mine = data?.myVerification;
  const current = mine?.requests.find((r) => r.state === 'PENDING') ?? null;
  const past = mine?.requests.filter((r) => r !== current) ?? [];
  const latest = mine?.requests[0];
  const reload = () => refetch({ requestPolicy: 'network-only' });
  useRefreshWhileVisible(reload, REVIEW_POLL_MS, Boolean(current?.selfieSubmitted));

  // Staff verified the member meanwhile: the session's member is asked again, so the badge and the
  // lifted limits show everywhere at once.
  const verifiedByStaff = latest?.state === 'VERIFIED' && user !== null && !user.isVerified;
  useEffect(() => {
    if (verifiedByStaff) void client.query(CurrentUserQuery, {}, { requestPolicy: 'network-only' }).toPromise();
  }, [verifiedByStaff, client]);

  // Links that say "get verified" lead to #verification: once the section has its content, it is brought into view.
  const { hash } = useLocation();
  const loaded = Boolean(mine);
  useEffect(() => {
    if (loaded && hash === '#verification') document.getElementById('verification')?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  let body: React.ReactNode;
  if (!mine) body = error ? <FormError>{errorText(error)}</FormError> : fetching ? <PageLoader /> : null;
  else if (user?.isVerified || latest?.state === 'VERIFIED') body = <Text>{t('verification.verifiedText')}</Text>;
  else if (current && current.viewerCan.uploadSelfie && current.code)
    body = (
      <Stack gap="md">
        <CodeSteps code={current.code} couple={COUPLES.has(user?.sex ?? '')} />
        <SelfieUploadForm uploadPath={current.uploadPath} onUploaded={reload} />
      </Stack>
    );
  else if (current)
    body = (
      <Alert color="yellow" variant="light" icon={<IconHourglass size={20} aria-hidden />} title={t('verification.inReview.title')} data-testid="verification-in-review">
        {t('verification.inReview.text')}
      </Alert>
    );
  else
    body = (
      <Stack gap="sm">
        {latest?.state === 'DENIED' && (
          <Alert color="red" variant="light" title={t('verification.denied.title')}>
            {t('verification.denied.text', { reason: latest.reason ?? '' })}
          </Alert>
        )}
        <Text>{t('verification.intro')}</Text>
        {mine.canStart ? (
          <Group>
            <Button leftSection={<IconShieldCheck size={18} aria-hidden />} loading={started.fetching} onClick={() => void start({}).then(reload)}>
              {latest?.state === 'DENIED' ? t('verification.startAgain') : t('verification.start')}
            </Button>
          </Group>
        ) : (
          mine.startRefusal && <Text c="dimmed">{errorText({ code: mine.startRefusal as never, fields: [] })}</Text>
        )}
        {started.error && <FormError>{errorText(started.error)}</FormError>}
      </Stack>
    );

  return (
    <Paper withBorder p="lg" radius="md" bg="dark.6" component="section" aria-labelledby="verification-title" id="verification">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="gold" radius="xl" size={36}>
            <IconShieldCheck size={20} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz="h3" id="verification-title">
            {t('verification.title')}
          </Title>
        </Group>
        {body}
        <PastRequests requests={past.filter((r) => r.state !== 'PENDING')} />
      </Stack>
    </Paper>
  );
}
