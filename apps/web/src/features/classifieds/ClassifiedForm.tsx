import { useState } from 'react';
import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation } from 'urql';
import { CLASSIFIEDS, classifiedInput, SEXES, type ErrorCode } from '@venue/shared';
import { readAppError } from '../../components/app-error.js';
import { FormError } from '../../components/FormError.js';
import { useTranslation } from '../../i18n/react.js';
import { PostClassifiedMutation, UpdateClassifiedMutation, type Classified } from './operations.js';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The classified to edit; without it, a new one. */
  classified?: Classified | null;
  onSaved: () => void;
}

type Field = 'text' | 'lookingFor';
const fieldOf = (path: string): Field | null => (path.includes('lookingFor') ? 'lookingFor' : path.includes('text') ? 'text' : null);

/**
 * Posting or editing a classified: the text (at most 255 characters, a live count) and the profile
 * types it looks for, checked with the shared schema on sending; the server's verdict lands on the
 * field it concerns. A sheet over the whole screen on phones, a dialog on wide screens.
 */
export function ClassifiedForm({ opened, onClose, classified, onSaved }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const [text, setText] = useState(classified?.text ?? '');
  const [lookingFor, setLookingFor] = useState<string[]>(classified?.lookingFor ?? []);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<{ code: ErrorCode; text: string } | null>(null);
  const [{ fetching: posting }, postClassified] = useMutation(PostClassifiedMutation);
  const [{ fetching: updating }, updateClassified] = useMutation(UpdateClassifiedMutation);
  const length = text.trim().length;

  const submit = async () => {
    setFormError(null);
    const parsed = classifiedInput.safeParse({ text, lookingFor });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.path.join('.'));
        if (field && !found[field]) found[field] = t(`errors.${issue.message as ErrorCode}`);
      }
      return setErrors(found);
    }
    const input = parsed.data;
    const result = classified ? await updateClassified({ id: classified.id, input }) : await postClassified({ input });
    if (result.error) {
      const info = readAppError(result.error);
      const onFields = info.fields.filter((f) => fieldOf(f.field));
      if (onFields.length > 0) return setErrors(Object.fromEntries(onFields.map((f) => [fieldOf(f.field)!, t(`errors.${f.code}`)])));
      return setFormError({ code: info.code, text: t(`errors.${info.code}`) });
    }
    if (!classified) {
      setText('');
      setLookingFor([]);
    }
    onSaved();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={classified ? t('classifieds.form.editTitle') : t('classifieds.form.newTitle')}
      centered
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md" component="form" onSubmit={(e) => (e.preventDefault(), void submit())}>
        <Text fz="sm" c="dimmed">
          {t('classifieds.form.intro')}
        </Text>
        <Textarea
          label={t('classifieds.form.textLabel')}
          description={t('classifieds.form.textHint', { count: length, max: CLASSIFIEDS.textMax })}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setErrors((x) => ({ ...x, text: undefined }));
          }}
          error={errors.text}
          autosize
          minRows={4}
          maxRows={8}
          withAsterisk
          data-autofocus
          styles={{ input: { fontSize: 16 } }}
        />
        <Checkbox.Group
          label={t('classifieds.form.lookingForLabel')}
          description={t('classifieds.form.lookingForHint')}
          value={lookingFor}
          onChange={(value) => {
            setLookingFor(value);
            setErrors((x) => ({ ...x, lookingFor: undefined }));
          }}
          error={errors.lookingFor}
          withAsterisk
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
            {SEXES.map((sex) => (
              <Checkbox key={sex} value={sex} label={t(`profileType.${sex}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <FormError code={formError?.code}>{formError?.text}</FormError>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={posting || updating}>
            {classified ? t('classifieds.form.save') : t('classifieds.form.post')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
