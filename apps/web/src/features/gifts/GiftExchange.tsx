import { useState } from 'react';
import { Badge, Button, Group, Modal, NativeSelect, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconGift, IconQrcode } from '@tabler/icons-react';
import { useMutation, useQuery } from 'urql';
import { GIFTS } from '@venue/shared';
import { useErrorText } from '../../components/useErrorText.js';
import { formatDateTime } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useTranslation } from '../../i18n/react.js';
import { AcceptGiftMutation, DeclineGiftMutation, GiftFriendsQuery, SendGiftMutation, TakeBackGiftMutation, type GiftTransfer, type OwnedGift } from './operations.js';
import { VoucherDialog } from './VoucherDialog.js';

// Sending gifts (spec §4): open gifts to answer, one's gifts in hand to send, sent gifts with their state.

const giftName = (g: { nameDe: string; nameEn: string }, en: boolean) => (en ? g.nameEn : g.nameDe);
const list = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** Runs a change and answers whether it went through; a refusal is said in words. */
function useChange() {
  const errorText = useErrorText();
  return async (run: () => Promise<{ error?: Parameters<typeof errorText>[0] }>, done: string, after: () => void) => {
    const res = await run();
    if (res.error) return void notifications.show({ color: 'red', message: errorText(res.error) });
    notifications.show({ color: 'green', message: done });
    after();
  };
}

