import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconCamera, IconCircleCheck, IconGift, IconSearch, IconTicket } from '@tabler/icons-react';
import { useClient, useMutation } from 'urql';
import { formatChf } from '@venue/shared';
import { CardImage } from '../../components/CardImage.js';
import { readAppError } from '../../components/app-error.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useErrorText } from '../../components/useErrorText.js';
import { formatDateTime } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useTranslation } from '../../i18n/react.js';
import { GiftVoucherQuery, RedeemGiftMutation, type GiftVoucher } from './operations.js';
import { QrScanner, cameraAvailable } from './QrScanner.js';

/**
 * `/admin/gifts/redeem` (staff, issue 17 part 4): a member shows a voucher at the bar; staff type its
 * code (case, dashes and spaces do not matter) or scan its QR code with the camera, see what it is
 * and for whom, and mark it redeemed.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('gifts.staffRedeem.title'));
  const client = useClient();
  const errorText = useErrorText();
  const [, redeem] = useMutation(RedeemGiftMutation);
  const [code, setCode] = useState('');
  const [voucher, setVoucher] = useState<GiftVoucher | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [camera] = useState(cameraAvailable);
  const en = currentLanguage(i18n) === 'en';
  const when = (iso: string) => formatDateTime(iso, currentLanguage(i18n));

  const lookUp = async (wanted: string) => {
    if (!wanted.trim()) return;
    setBusy(true);
    const res = await client.query(GiftVoucherQuery, { code: wanted }, { requestPolicy: 'network-only' }).toPromise();
    setBusy(false);
    setDone(false);
    setVoucher(res.data?.giftVoucher ?? null);
    setProblem(res.error ? errorText(res.error) : null);
  };

  const scanned = (text: string) => {
    setScanning(false);
    setCode(text);
    void lookUp(text);
  };

  const markRedeemed = async () => {
    if (!voucher) return;
    setBusy(true);
    const res = await redeem({ code: voucher.code });
    setBusy(false);
    if (res.data) {
      setVoucher(res.data.redeemGift);
      setDone(true);
      return setProblem(null);
    }
    if (!res.error) return;
    const info = readAppError(res.error);
    // Said for the staff: when it was used, or that it is on its way to someone.
    // The card shows the state the server answered, so the button goes too.
    if (info.code === 'GIFT_ALREADY_REDEEMED' && info.until) {
      setVoucher({ ...voucher, redeemedAt: info.until });
      setProblem(t('gifts.staffRedeem.alreadyAt', { datetime: when(info.until) }));
    } else if (info.code === 'GIFT_NOT_IN_HAND') {
      setVoucher({ ...voucher, sentUnopened: true });
      setProblem(t('gifts.staffRedeem.sentUnopened'));
    } else setProblem(errorText(res.error));
  };

  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{t('gifts.staffRedeem.title')}</Title>
      <Text>{t('gifts.staffRedeem.intro')}</Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void lookUp(code);
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('gifts.staffRedeem.code')}
            placeholder="K7PX-3MQ9-TZ"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            styles={{ input: { fontFamily: 'monospace', letterSpacing: '0.05em' } }}
            style={{ flex: '1 1 14rem' }}
          />
          <Button type="submit" loading={busy && !voucher} leftSection={<IconSearch size={16} aria-hidden />}>
            {t('gifts.staffRedeem.find')}
          </Button>
          {/* Only where a camera can be asked for (never a button that cannot work). */}
          {camera && !scanning && (
            <Button variant="default" onClick={() => setScanning(true)} leftSection={<IconCamera size={16} aria-hidden />}>
              {t('gifts.staffRedeem.scan')}
            </Button>
          )}
        </Group>
      </form>
      {scanning && <QrScanner onCode={scanned} onClose={() => setScanning(false)} />}
      {problem && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
          {problem}
        </Alert>
      )}
      {voucher && (
        <Card withBorder radius="md" padding={0} aria-labelledby="voucher-gift">
          <CardImage
            image={voucher.gift.imageKey && voucher.gift.imageWidth && voucher.gift.imageHeight ? { storageKey: voucher.gift.imageKey, width: voucher.gift.imageWidth, height: voucher.gift.imageHeight } : null}
            placeholderIcon={<IconGift size={48} stroke={1.4} />}
            sizes="560px"
          />
          <Stack gap="xs" p="md">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Title order={2} fz="lg" id="voucher-gift">
                {en ? voucher.gift.nameEn : voucher.gift.nameDe}
              </Title>
              {voucher.redeemedAt ? (
                <Badge color="gray" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden />}>
                  {t('gifts.staffRedeem.redeemedBadge')}
                </Badge>
              ) : voucher.sentUnopened ? (
                <Badge color="gold" variant="light">
                  {t('gifts.staffRedeem.sentBadge')}
                </Badge>
              ) : (
                <Badge color="green" variant="light" leftSection={<IconTicket size={14} aria-hidden />}>
                  {t('gifts.staffRedeem.validBadge')}
                </Badge>
              )}
            </Group>
            <Text>{t('gifts.staffRedeem.for', { name: voucher.ownerUsername })}</Text>
            <Text fz="sm" c="dimmed">
              {voucher.code} · {formatChf(voucher.priceRappen)}
            </Text>
            {/* A refusal just shown above already says why; not twice. */}
            {problem ? null : voucher.redeemedAt ? (
              <Text fw={600} role={done ? 'status' : undefined}>
                {done ? t('gifts.staffRedeem.done', { datetime: when(voucher.redeemedAt) }) : t('gifts.staffRedeem.alreadyAt', { datetime: when(voucher.redeemedAt) })}
              </Text>
            ) : voucher.sentUnopened ? (
              <Text>{t('gifts.staffRedeem.sentUnopened')}</Text>
            ) : (
              <Button onClick={() => void markRedeemed()} loading={busy} leftSection={<IconCircleCheck size={16} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
                {t('gifts.staffRedeem.redeem')}
              </Button>
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
