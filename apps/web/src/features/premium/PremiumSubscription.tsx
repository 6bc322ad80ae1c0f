import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCreditCard, IconGift, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { ConfirmButton } from '../../components/ConfirmButton.js';
import { PageLoader } from '../../components/PageLoader.js';
import { useErrorText } from '../../components/useErrorText.js';
import { formatChf } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useTranslation } from '../../i18n/react.js';
import { formatDay } from './premium-format.js';
import {
  BuyPremiumMutation,
  CancelPremiumMutation,
  ChangePremiumPackageMutation,
  PremiumQuery,
  ResumePremiumMutation,
  StartPremiumTrialMutation,
  type PremiumStatus,
  type SubscriptionState,
} from './operations.js';

const STATE_COLOR: Record<SubscriptionState, string> = { TRIAL: 'gold', ACTIVE: 'green', CANCELLED: 'orange', PAST_DUE: 'red', ENDED: 'gray' };

/**
 * The subscription part of `/premium` (spec §9; decision 0034): packages with the staff's prices and
 * the trial offer, or the member's subscription with its period end, next charge, cancel / resume
 * and package change. What may be done is the server's answer (`viewerCan`).
 */
export function PremiumSubscription() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [{ data, error }] = useQuery({ query: PremiumQuery, requestPolicy: 'cache-and-network' });
  const premium = data?.premium;
  if (!premium) {
    if (error) return <Alert color="red" variant="light" role="alert">{errorText(error)}</Alert>;
    return <PageLoader />;
  }
  const live = premium.subscription && premium.subscription.state !== 'ENDED' ? premium.subscription : null;
  if (!live && !premium.viewerCan.buy && !premium.viewerCan.startTrial) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="premium-subscription">
      <Title order={2} id="premium-subscription" fz="h3">
        {t('premium.subscription.title')}
      </Title>
      {live ? <CurrentSubscription premium={premium} /> : <Offers premium={premium} />}
      <Group gap="md">
        <Button component={Link} to={pathTo('payments')} variant="subtle" leftSection={<IconReceipt size={18} aria-hidden />}>
          {t('premium.subscription.paymentsLink')}
        </Button>
        <Button component={Link} to={pathTo('paymentMethods')} variant="subtle" leftSection={<IconCreditCard size={18} aria-hidden />}>
          {t('premium.subscription.methodsLink')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Sends the browser to the provider's checkout page (the app's own, for the test provider). */
function useCheckout() {
  const errorText = useErrorText();
  const [busy, setBusy] = useState<string | null>(null);
  const [, buy] = useMutation(BuyPremiumMutation);
  const [, trial] = useMutation(StartPremiumTrialMutation);
  const go = async (key: string, start: () => Promise<{ url?: string; error?: Parameters<typeof errorText>[0] }>) => {
    setBusy(key);
    const result = await start();
    if (result.url) return window.location.assign(result.url);
    setBusy(null);
    if (result.error) notifications.show({ color: 'red', message: errorText(result.error) });
  };
  return {
    busy,
    buy: (months: number) => go(`buy-${months}`, async () => ((r) => ({ url: r.data?.buyPremium.url, error: r.error }))(await buy({ packageMonths: months }))),
    trial: () => go('trial', async () => ((r) => ({ url: r.data?.startPremiumTrial.url, error: r.error }))(await trial({}))),
  };
}