/** Gifts sent to the member, unopened: accept or decline. */
export function OpenGifts({ gifts, en, onChanged }: { gifts: GiftTransfer[]; en: boolean; onChanged: () => void }) {
  const { t } = useTranslation();
  const change = useChange();
  const [, accept] = useMutation(AcceptGiftMutation);
  const [, decline] = useMutation(DeclineGiftMutation);
  if (gifts.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="gift-open-title">
      <Title order={2} fz="lg" id="gift-open-title">
        {t('gifts.open.title')}
      </Title>
      <Stack gap="xs" component="ul" style={list}>
        {gifts.map((g) => (
          <Paper key={g.id} component="li" withBorder radius="md" p="sm">
            <Stack gap={6}>
              <Group gap="sm" wrap="nowrap">
                <IconGift size={20} aria-hidden />
                <Text fw={600}>{t('gifts.open.from', { gift: giftName(g.gift, en), name: g.member.username })}</Text>
              </Group>
              {g.note && <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{g.note}</Text>}
              <Group gap="xs">
                <Button size="xs" onClick={() => void change(() => accept({ id: g.id }), t('gifts.open.accepted'), onChanged)}>
                  {t('gifts.open.accept')}
                </Button>
                <Button size="xs" variant="default" onClick={() => void change(() => decline({ id: g.id }), t('gifts.open.declined'), onChanged)}>
                  {t('gifts.open.decline')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

/** The member's gifts in hand; verified members may send one to a friend. */
export function Inventory({ gifts, en, canSend, onChanged }: { gifts: OwnedGift[]; en: boolean; canSend: boolean; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const [sending, setSending] = useState<OwnedGift | null>(null);
  const [showing, setShowing] = useState<OwnedGift | null>(null);
  return (
    <Stack gap="sm" component="section" aria-labelledby="gift-inventory-title">
      <Title order={2} fz="lg" id="gift-inventory-title">
        {t('gifts.inventory.title')}
      </Title>
      {gifts.length === 0 ? (
        <Text c="dimmed">{t('gifts.inventory.empty')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={list}>
          {gifts.map((g) => (
            <Paper key={g.id} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap="sm" wrap="nowrap">
                  <IconGift size={20} aria-hidden />
                  <Text>{giftName(g.gift, en)}</Text>
                </Group>
                {g.redeemedAt ? (
                  // Spent at the bar: no code any more, and it can no longer be sent.
                  <Group gap={4} wrap="nowrap">
                    <IconCircleCheck size={16} aria-hidden />
                    <Text fz="sm" c="dimmed">
                      {t('gifts.redeem.redeemedAt', { datetime: formatDateTime(g.redeemedAt, currentLanguage(i18n)) })}
                    </Text>
                  </Group>
                ) : (
                  <Group gap="xs">
                    {g.voucherCode && (
                      <Button size="xs" variant="light" leftSection={<IconQrcode size={16} aria-hidden />} onClick={() => setShowing(g)} aria-label={t('gifts.redeem.openNamed', { name: giftName(g.gift, en) })}>
                        {t('gifts.redeem.open')}
                      </Button>
                    )}
                    {canSend && (
                      <Button size="xs" variant="light" onClick={() => setSending(g)} aria-label={t('gifts.send.openNamed', { name: giftName(g.gift, en) })}>
                        {t('gifts.send.open')}
                      </Button>
                    )}
                  </Group>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {showing?.voucherCode && <VoucherDialog name={giftName(showing.gift, en)} code={showing.voucherCode} onClose={() => setShowing(null)} />}
      {sending && <SendDialog gift={sending} en={en} onClose={() => setSending(null)} onSent={onChanged} />}
    </Stack>
  );
}

function SendDialog({ gift, en, onClose, onSent }: { gift: OwnedGift; en: boolean; onClose: () => void; onSent: () => void }) {
  const { t } = useTranslation();
  const change = useChange();
  const [{ data }] = useQuery({ query: GiftFriendsQuery, requestPolicy: 'network-only' });
  const [{ fetching }, send] = useMutation(SendGiftMutation);
  const [recipientId, setRecipientId] = useState('');
  const [note, setNote] = useState('');
  const friends = data?.friends.nodes ?? [];
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!recipientId) return;
    void change(() => send({ giftId: gift.id, recipientId, note: note.trim() || null }), t('gifts.send.sent'), () => {
      onClose();
      onSent();
    });
  };
  return (
    <Modal opened onClose={onClose} title={t('gifts.send.title', { name: giftName(gift.gift, en) })}>
      {data && friends.length === 0 ? (
        <Text>{t('gifts.send.noFriends')}</Text>
      ) : (
        <form onSubmit={submit}>
          <Stack gap="md">
            <NativeSelect
              label={t('gifts.send.recipient')}
              required
              value={recipientId}
              onChange={(e) => setRecipientId(e.currentTarget.value)}
              data={[{ value: '', label: t('gifts.send.choose') }, ...friends.map((f) => ({ value: f.member.id, label: f.member.username }))]}
            />
            <Textarea label={t('gifts.send.note')} description={t('gifts.send.noteHint')} maxLength={GIFTS.noteMax} rows={3} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
            <Button type="submit" loading={fetching} disabled={!recipientId}>
              {t('gifts.send.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** Gifts the member sent, with their state in words; an old unopened one can be taken back. */
export function SentGifts({ gifts, en, onChanged }: { gifts: GiftTransfer[]; en: boolean; onChanged: () => void }) {
  const { t } = useTranslation();
  const change = useChange();
  const [, takeBack] = useMutation(TakeBackGiftMutation);
  if (gifts.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="gift-sent-title">
      <Title order={2} fz="lg" id="gift-sent-title">
        {t('gifts.sent.title')}
      </Title>
      <Stack gap="xs" component="ul" style={list}>
        {gifts.map((g) => (
          <Paper key={g.id} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text>{t('gifts.sent.to', { gift: giftName(g.gift, en), name: g.member.username })}</Text>
              <Group gap="xs">
                <Badge variant="light" color={g.state === 'ACCEPTED' ? 'green' : g.state === 'UNOPENED' ? 'gold' : 'gray'}>
                  {t(`gifts.sent.state.${g.state}`)}
                </Badge>
                {g.canTakeBack && (
                  <Button size="xs" variant="default" onClick={() => void change(() => takeBack({ id: g.id }), t('gifts.sent.takenBack'), onChanged)}>
                    {t('gifts.sent.takeBack')}
                  </Button>
                )}
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
