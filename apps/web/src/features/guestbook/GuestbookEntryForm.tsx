import { useState } from 'react';
import { Button, Group, NativeSelect, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../i18n/react.js';
import type { CombinedError } from 'urql';
import { LIMITS, guestbookEntryInput, guestbookToday, type ErrorCode } from '@venue/shared';
import { readAppError } from '../../components/app-error.js';
import { FormError } from '../../components/FormError.js';
import { useErrorText } from '../../components/useErrorText.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { eventTitle, formatDay } from './format.js';
import type { GuestbookEntryInput, GuestbookEvent } from './operations.js';
import { StarIcons } from './RatingStars.js';

const G = LIMITS.GUESTBOOK;
const RATINGS = [0, 1, 2, 3] as const;
const FIELDS = ['title', 'body', 'rating', 'visitDate', 'eventId'] as const;
type Field = (typeof FIELDS)[number];

export interface EntryFormValues {
  title: string;
  body: string;
  /** '' until a rating is chosen: there is no default, the rating is the writer's choice. */
  rating: string;
  visitDate: string;
  eventId: string;
}

function asField(path: string): Field | null {
  const name = path.replace(/^input\./, '');
  return (FIELDS as readonly string[]).includes(name) ? (name as Field) : null;
}

function toInput(values: EntryFormValues) {
  return {
    title: values.title,
    body: values.body,
    rating: values.rating === '' ? undefined : Number(values.rating),
    visitDate: values.visitDate || null,
    eventId: values.eventId || null,
  };
}

export function emptyEntryValues(): EntryFormValues {
  return { title: '', body: '', rating: '', visitDate: '', eventId: '' };
}

/**
 * The guestbook entry form, for members writing and admins correcting. It checks with the shared
 * schema as fields are left; the server's verdict lands on the field it concerns, and any failure
 * says, in the spec's words, that the entry could not be saved.
 */
export function GuestbookEntryForm({
  initialValues = emptyEntryValues(),
  events,
  submitLabel,
  onSubmit,
}: {
  initialValues?: EntryFormValues;
  /** Events the entry may be about (past, published). */
  events: GuestbookEvent[];
  submitLabel: string;
  /** Resolves with the server's error, or nothing on success. */
  onSubmit: (input: GuestbookEntryInput) => Promise<CombinedError | undefined>;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const today = guestbookToday(new Date());

  const form = useForm<EntryFormValues>({
    mode: 'controlled',
    initialValues,
    validateInputOnBlur: true,
    validate: (values) => {
      const result = guestbookEntryInput(today).safeParse(toInput(values));
      const errors: Partial<Record<Field, string>> = {};
      if (!result.success) {
        for (const issue of result.error.issues) {
          const field = asField(String(issue.path[0] ?? ''));
          if (field && !errors[field]) errors[field] = t(`errors.${issue.message as ErrorCode}`);
        }
      }
      return errors;
    },
    // A visit date or an event: choosing one clears the other.
    onValuesChange: (values, previous) => {
      if (values.eventId && values.eventId !== previous.eventId && values.visitDate) form.setFieldValue('visitDate', '');
      if (values.visitDate && values.visitDate !== previous.visitDate && values.eventId) form.setFieldValue('eventId', '');
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    const input = toInput(values);
    const error = await onSubmit({ ...input, title: input.title.trim(), body: input.body.trim(), rating: input.rating ?? 0 });
    if (!error) return;
    const info = readAppError(error);
    let onField = 0;
    for (const issue of info.fields) {
      const field = asField(issue.field);
      if (!field) continue;
      form.setFieldError(field, t(`errors.${issue.code}`));
      onField += 1;
    }
    const notSaved = t('errors.GUESTBOOK_NOT_SAVED');
    // The spec's sentence always; the reason too when no field carries it.
    setFormError(info.code === 'GUESTBOOK_NOT_SAVED' || onField > 0 ? notSaved : `${notSaved}: ${errorText(info)}`);
  });

  const eventOptions = [
    { value: '', label: t('guestbook.form.noEvent') },
    ...events.map((e) => ({ value: e.id, label: `${eventTitle(e, language)} (${formatDay(e.startsAt, language)})` })),
  ];

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('guestbook.form.title')}
          description={t('guestbook.form.lengthHint', { min: G.titleMin, max: G.titleMax })}
          required
          maxLength={G.titleMax + 20}
          key={form.key('title')}
          {...form.getInputProps('title')}
        />
        <Textarea
          label={t('guestbook.form.body')}
          description={t('guestbook.form.lengthHint', { min: G.bodyMin, max: G.bodyMax })}
          required
          autosize
          minRows={5}
          maxRows={16}
          key={form.key('body')}
          {...form.getInputProps('body')}
        />
        <Radio.Group label={t('guestbook.form.rating')} description={t('guestbook.form.ratingHint')} required key={form.key('rating')} {...form.getInputProps('rating')}>
          <Stack gap="xs" mt="xs">
            {RATINGS.map((value) => (
              <Radio
                key={value}
                value={String(value)}
                label={
                  <Group gap={8} wrap="nowrap" component="span">
                    <StarIcons rating={value} max={G.ratingMax} size={16} />
                    <span>{t(`guestbook.rating.option${value}`)}</span>
                  </Group>
                }
              />
            ))}
          </Stack>
        </Radio.Group>
        <Text fz="sm" fw={500}>
          {t('guestbook.form.whenLabel')}
        </Text>
        <TextInput
          type="date"
          label={t('guestbook.form.visitDate')}
          max={today}
          min="2000-01-01"
          key={form.key('visitDate')}
          {...form.getInputProps('visitDate')}
        />
        <NativeSelect label={t('guestbook.form.event')} data={eventOptions} key={form.key('eventId')} {...form.getInputProps('eventId')} />
        <FormError>{formError}</FormError>
        <Button type="submit" loading={form.submitting} fullWidth mt="xs">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
