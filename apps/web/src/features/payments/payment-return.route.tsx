import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useClient, useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { PageLoader } from '../../components/PageLoader.js';
import { useErrorText } from '../../components/useErrorText.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useTranslation } from '../../i18n/react.js';
import { CurrentUserQuery } from '../../app/session/operations.js';
import { PaymentQuery } from './operations.js';

const POLL_MS = 1000;
/** A minute of asking; a checkout left with "back" may never be told of before it expires. */
const POLL_MAX = 60;

/**
 * `/payments/:id/return`: where the provider's page sends the member back. The webhook may still be
 * on its way, so a pending payment is asked again every second until it is settled.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('payments.return.title'));
  const errorText = useErrorText();
  const client = useClient();
  const { id = '' } = useParams();
  // "Back" on the provider's page: a provider may tell of the cancelled checkout only much later (Stripe: when it expires).
  const [search] = useSearchParams();
  const leftCheckout = search.get('outcome') === 'cancel';
  const [{ data, error }, refetch] = useQuery({ query: PaymentQuery, variables: { id }, requestPolicy: 'network-only' });
  const status = data?.payment.status;
  const polls = useRef(0);
  useEffect(() => {
    if (status !== 'PENDING' || polls.current >= POLL_MAX) return;
    const timer = setTimeout(() => {
      polls.current += 1;
      refetch({ requestPolicy: 'network-only' });
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [status, data, refetch]);
  useEffect(() => {
    // Premium applies at once: the member's flags (badge, limits) are read again.
    if (status === 'SUCCEEDED') void client.query(CurrentUserQuery, {}, { requestPolicy: 'network-only' }).toPromise();
  }, [status, client]);
  const payment = data?.payment;
  if (!payment) {
    if (error) return <Alert color="red" variant="light" role="alert">{errorText(error)}</Alert>;
    return <PageLoader />;
  }
  const isMethod = payment.purpose === 'METHOD';
  const isGifts = payment.purpose === 'GIFTS';
  const next = isMethod ? pathTo('paymentMethods') : isGifts ? pathTo('gifts') : pathTo('premium');
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{t('payments.return.title')}</Title>
      <Paper withBorder p="xl" radius="md" bg="dark.6" role="status" aria-live="polite">
        {payment.status === 'PENDING' && !leftCheckout && (
          <Group gap="md" wrap="nowrap">
            <Loader size="sm" />
            <Text>{t('payments.return.pending')}</Text>
          </Group>
        )}
        {payment.status === 'SUCCEEDED' && (
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap">
              <IconCircleCheck size={28} color="var(--mantine-color-green-5)" aria-hidden />
              <Text fw={600} fz="lg">
                {t(`payments.return.succeeded.${payment.purpose}`)}
              </Text>
            </Group>
            <Group gap="sm">
              <Button component={Link} to={next}>
                {isMethod ? t('payments.return.toMethods') : isGifts ? t('payments.return.toGifts') : t('payments.return.toPremium')}
              </Button>
              {payment.amountRappen > 0 && (
                <Button component={Link} to={pathTo('payment', { id: payment.id })} variant="default">
                  {t('payments.receipt.open')}
                </Button>
              )}
            </Group>
          </Stack>
        )}
        {(payment.status === 'FAILED' || payment.status === 'CANCELLED' || (payment.status === 'PENDING' && leftCheckout)) && (
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconCircleX size={28} color="var(--mantine-color-red-5)" aria-hidden style={{ flexShrink: 0 }} />
              <Stack gap={4}>
                <Text fw={600} fz="lg">
                  {payment.status === 'FAILED' ? t('payments.return.failed') : t('payments.return.cancelled')}
                </Text>
                {payment.responseMessage && <Text c="dimmed">{t('payments.providerSays', { message: payment.responseMessage })}</Text>}
                <Text c="dimmed">{isGifts ? t('payments.return.nothingChargedGifts') : t('payments.return.nothingCharged')}</Text>
              </Stack>
            </Group>
            <Button component={Link} to={next} w="fit-content">
              {t('payments.return.tryAgain')}
            </Button>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
