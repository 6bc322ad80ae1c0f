import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { messageBodySchema, pathTo } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { readAppError, zodIssueCode } from '../../components/app-error.js';
import { useErrorText } from '../../components/useErrorText.js';
import { ConversationWithQuery, WriteToMutation, type ContactState } from './operations.js';

/**
 * The profile's "send a message" button: to the conversation the two share, or a first message in
 * a dialog; when the server refuses (blocks, contact settings, profile type, the limit of three
 * conversations), the button is disabled and the reason is said in words. A list that already has
 * the state (`contact`, e.g. each classified's author) passes it, and the button asks nothing.
 */
export function WriteButton({ slug, contact: known }: { slug: string; contact?: ContactState | null }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [{ data }] = useQuery({ query: ConversationWithQuery, variables: { slug }, requestPolicy: 'cache-and-network', pause: known !== undefined });
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, writeTo] = useMutation(WriteToMutation);
  const contact = known !== undefined ? known : data?.conversationWith;
  if (!contact) return null;

  if (contact.conversation) {
    return (
      <Button component={Link} to={pathTo('conversation', { id: contact.conversation.id })} leftSection={<IconMessageCircle size={18} aria-hidden="true" />}>
        {t('conversations.write.open')}
      </Button>
    );
  }
  if (contact.refusal) {
    return (
      <Stack gap={4}>
        <Button disabled w="fit-content">
          {t('conversations.write.button')}
        </Button>
        <Text fz="sm" c="dimmed">
          {t(`errors.${contact.refusal}`, { defaultValue: t('errors.NOT_ALLOWED') })}
        </Text>
      </Stack>
    );
  }

  const submit = async () => {
    const code = zodIssueCode(messageBodySchema.safeParse(body));
    if (code) return setError(errorText({ code, fields: [] }));
    const result = await writeTo({ slug, body });
    const conversation = result.data?.writeTo.conversation;
    if (!conversation) {
      const info = result.error ? readAppError(result.error) : null;
      return setError(errorText(info ? { ...info, code: info.code === 'BAD_INPUT' && info.fields[0] ? info.fields[0].code : info.code } : { code: 'INTERNAL', fields: [] }));
    }
    setOpen(false);
    void navigate(pathTo('conversation', { id: conversation.id }));
  };

  return (
    <>
      <Button onClick={() => setOpen(true)} leftSection={<IconMessageCircle size={18} aria-hidden="true" />}>
        {t('conversations.write.button')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('conversations.write.title', { name: contact.member.username })} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
        <Stack gap="md" component="form" onSubmit={(e) => (e.preventDefault(), void submit())}>
          <Textarea
            label={t('conversations.send.label')}
            value={body}
            onChange={(e) => {
              setBody(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            autosize
            minRows={3}
            maxRows={10}
            data-autofocus
            styles={{ input: { fontSize: 16 } }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={fetching}>
              {t('conversations.send.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
