import { useEffect } from 'react';
import { Alert, Button, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from 'urql';
import { PageLoader } from '../../components/PageLoader.js';
import { useErrorText } from '../../components/useErrorText.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useTranslation } from '../../i18n/react.js';
import { PremiumSettingsQuery, UpdatePremiumSettingsMutation } from './operations.js';

interface Values {
  price1: number | string;
  price3: number | string;
  price12: number | string;
  trialDays: number | string;
}

const toRappen = (chf: number | string) => Math.round(Number(chf) * 100);

/** `/admin/premium` (staff): package prices in CHF and the trial length; members see them at once. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('admin.premium.title'));
  const errorText = useErrorText();
  const [{ data, error }] = useQuery({ query: PremiumSettingsQuery, requestPolicy: 'network-only' });
  const [{ fetching }, save] = useMutation(UpdatePremiumSettingsMutation);
  const form = useForm<Values>({ initialValues: { price1: '', price3: '', price12: '', trialDays: '' } });
  const settings = data?.premiumSettings;
  useEffect(() => {
    if (settings) form.setValues({ price1: settings.price1Rappen / 100, price3: settings.price3Rappen / 100, price12: settings.price12Rappen / 100, trialDays: settings.trialDays });
  }, [settings]);
  if (!settings) {
    if (error) return <Alert color="red" variant="light" role="alert">{errorText(error)}</Alert>;
    return <PageLoader />;
  }
  const submit = form.onSubmit(async (v) => {
    const result = await save({ input: { price1Rappen: toRappen(v.price1), price3Rappen: toRappen(v.price3), price12Rappen: toRappen(v.price12), trialDays: Number(v.trialDays) } });
    if (result.error) return void notifications.show({ color: 'red', message: errorText(result.error) });
    notifications.show({ color: 'green', message: t('admin.premium.saved') });
  });
  const price = { min: 1, max: 1000, decimalScale: 2, step: 1, leftSection: 'CHF', leftSectionWidth: 48, allowNegative: false };
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t('admin.premium.title')}</Title>
      <Text>{t('admin.premium.intro')}</Text>
      <Paper withBorder p="lg" radius="md" component="form" onSubmit={submit}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput label={t('admin.premium.price', { count: 1 })} {...price} {...form.getInputProps('price1')} required />
            <NumberInput label={t('admin.premium.price', { count: 3 })} {...price} {...form.getInputProps('price3')} required />
            <NumberInput label={t('admin.premium.price', { count: 12 })} {...price} {...form.getInputProps('price12')} required />
          </SimpleGrid>
          <NumberInput label={t('admin.premium.trialDays')} description={t('admin.premium.trialHint')} min={0} max={60} allowDecimal={false} allowNegative={false} {...form.getInputProps('trialDays')} required maw={240} />
          <Button type="submit" loading={fetching} w="fit-content">
            {t('admin.premium.save')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