function Offers({ premium }: { premium: PremiumStatus }) {
  const { t } = useTranslation();
  const checkout = useCheckout();
  return (
    <Stack gap="md">
      {premium.viewerCan.startTrial && (
        <Paper withBorder p="lg" radius="md" bg="dark.6">
          <Group justify="space-between" align="center" gap="md">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconGift size={28} aria-hidden style={{ flexShrink: 0 }} color="var(--mantine-color-gold-4)" />
              <Stack gap={2}>
                <Text fw={600}>{t('premium.subscription.trialTitle', { count: premium.trialDays })}</Text>
                <Text fz="sm" c="dimmed">
                  {t('premium.subscription.trialText', { price: formatChf(premium.trialPriceRappen) })}
                </Text>
              </Stack>
            </Group>
            <Button loading={checkout.busy === 'trial'} disabled={checkout.busy !== null} onClick={() => void checkout.trial()}>
              {t('premium.subscription.startTrial')}
            </Button>
          </Group>
        </Paper>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {premium.packages.map((p) => (
          <Paper key={p.months} withBorder p="lg" radius="md" bg="dark.6">
            <Stack gap="xs" h="100%" justify="space-between">
              <Stack gap={4}>
                <Text fw={600}>{t('premium.subscription.package', { count: p.months })}</Text>
                <Text fz={28} fw={700} ff="heading">
                  {formatChf(p.priceRappen)}
                </Text>
                <Text fz="sm" c="dimmed">
                  {p.months > 1 ? t('premium.subscription.perMonth', { price: formatChf(p.monthlyRappen) }) : t('premium.subscription.monthly')}
                </Text>
              </Stack>
              {premium.viewerCan.buy && (
                <Button
                  variant={p.months === 3 ? 'filled' : 'light'}
                  loading={checkout.busy === `buy-${p.months}`}
                  disabled={checkout.busy !== null}
                  onClick={() => void checkout.buy(p.months)}
                  aria-label={t('premium.subscription.buyNamed', { count: p.months })}
                >
                  {t('premium.subscription.buy')}
                </Button>
              )}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <Text fz="sm" c="dimmed">
        {t('premium.subscription.renewalNote')}
      </Text>
    </Stack>
  );
}

function CurrentSubscription({ premium }: { premium: PremiumStatus }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const language = currentLanguage(i18n);
  const s = premium.subscription!;
  const [, cancel] = useMutation(CancelPremiumMutation);
  const [{ fetching: resuming }, resume] = useMutation(ResumePremiumMutation);
  const [{ fetching: changing }, change] = useMutation(ChangePremiumPackageMutation);
  const end = formatDay(s.currentPeriodEnd, language);
  const report = (result: { error?: Parameters<typeof errorText>[0] }, done: string) => {
    if (result.error) {
      notifications.show({ color: 'red', message: errorText(result.error) });
      return false;
    }
    notifications.show({ color: 'green', message: done });
    return true;
  };
  return (
    <Paper withBorder p="lg" radius="md" bg="dark.6">
      <Stack gap="sm">
        <Group gap="sm" justify="space-between">
          <Text fw={600}>{t('premium.subscription.package', { count: s.packageMonths })}</Text>
          <Badge color={STATE_COLOR[s.state]} variant="light" size="lg">
            {t(`premium.subscription.state.${s.state}`)}
          </Badge>
        </Group>
        <Text>
          {s.state === 'CANCELLED'
            ? t('premium.subscription.endsOn', { date: end })
            : s.state === 'TRIAL'
              ? t('premium.subscription.trialUntil', { date: end })
              : t('premium.subscription.paidUntil', { date: end })}
        </Text>
        {premium.nextCharge && (
          <Text c="dimmed">{t('premium.subscription.nextCharge', { price: formatChf(premium.nextCharge.amountRappen), date: formatDay(premium.nextCharge.at, language) })}</Text>
        )}
        {s.state === 'PAST_DUE' && (
          <Alert color="red" variant="light" role="alert">
            {t('premium.subscription.pastDue', { count: s.renewalAttempts })}{' '}
            <Link to={pathTo('paymentMethods')}>{t('premium.subscription.methodsLink')}</Link>
          </Alert>
        )}
        {!s.autoRenew && s.state === 'ACTIVE' && <Text fz="sm" c="dimmed">{t('premium.subscription.noAutoRenew')}</Text>}
        {premium.viewerCan.changePackage && (
          <Stack gap={4}>
            <Text fz="sm" fw={500} id="premium-next-package">
              {t('premium.subscription.nextPackage')}
            </Text>
            <SegmentedControl
              aria-labelledby="premium-next-package"
              disabled={changing}
              value={String(s.packageMonths)}
              onChange={(value) => void change({ packageMonths: Number(value) }).then((r) => report(r, t('premium.subscription.done.changed')))}
              data={premium.packages.map((p) => ({ value: String(p.months), label: `${t('premium.subscription.package', { count: p.months })} · ${formatChf(p.priceRappen)}` }))}
              w="fit-content"
              maw="100%"
              styles={{ root: { flexWrap: 'wrap' } }}
            />
          </Stack>
        )}
        <Group gap="sm" mt="xs">
          {premium.viewerCan.resume && (
            <Button loading={resuming} onClick={() => void resume({}).then((r) => report(r, t('premium.subscription.done.resumed')))}>
              {t('premium.subscription.resume')}
            </Button>
          )}
          {premium.viewerCan.cancel && (
            <ConfirmButton
              variant="default"
              color="red"
              title={t('premium.subscription.cancelTitle')}
              message={s.state === 'PAST_DUE' ? t('premium.subscription.cancelNowText') : t('premium.subscription.cancelText', { date: end })}
              confirmLabel={t('premium.subscription.cancelConfirm')}
              onConfirm={async () => report(await cancel({}), t('premium.subscription.done.cancelled'))}
            >
              {t('premium.subscription.cancel')}
            </ConfirmButton>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
