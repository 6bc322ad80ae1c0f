import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useMutation } from 'urql';
import { ConfirmButton } from '../../components/ConfirmButton.js';
import { useErrorText } from '../../components/useErrorText.js';
import { useTranslation } from '../../i18n/react.js';
import { ClassifiedForm } from './ClassifiedForm.js';
import { DeleteClassifiedMutation, RenewClassifiedMutation, type Classified } from './operations.js';

/** The author's buttons on their own classified, as viewerCan allows: edit, renew, delete (asks first). */
export function OwnClassifiedActions({ classified, onChanged }: { classified: Classified; onChanged: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching: renewing }, renew] = useMutation(RenewClassifiedMutation);
  const [, remove] = useMutation(DeleteClassifiedMutation);
  const { viewerCan } = classified;

  const onRenew = async () => {
    const result = await renew({ id: classified.id });
    if (result.error) return setError(errorText(result.error));
    setError(null);
    notifications.show({ color: 'green', message: t('classifieds.own.renewed') });
    onChanged();
  };

  return (
    <>
      <Group gap="xs" wrap="wrap">
        {viewerCan.renew && (
          <Button variant={classified.expired ? 'filled' : 'light'} size="sm" leftSection={<IconRefresh size={16} aria-hidden="true" />} loading={renewing} onClick={() => void onRenew()}>
            {t('classifieds.own.renew')}
          </Button>
        )}
        {viewerCan.edit && (
          <Button variant="default" size="sm" leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={() => setEditing(true)}>
            {t('classifieds.own.edit')}
          </Button>
        )}
        {viewerCan.delete && (
          <ConfirmButton
            variant="subtle"
            color="red"
            size="sm"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            title={t('classifieds.own.deleteTitle')}
            message={t('classifieds.own.deleteText')}
            confirmLabel={t('classifieds.own.delete')}
            onConfirm={async () => {
              const result = await remove({ id: classified.id });
              if (result.error) {
                setError(errorText(result.error));
                return false;
              }
              notifications.show({ color: 'green', message: t('classifieds.own.deleted') });
              onChanged();
              return true;
            }}
          >
            {t('classifieds.own.delete')}
          </ConfirmButton>
        )}
      </Group>
      {error && (
        <Text fz="sm" c="red.4" role="alert" w="100%">
          {error}
        </Text>
      )}
      {editing && <ClassifiedForm opened onClose={() => setEditing(false)} classified={classified} onSaved={onChanged} />}
    </>
  );
}
