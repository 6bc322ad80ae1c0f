import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCreditCard, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { BackLink } from '../../components/BackLink.js';
import { ConfirmButton } from '../../components/ConfirmButton.js';
import { PageLoader } from '../../components/PageLoader.js';
import { useErrorText } from '../../components/useErrorText.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useTranslation } from '../../i18n/react.js';
import { AddPaymentMethodMutation, MakeDefaultPaymentMethodMutation, PaymentMethodsQuery, RemovePaymentMethodMutation, type PaymentMethod } from './operations.js';

/** `/payments/methods`: saved cards (never their numbers): list, add (a checkout with total 0), remove, choose the default. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('payments.methods.title'));
  const errorText = useErrorText();
  const [{ data, error }, refetch] = useQuery({ query: PaymentMethodsQuery, requestPolicy: 'cache-and-network' });
  const [adding, setAdding] = useState(false);
  const [, add] = useMutation(AddPaymentMethodMutation);
  const methods = data?.paymentMethods;
  const startAdd = async () => {
    setAdding(true);
    const result = await add({});
    if (result.data) return window.location.assign(result.data.addPaymentMethod.url);
    setAdding(false);
    if (result.error) notifications.show({ color: 'red', message: errorText(result.error) });
  };
  return (
    <Stack gap="lg" maw={640}>
      <BackLink to={pathTo('payments')}>{t('payments.backToPayments')}</BackLink>
      <Title order={1}>{t('payments.methods.title')}</Title>
      <Text>{t('payments.methods.intro')}</Text>
      {!methods && error && <Alert color="red" variant="light" role="alert">{errorText(error)}</Alert>}
      {!methods && !error && <PageLoader />}
      {methods?.length === 0 && <Text c="dimmed">{t('payments.methods.empty')}</Text>}
      {methods?.map((m) => (
        <MethodRow key={m.id} method={m} onChanged={() => refetch({ requestPolicy: 'network-only' })} />
      ))}
      <Button leftSection={<IconPlus size={18} aria-hidden />} loading={adding} onClick={() => void startAdd()} w="fit-content">
        {t('payments.methods.add')}
      </Button>
    </Stack>
  );
}

function MethodRow({ method, onChanged }: { method: PaymentMethod; onChanged: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [, remove] = useMutation(RemovePaymentMethodMutation);
  const [{ fetching }, makeDefault] = useMutation(MakeDefaultPaymentMethodMutation);
  const name = method.brand === 'twint' ? 'TWINT' : t('payments.methods.card', { brand: method.brand === 'test' ? t('payments.methods.testBrand') : method.brand.toUpperCase(), last4: method.last4 ?? '····' });
  const done = (result: { error?: Parameters<typeof errorText>[0] }, message: string) => {
    if (result.error) {
      notifications.show({ color: 'red', message: errorText(result.error) });
      return false;
    }
    notifications.show({ color: 'green', message });
    onChanged();
    return true;
  };
  return (
    <Paper withBorder p="md" radius="md" bg="dark.6">
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <IconCreditCard size={28} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={2}>
            <Text fw={600}>{name}</Text>
            {method.expMonth && method.expYear && (
              <Text fz="sm" c="dimmed">
                {t('payments.methods.expires', { date: `${String(method.expMonth).padStart(2, '0')}/${method.expYear}` })}
              </Text>
            )}
          </Stack>
          {method.isDefault && (
            <Badge variant="light" color="gold">
              {t('payments.methods.default')}
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          {method.viewerCan.makeDefault && (
            <Button size="compact-md" variant="default" loading={fetching} onClick={() => void makeDefault({ id: method.id }).then((r) => done(r, t('payments.methods.done.default', { name })))}>
              {t('payments.methods.makeDefault')}
            </Button>
          )}
          {method.viewerCan.remove && (
            <ConfirmButton
              size="compact-md"
              variant="subtle"
              color="red"
              aria-label={t('payments.methods.removeNamed', { name })}
              title={t('payments.methods.removeTitle')}
              message={t('payments.methods.removeText', { name })}
              confirmLabel={t('payments.methods.remove')}
              onConfirm={async () => done(await remove({ id: method.id }), t('payments.methods.done.removed', { name }))}
            >
              {t('payments.methods.remove')}
            </ConfirmButton>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
