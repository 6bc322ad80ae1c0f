import { useState } from 'react';
import { ActionIcon, Alert, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconGift, IconMinus, IconPlus, IconShieldCheck, IconShoppingBag } from '@tabler/icons-react';
import { useMutation, useQuery } from 'urql';
import { GIFTS, formatChf } from '@venue/shared';
import { CardImage } from '../../components/CardImage.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { VerifyButton } from '../../components/VerifyButton.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useErrorText } from '../../components/useErrorText.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useTranslation } from '../../i18n/react.js';
import { readCart, withCount, writeCart, type CartLine } from './cart.js';
import { Inventory, OpenGifts, SentGifts } from './GiftExchange.js';
import { CheckoutGiftsMutation, GiftShopQuery, type Gift } from './operations.js';

const name = (g: Gift, en: boolean) => (en ? g.nameEn : g.nameDe);

/**
 * `/gifts` (issue 17): the gift shop. Members put vouchers in a cart (a cookie, spec §3) and pay
 * through the payment provider; unverified members see the shop and are told how to buy (spec §6).
 * Below, the gifts in the member's hands.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('gifts.shop.title'));
  const en = currentLanguage(i18n) === 'en';
  const errorText = useErrorText();
  const [{ data, error }, refetch] = useQuery({ query: GiftShopQuery, requestPolicy: 'cache-and-network' });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const [cart, setCart] = useState<CartLine[]>(() => readCart());
  const [askedToBuy, setAskedToBuy] = useState(false);
  const [busy, setBusy] = useState(false);
  const [, checkout] = useMutation(CheckoutGiftsMutation);

  if (!data) return <QueryFallback error={error} />;
  const shop = data.giftShop;
  const change = (lines: CartLine[]) => {
    setCart(lines);
    writeCart(lines);
  };
  // Lines of gifts no longer offered are dropped from what is shown and paid.
  const lines = cart.flatMap((l) => {
    const gift = shop.gifts.find((g) => g.id === l.id);
    return gift ? [{ gift, count: l.count }] : [];
  });
  const total = lines.reduce((sum, l) => sum + l.gift.priceRappen * l.count, 0);
  const add = (gift: Gift) => {
    if (!shop.canBuy) return setAskedToBuy(true);
    const have = cart.find((l) => l.id === gift.id)?.count ?? 0;
    change(withCount(cart, gift.id, have + 1));
    // The cart is below the gifts (out of sight on a phone): say where it went.
    notifications.show({ color: 'green', message: t('gifts.cart.added', { name: name(gift, en) }) });
  };
  const pay = async () => {
    setBusy(true);
    const res = await checkout({ items: lines.map((l) => ({ id: l.gift.id, count: l.count })) });
    if (res.data) return window.location.assign(res.data.checkoutGifts.url);
    setBusy(false);
    if (res.error) notifications.show({ color: 'red', message: errorText(res.error) });
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('gifts.shop.title')}</Title>
      <Text>{t('gifts.shop.intro')}</Text>
      <OpenGifts gifts={data.openGifts} en={en} onChanged={reload} />
      {askedToBuy && shop.buyRefusal === 'NEED_VERIFIED' && (
        <Alert color="teal" variant="light" icon={<IconShieldCheck size={20} aria-hidden="true" />} title={t('gifts.shop.verifiedOnly.title')} role="status">
          <Stack gap="xs">
            <Text fz="sm">{t('gifts.shop.verifiedOnly.text')}</Text>
            <VerifyButton />
          </Stack>
        </Alert>
      )}
      {shop.gifts.length === 0 ? (
        <Text c="dimmed">{t('gifts.shop.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {shop.gifts.map((gift) => (
            <Card key={gift.id} withBorder radius="md" padding={0}>
              <CardImage
                image={gift.imageKey && gift.imageWidth && gift.imageHeight ? { storageKey: gift.imageKey, width: gift.imageWidth, height: gift.imageHeight } : null}
                placeholderIcon={<IconGift size={48} stroke={1.4} />}
              />
              <Stack gap="xs" p="md">
                <Title order={2} fz="lg">
                  {name(gift, en)}
                </Title>
                <Text fz="sm" c="dimmed">
                  {en ? gift.descriptionEn : gift.descriptionDe}
                </Text>
                <Group justify="space-between" wrap="wrap">
                  <Text fw={600}>{formatChf(gift.priceRappen)}</Text>
                  {gift.soldOut ? (
                    <Text fz="sm" c="dimmed">
                      {t('gifts.shop.soldOut')}
                    </Text>
                  ) : (
                    <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => add(gift)} aria-label={t('gifts.shop.addNamed', { name: name(gift, en) })}>
                      {t('gifts.shop.add')}
                    </Button>
                  )}
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {lines.length > 0 && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="gift-cart-title">
          <Stack gap="sm">
            <Title order={2} fz="lg" id="gift-cart-title">
              {t('gifts.cart.title')}
            </Title>
            {lines.map(({ gift, count }) => (
              <Group key={gift.id} justify="space-between" wrap="wrap" gap="xs">
                <Text style={{ flex: '1 1 12rem' }}>{name(gift, en)}</Text>
                <Group gap={6} wrap="nowrap">
                  <ActionIcon variant="default" size="lg" onClick={() => change(withCount(cart, gift.id, count - 1))} aria-label={t('gifts.cart.less', { name: name(gift, en) })}>
                    <IconMinus size={16} aria-hidden />
                  </ActionIcon>
                  <Text w={32} ta="center" aria-label={t('gifts.cart.count', { name: name(gift, en), count })}>
                    {count}
                  </Text>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    disabled={count >= GIFTS.cartCountMax || (gift.stock !== null && count >= gift.stock)}
                    onClick={() => change(withCount(cart, gift.id, count + 1))}
                    aria-label={t('gifts.cart.more', { name: name(gift, en) })}
                  >
                    <IconPlus size={16} aria-hidden />
                  </ActionIcon>
                  <Text w={96} ta="right">
                    {formatChf(gift.priceRappen * count)}
                  </Text>
                </Group>
              </Group>
            ))}
            <Group justify="space-between" wrap="wrap">
              <Text fw={600}>{t('gifts.cart.total', { amount: formatChf(total) })}</Text>
              <Button leftSection={<IconShoppingBag size={18} aria-hidden />} loading={busy} onClick={() => void pay()}>
                {t('gifts.cart.checkout')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      <Inventory gifts={data.myGifts} en={en} canSend={shop.canBuy} onChanged={reload} />
      <SentGifts gifts={data.sentGifts} en={en} onChanged={reload} />
    </Stack>
  );
}
