import { useState } from 'react';
import { Anchor, Button, Modal, Paper, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconGift } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { GIFTS, pathTo } from '@venue/shared';
import { PageLoader } from '../../components/PageLoader.js';
import { useErrorText } from '../../components/useErrorText.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useTranslation } from '../../i18n/react.js';
import { GiftsInHandQuery, SendGiftMutation } from './operations.js';

// "Geschenk senden" on a member's profile (issue 17): one of the viewer's gifts in hand goes to this
// member, with a note; shown as profile.viewerCan.giveGift allows (the server checks again).

export function GiveGiftButton({ member }: { member: { id: string; username: string } }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconGift size={18} aria-hidden />} onClick={() => setOpen(true)}>
        {t('gifts.give.open')}
      </Button>
      {open && <GiveGiftDialog member={member} onClose={() => setOpen(false)} />}
    </>
  );
}

function GiveGiftDialog({ member, onClose }: { member: { id: string; username: string }; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const en = currentLanguage(i18n) === 'en';
  const errorText = useErrorText();
  const [{ data, fetching: loading }] = useQuery({ query: GiftsInHandQuery, requestPolicy: 'network-only' });
  const [{ fetching }, send] = useMutation(SendGiftMutation);
  const [giftId, setGiftId] = useState('');
  const [note, setNote] = useState('');
  // Spent vouchers cannot be given away.
  const inHand = (data?.myGifts ?? []).filter((g) => !g.redeemedAt);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!giftId) return;
    const res = await send({ giftId, recipientId: member.id, note: note.trim() || null });
    if (res.error) return void notifications.show({ color: 'red', message: errorText(res.error) });
    notifications.show({ color: 'green', message: t('gifts.give.sent', { name: member.username }) });
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={t('gifts.give.title', { name: member.username })}>
      {loading && !data ? (
        <PageLoader />
      ) : inHand.length === 0 ? (
        <Stack gap="sm">
          <Text>{t('gifts.give.none')}</Text>
          <Anchor component={Link} to={pathTo('gifts')}>
            {t('gifts.give.toShop')}
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={(e) => void submit(e)}>
          <Stack gap="md">
            <Radio.Group label={t('gifts.give.which')} value={giftId} onChange={setGiftId} required>
              <Stack gap="xs" mt="xs">
                {inHand.map((g) => (
                  <Paper key={g.id} withBorder radius="md" p="sm">
                    <Radio value={g.id} label={en ? g.gift.nameEn : g.gift.nameDe} />
                  </Paper>
                ))}
              </Stack>
            </Radio.Group>
            <Textarea label={t('gifts.send.note')} description={t('gifts.send.noteHint')} maxLength={GIFTS.noteMax} rows={3} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
            <Button type="submit" loading={fetching} disabled={!giftId}>
              {t('gifts.give.submit', { name: member.username })}
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
