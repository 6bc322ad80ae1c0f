import { Button, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CombinedError } from 'urql';
import { ROOMS, roomSettingsSchema, type RoomKind } from '@venue/shared';
import { readAppError } from '../../components/app-error.js';
import { FormError } from '../../components/FormError.js';
import { schemaFieldIssues } from '../../components/schema-errors.js';
import { useErrorText } from '../../components/useErrorText.js';
import { useTranslation } from '../../i18n/react.js';

export interface RoomFormValues {
  kind: RoomKind;
  name: string;
  description: string;
}

const FIELDS = ['name', 'description', 'kind'] as const;

interface Props {
  initial: RoomFormValues;
  /** The kinds to choose from (a new room); left out when the kind is fixed (settings). */
  kinds?: readonly RoomKind[];
  submitLabel: string;
  /** Sends the values; resolves with the server's refusal, if any. */
  onSubmit: (values: RoomFormValues) => Promise<CombinedError | undefined>;
}

/** A room's kind, name and description, checked as the server checks them; the server's refusals by field, in words. */
export function RoomSettingsForm({ initial, kinds, submitLabel, onSubmit }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useForm<RoomFormValues & { form: string }>({
    mode: 'controlled',
    initialValues: { ...initial, form: '' },
    validate: (values) => Object.fromEntries(schemaFieldIssues(roomSettingsSchema, values).map((issue) => [issue.field, t(`errors.${issue.code}`)])),
  });

  const submit = form.onSubmit(async ({ form: _ignored, ...values }) => {
    const error = await onSubmit(values);
    if (!error) return;
    const info = readAppError(error);
    const named = info.fields.filter((f) => (FIELDS as readonly string[]).includes(f.field));
    if (named.length > 0) for (const f of named) form.setFieldError(f.field, errorText({ ...info, code: f.code }));
    else form.setFieldError('form', errorText(info));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {kinds && kinds.length > 0 && (
          <Radio.Group label={t('rooms.form.kind')} required key={form.key('kind')} {...form.getInputProps('kind')}>
            <Stack gap="xs" mt="xs">
              {kinds.map((kind) => (
                <Radio key={kind} value={kind} label={t(`rooms.kind.${kind}`)} description={t(`rooms.kindHint.${kind}`)} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <TextInput
          label={t('rooms.form.name')}
          description={t('rooms.form.nameHint', { min: ROOMS.nameMin, max: ROOMS.nameMax })}
          required
          autoComplete="off"
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <Textarea
          label={t('rooms.form.description')}
          description={t('rooms.form.descriptionHint', { max: ROOMS.descriptionMax })}
          autosize
          minRows={3}
          maxRows={8}
          key={form.key('description')}
          {...form.getInputProps('description')}
        />
        <FormError>{form.errors.form}</FormError>
        <Button type="submit" loading={form.submitting} w="fit-content">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
