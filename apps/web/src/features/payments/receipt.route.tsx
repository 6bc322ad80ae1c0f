import { Alert, Button, Divider, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { VENUE, pathTo } from '@venue/shared';
import { BackLink } from '../../components/BackLink.js';
import { PageLoader } from '../../components/PageLoader.js';
import { useErrorText } from '../../components/useErrorText.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { formatChf, formatDateTime } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useTranslation } from '../../i18n/react.js';
import { PaymentQuery } from './operations.js';
import { lineItemText, paymentTitle } from './payment-text.js';
import { PaymentStatusBadge } from './PaymentStatusBadge.js';

/** `/payments/:id`: the receipt of one payment (venue, address, VAT note, date, items, amount), printable. */
export function Component() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('payments.receipt.title'));
  const errorText = useErrorText();
  const { id = '' } = useParams();
  const [{ data, error }] = useQuery({ query: PaymentQuery, variables: { id } });
  const payment = data?.payment;
  if (!payment) {
    if (error) return <Alert color="red" variant="light" role="alert">{errorText(error)}</Alert>;
    return <PageLoader />;
  }
  const language = currentLanguage(i18n);
  return (
    <Stack gap="lg" maw={640}>
      <Group justify="space-between" className="venue-no-print">
        <BackLink to={pathTo('payments')}>{t('payments.backToPayments')}</BackLink>
        <Button variant="light" leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
          {t('payments.receipt.print')}
        </Button>
      </Group>
      <Paper withBorder p="xl" radius="md" bg="dark.6">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Stack gap={0}>
              <Text fw={700} fz="lg" ff="heading">
                {VENUE.name}
              </Text>
              <Text fz="sm">{VENUE.company}</Text>
              <Text fz="sm">{VENUE.street}</Text>
              <Text fz="sm">{VENUE.place}</Text>
              <Text fz="sm" c="dimmed">
                {t('payments.receipt.uid', { uid: VENUE.uid })}
              </Text>
            </Stack>
            <PaymentStatusBadge status={payment.status} />
          </Group>
          <Divider />
          <Title order={1} fz="h2">
            {t('payments.receipt.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('payments.receipt.date', { date: formatDateTime(payment.paidAt ?? payment.createdAt, language) })} · {t('payments.receipt.number', { id: payment.id.slice(0, 8).toUpperCase() })}
          </Text>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('payments.receipt.item')}</Table.Th>
                <Table.Th ta="right">{t('payments.receipt.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payment.lineItems.length === 0 && (
                <Table.Tr>
                  <Table.Td>{paymentTitle(t, payment)}</Table.Td>
                  <Table.Td ta="right">{formatChf(0)}</Table.Td>
                </Table.Tr>
              )}
              {payment.lineItems.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    {lineItemText(t, item)}
                    {item.quantity > 1 ? ` × ${item.quantity}` : ''}
                  </Table.Td>
                  <Table.Td ta="right">{formatChf(item.amountRappen)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td fw={700}>{t('payments.receipt.total')}</Table.Td>
                <Table.Td ta="right" fw={700}>
                  {formatChf(payment.amountRappen)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Text fz="sm" c="dimmed">
            {t('payments.receipt.vat')}
          </Text>
          {payment.responseMessage && (
            <Text fz="sm" c="dimmed">
              {t('payments.providerSays', { message: payment.responseMessage })}
            </Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
