import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { BackLink } from '../../components/BackLink.js';
import { CursorPages, type CursorPageProps } from '../../components/CursorPages.js';
import { PageLoader } from '../../components/PageLoader.js';
import { useErrorText } from '../../components/useErrorText.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { formatChf, formatDateTime } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useTranslation } from '../../i18n/react.js';
import { PaymentsQuery, type Payment } from './operations.js';
import { paymentTitle } from './payment-text.js';
import { PaymentStatusBadge } from './PaymentStatusBadge.js';

const PAGE_SIZE = 20;

/** `/payments` (spec §2, §3 Payment): every payment with amount, status, the provider's message and items. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('payments.title'));
  return (
    <Stack gap="lg" maw={720}>
      <BackLink to={pathTo('premium')}>{t('payments.backToPremium')}</BackLink>
      <Group justify="space-between" align="center">
        <Title order={1}>{t('payments.title')}</Title>
        <Button component={Link} to={pathTo('paymentMethods')} variant="light" leftSection={<IconCreditCard size={18} aria-hidden />}>
          {t('payments.methods.title')}
        </Button>
      </Group>
      <CursorPages gap="sm" renderPage={(page) => <PaymentsPage {...page} />} />
    </Stack>
  );
}

function PaymentsPage({ after, isLast, onMore }: CursorPageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [{ data, error }] = useQuery({ query: PaymentsQuery, variables: { first: PAGE_SIZE, after }, requestPolicy: 'cache-and-network' });
  const page = data?.payments;
  if (!page) {
    if (error) return <Alert color="red" variant="light" role="alert">{errorText(error)}</Alert>;
    return <PageLoader />;
  }
  return (
    <>
      {page.nodes.length === 0 && after === null && <Text c="dimmed">{t('payments.empty')}</Text>}
      {page.nodes.map((p) => (
        <PaymentRow key={p.id} payment={p} />
      ))}
      {isLast && page.hasNextPage && page.endCursor && (
        <Button variant="light" onClick={() => onMore(page.endCursor!)} w="fit-content" mx="auto">
          {t('payments.loadMore')}
        </Button>
      )}
    </>
  );
}

function PaymentRow({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" bg="dark.6" component="article" aria-label={paymentTitle(t, payment)}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Text fw={600}>{paymentTitle(t, payment)}</Text>
            <Text fz="sm" c="dimmed">
              {formatDateTime(payment.paidAt ?? payment.createdAt, currentLanguage(i18n))}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end">
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatChf(payment.amountRappen)}
            </Text>
            <PaymentStatusBadge status={payment.status} />
          </Stack>
        </Group>
        {payment.responseMessage && (
          <Text fz="sm" c={payment.status === 'FAILED' ? 'red.4' : 'dimmed'}>
            {t('payments.providerSays', { message: payment.responseMessage })}
          </Text>
        )}
        {payment.status === 'SUCCEEDED' && (
          <Button component={Link} to={pathTo('payment', { id: payment.id })} variant="subtle" size="compact-sm" w="fit-content" px={0}>
            {t('payments.receipt.open')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
