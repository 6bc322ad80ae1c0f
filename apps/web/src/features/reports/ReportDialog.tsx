import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from 'urql';
import { REPORTS, reportFormSchema, type ErrorCode, type ReportableSubject, type ReportFormValues } from '@venue/shared';
import { readAppError } from '../../components/app-error.js';
import { useErrorText } from '../../components/useErrorText.js';
import { useTranslation } from '../../i18n/react.js';
import { CreateReportMutation } from './operations.js';

interface Props {
  opened: boolean;
  onClose: () => void;
  subject: ReportableSubject;
  /** The member's id (USER) or the photo's id (PHOTO). */
  subjectId: string;
  /** The member reported, or the photo's owner. */
  name: string;
}

/** The reasons offered first; each but "other" fills the title (which stays editable, spec §5 lengths). */
const REASONS = ['harassment', 'fake', 'underage', 'spam', 'other'] as const;
type Reason = (typeof REASONS)[number];

type Field = keyof ReportFormValues;
const FIELDS: readonly Field[] = ['title', 'message'];
const asField = (path: string): Field | null => {
  const name = path.replace(/^input\./, '');
  return (FIELDS as readonly string[]).includes(name) ? (name as Field) : null;
};

/**
 * Reporting a member or a photo: a reason (harassment, fake profile, under age, spam, other) that
 * fills the title, then title and message, checked with the shared schema as the member leaves a
 * field and on sending (spec §5: title ≥ 5, message ≥ 50); the server's verdict lands on the field
 * it concerns.
 */
export function ReportDialog({ opened, onClose, subject, subjectId, name }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [{ fetching }, create] = useMutation(CreateReportMutation);
  const [reason, setReason] = useState<Reason | null>(null);
  const form = useForm<ReportFormValues>({
    mode: 'controlled',
    initialValues: { title: '', message: '' },
    validateInputOnBlur: true,
    validate: (values) => {
      const result = reportFormSchema.safeParse(values);
      const errors: Partial<Record<Field, string>> = {};
      if (!result.success) {
        for (const issue of result.error.issues) {
          const field = asField(String(issue.path[0] ?? ''));
          if (field && !errors[field]) errors[field] = t(`errors.${issue.message as ErrorCode}`);
        }
      }
      return errors;
    },
  });

  const choose = (value: string) => {
    const chosen = value as Reason;
    setReason(chosen);
    form.setFieldValue('title', chosen === 'other' ? '' : t(`reports.dialog.reasonTitles.${chosen}`, { name }));
    if (form.errors.title) form.validateField('title');
  };

  const close = () => {
    setReason(null);
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    const parsed = reportFormSchema.parse(values);
    const result = await create({ input: { subject, subjectId, ...parsed } });
    if (result.error) {
      const info = readAppError(result.error);
      const onFields = info.fields.filter((f) => asField(f.field));
      for (const issue of onFields) form.setFieldError(asField(issue.field)!, t(`errors.${issue.code}`));
      if (onFields.length === 0) notifications.show({ color: 'red', message: errorText(info) });
      return;
    }
    notifications.show({ color: 'green', message: t('reports.dialog.done') });
    close();
  });

  const { title, message } = form.getValues();
  return (
    <Modal opened={opened} onClose={close} title={t(`reports.dialog.title${subject}`, { name })} centered size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm">{t('reports.dialog.text', { name })}</Text>
          <Radio.Group label={t('reports.dialog.reasonLabel')} value={reason} onChange={choose}>
            <Stack gap="xs" mt="xs">
              {REASONS.map((r, index) => (
                <Radio key={r} value={r} label={t(`reports.dialog.reasons.${r}`)} data-autofocus={index === 0 ? true : undefined} />
              ))}
            </Stack>
          </Radio.Group>
          <TextInput
            label={t('reports.dialog.titleLabel')}
            description={t('reports.dialog.titleHint', { count: title.trim().length, min: REPORTS.titleMin })}
            required
            maxLength={REPORTS.titleMax + 20}
            key={form.key('title')}
            {...form.getInputProps('title')}
          />
          <Textarea
            label={t('reports.dialog.messageLabel')}
            description={t('reports.dialog.messageHint', { count: message.trim().length, min: REPORTS.messageMin })}
            required
            autosize
            minRows={4}
            maxRows={12}
            key={form.key('message')}
            {...form.getInputProps('message')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={fetching}>
              {t('reports.dialog.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
