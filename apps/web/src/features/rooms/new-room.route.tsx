import { Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { FormPage } from '../../components/FormPage.js';
import { PageLoader } from '../../components/PageLoader.js';
import { useTranslation } from '../../i18n/react.js';
import { CreateChatRoomMutation, RoomCreationQuery } from './operations.js';
import { RoomSettingsForm } from './RoomSettingsForm.js';
import { BackLink } from '../../components/BackLink.js';

/** `/new-public-chat`: a new room of a kind the member may create (creatableRoomKinds). */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [{ data, fetching }] = useQuery({ query: RoomCreationQuery, requestPolicy: 'network-only' });
  const [, create] = useMutation(CreateChatRoomMutation);
  const kinds = data?.currentUser?.creatableRoomKinds ?? [];
  const back = (
    <BackLink to={pathTo('publicChat')}>{t('rooms.backToList')}</BackLink>
  );
  if (!data && fetching) return <PageLoader />;
  return (
    <FormPage title={t('rooms.new.title')}>
      {back}
      {kinds.length === 0 ? (
        <Text>{t('rooms.new.notAllowed')}</Text>
      ) : (
        <RoomSettingsForm
          initial={{ kind: kinds[0]!, name: '', description: '' }}
          kinds={kinds}
          submitLabel={t('rooms.new.submit')}
          onSubmit={async (values) => {
            const result = await create({ input: { kind: values.kind, name: values.name.trim(), description: values.description.trim() || null } });
            if (result.error) return result.error;
            if (result.data) void navigate(pathTo('publicChatRoom', { id: result.data.createChatRoom.id }));
            return undefined;
          }}
        />
      )}
    </FormPage>
  );
}
