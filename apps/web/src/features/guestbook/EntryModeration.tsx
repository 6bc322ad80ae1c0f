import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconDots, IconEye, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { useMutation, type CombinedError } from 'urql';
import { pathTo } from '@venue/shared';
import { useErrorText } from '../../components/useErrorText.js';
import { showNotice } from '../../app/warnings.js';
import {
  DeleteGuestbookEntryMutation,
  PublishGuestbookEntryMutation,
  RejectGuestbookEntryMutation,
  ReviewGuestbookEntryMutation,
  type GuestbookEntry,
} from './operations.js';

/**
 * The state buttons the server allows for this entry (viewerCan), and deleting with a second
 * confirmation. After deleting, `onDeleted` runs (by default: back to the staff's review queue).
 */
export function EntryModeration({
  entry,
  onDeleted,
  compact,
}: {
  entry: GuestbookEntry;
  onDeleted?: () => void;
  /**
   * The review queue's form: publishing as the one primary action, `compact.beside` next to it, the
   * rest (review, edit, reject, delete) in a menu.
   */
  compact?: { beside?: ReactNode; editTo: string };
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [review, runReview] = useMutation(ReviewGuestbookEntryMutation);
  const [publish, runPublish] = useMutation(PublishGuestbookEntryMutation);
  const [reject, runReject] = useMutation(RejectGuestbookEntryMutation);
  const [remove, runDelete] = useMutation(DeleteGuestbookEntryMutation);
  const busy = review.fetching || publish.fetching || reject.fetching || remove.fetching;

  async function act(run: () => Promise<{ error?: CombinedError }>, notice: string) {
    setError(null);
    const result = await run();
    if (result.error) setError(errorText(result.error));
    else showNotice(notice);
  }

  async function deleteEntry() {
    setError(null);
    const result = await runDelete({ id: entry.id });
    if (result.error) return setError(errorText(result.error));
    showNotice(t('guestbook.admin.deleted'));
    setConfirmDelete(false);
    if (onDeleted) onDeleted();
    else await navigate(pathTo('adminGuestbook'), { replace: true });
  }

  const can = entry.viewerCan;
  if (compact) {
    const icon = { size: 16, stroke: 1.6, 'aria-hidden': true } as const;
    return (
      <Stack gap="sm">
        <Group gap="sm" wrap="wrap">
          {can.publish && (
            <Button leftSection={<IconCheck {...icon} />} disabled={busy} loading={publish.fetching} onClick={() => void act(() => runPublish({ id: entry.id }), t('guestbook.admin.published'))}>
              {t('guestbook.admin.publish')}
            </Button>
          )}
          {compact.beside}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="subtle" color="gray" leftSection={<IconDots {...icon} />} disabled={busy} aria-label={t('guestbook.admin.moreFor', { title: entry.title })}>
                {t('guestbook.admin.more')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {can.review && (
                <Menu.Item leftSection={<IconEye {...icon} />} onClick={() => void act(() => runReview({ id: entry.id }), t('guestbook.admin.reviewed'))}>
                  {t('guestbook.admin.review')}
                </Menu.Item>
              )}
              <Menu.Item component={Link} to={compact.editTo} leftSection={<IconPencil {...icon} />}>
                {t('guestbook.admin.editEntry')}
              </Menu.Item>
              {can.reject && (
                <Menu.Item leftSection={<IconX {...icon} />} onClick={() => void act(() => runReject({ id: entry.id }), t('guestbook.admin.rejected'))}>
                  {entry.state === 'PUBLISHED' ? t('guestbook.admin.takeDown') : t('guestbook.admin.reject')}
                </Menu.Item>
              )}
              {can.delete && (
                <>
                  <Menu.Divider />
                  <Menu.Item color="red" leftSection={<IconTrash {...icon} />} onClick={() => setConfirmDelete(true)}>
                    {t('guestbook.admin.delete')}
                  </Menu.Item>
                </>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Modal opened={confirmDelete} onClose={() => setConfirmDelete(false)} title={t('guestbook.admin.deleteQuestion')} centered>
          <Stack gap="md">
            <Text>{t('guestbook.admin.deleteWarning')}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" disabled={remove.fetching} onClick={() => setConfirmDelete(false)}>
                {t('guestbook.admin.cancel')}
              </Button>
              <Button color="red" loading={remove.fetching} onClick={() => void deleteEntry()}>
                {t('guestbook.admin.deleteConfirm')}
              </Button>
            </Group>
          </Stack>
        </Modal>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Group gap="sm">
        {can.review && (
          <Button variant="light" disabled={busy} loading={review.fetching} onClick={() => void act(() => runReview({ id: entry.id }), t('guestbook.admin.reviewed'))}>
            {t('guestbook.admin.review')}
          </Button>
        )}
        {can.publish && (
          <Button color="green" disabled={busy} loading={publish.fetching} onClick={() => void act(() => runPublish({ id: entry.id }), t('guestbook.admin.published'))}>
            {t('guestbook.admin.publish')}
          </Button>
        )}
        {can.reject && (
          <Button color="orange" variant="light" disabled={busy} loading={reject.fetching} onClick={() => void act(() => runReject({ id: entry.id }), t('guestbook.admin.rejected'))}>
            {entry.state === 'PUBLISHED' ? t('guestbook.admin.takeDown') : t('guestbook.admin.reject')}
          </Button>
        )}
      </Group>
      {can.delete &&
        (confirmDelete ? (
          <Alert color="red" variant="light" title={t('guestbook.admin.deleteQuestion')}>
            <Text fz="sm" mb="sm">
              {t('guestbook.admin.deleteWarning')}
            </Text>
            <Group gap="sm">
              <Button color="red" loading={remove.fetching} onClick={() => void deleteEntry()}>
                {t('guestbook.admin.deleteConfirm')}
              </Button>
              <Button variant="default" disabled={remove.fetching} onClick={() => setConfirmDelete(false)}>
                {t('guestbook.admin.cancel')}
              </Button>
            </Group>
          </Alert>
        ) : (
          <Button variant="subtle" color="red" w="fit-content" disabled={busy} onClick={() => setConfirmDelete(true)}>
            {t('guestbook.admin.delete')}
          </Button>
        ))}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
