import { Divider, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { pathTo } from '@venue/shared';
import { ConfirmButton } from '../../components/ConfirmButton.js';
import { FormError } from '../../components/FormError.js';
import { useErrorText } from '../../components/useErrorText.js';
import { showNotice } from '../../app/warnings.js';
import { useTranslation } from '../../i18n/react.js';
import { useState } from 'react';
import { DeleteChatRoomMutation, UpdateChatRoomMutation, type ChatRoom } from './operations.js';
import { RoomFrame } from './RoomFrame.js';
import { RoomSettingsForm } from './RoomSettingsForm.js';
import { useRoom } from './useRoom.js';

function DeleteRoom({ room }: { room: ChatRoom }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [, remove] = useMutation(DeleteChatRoomMutation);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="sm">
      <Title order={2} fz="h3">
        {t('rooms.settings.deleteTitle')}
      </Title>
      <Text fz="sm">{t('rooms.settings.deleteText')}</Text>
      <ConfirmButton
        color="red"
        variant="outline"
        w="fit-content"
        title={t('rooms.settings.deleteConfirmTitle')}
        message={t('rooms.settings.deleteConfirmText', { name: room.name })}
        confirmLabel={t('rooms.settings.deleteConfirm')}
        onConfirm={async () => {
          const result = await remove({ id: room.id });
          if (result.error) {
            setError(errorText(result.error));
            return true;
          }
          showNotice(t('rooms.settings.deleted', { name: room.name }));
          void navigate(pathTo('publicChat'), { replace: true });
          return true;
        }}
      >
        {t('rooms.settings.delete')}
      </ConfirmButton>
      <FormError>{error}</FormError>
    </Stack>
  );
}

function Settings({ room, refresh }: { room: ChatRoom; refresh: () => void }) {
  const { t } = useTranslation();
  const [, update] = useMutation(UpdateChatRoomMutation);
  if (!room.viewerCan.editSettings) return <Text role="alert">{t('rooms.settings.notAllowed')}</Text>;
  return (
    <Stack gap="lg">
      <Title order={2} fz="h3">
        {t('rooms.settings.title')}
      </Title>
      <RoomSettingsForm
        initial={{ kind: room.kind, name: room.name, description: room.description }}
        submitLabel={t('rooms.settings.save')}
        onSubmit={async (values) => {
          const result = await update({ id: room.id, input: { name: values.name.trim(), description: values.description.trim() } });
          if (result.error) return result.error;
          showNotice(t('rooms.settings.saved'));
          refresh();
          return undefined;
        }}
      />
      {room.viewerCan.delete && (
        <>
          <Divider />
          <DeleteRoom room={room} />
        </>
      )}
    </Stack>
  );
}

/** `/public-chat/:id/settings`: room admins change name and description, or delete the room. */
export function Component() {
  const { t } = useTranslation();
  const state = useRoom();
  return (
    <RoomFrame state={state} title={(room) => t('rooms.settings.pageTitle', { name: room.name })}>
      {(room) => <Settings room={room} refresh={state.refresh} />}
    </RoomFrame>
  );
}
