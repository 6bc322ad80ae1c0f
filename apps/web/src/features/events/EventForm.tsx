import { useState } from 'react';
import { Button, Checkbox, Fieldset, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../i18n/react.js';
import type { CombinedError } from 'urql';
import { CONTENT_LIMITS, SLUG_MAX, eventInput, type FieldIssue } from '@venue/shared';
import { readAppError } from '../../components/app-error.js';
import { ContentImageField, type ContentImageValue } from '../../components/ContentImageField.js';
import { FormError } from '../../components/FormError.js';
import { schemaFieldIssues } from '../../components/schema-errors.js';
import { useErrorText } from '../../components/useErrorText.js';
import { isoToZurichLocal, zurichLocalToIso } from '../../components/zurich-time.js';
import { chfToRappen, rappenToChf } from './format.js';
import type { EventInput, VenueEvent } from './operations.js';

interface Values {
  titleDe: string;
  titleEn: string;
  descriptionDe: string;
  descriptionEn: string;
  dressCodeDe: string;
  dressCodeEn: string;
  /** datetime-local values in Swiss time. */
  startsAt: string;
  endsAt: string;
  coupleOnly: boolean;
  priceManChf: string;
  priceWomanChf: string;
  priceCoupleChf: string;
  /** People in total; empty = unlimited. */
  capacity: string;
  slug: string;
  image: ContentImageValue | null;
}

const PRICE_FIELDS = { priceManRappen: 'priceManChf', priceWomanRappen: 'priceWomanChf', priceCoupleRappen: 'priceCoupleChf' } as const;
/** Server field → form field (prices are entered in francs, the image as a picture). */
function formField(field: string): keyof Values | null {
  if (field in PRICE_FIELDS) return PRICE_FIELDS[field as keyof typeof PRICE_FIELDS];
  if (field === 'imageKey') return 'image';
  const own = ['titleDe', 'titleEn', 'descriptionDe', 'descriptionEn', 'dressCodeDe', 'dressCodeEn', 'startsAt', 'endsAt', 'coupleOnly', 'capacity', 'slug'];
  return own.includes(field) ? (field as keyof Values) : null;
}

/** The form's values as the API input, plus issues the conversion itself finds (unreadable time or price). */
function toInput(values: Values): { input: EventInput; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const time = (field: 'startsAt' | 'endsAt', required: boolean) => {
    if (!values[field].trim()) {
      if (required) issues.push({ field, code: 'DATE_INVALID' });
      return null;
    }
    const iso = zurichLocalToIso(values[field]);
    if (!iso) issues.push({ field, code: 'DATE_INVALID' });
    return iso;
  };
  const price = (field: keyof typeof PRICE_FIELDS) => {
    const rappen = chfToRappen(values[PRICE_FIELDS[field]]);
    if (Number.isNaN(rappen)) issues.push({ field, code: 'PRICE_INVALID' });
    return Number.isNaN(rappen) ? null : rappen;
  };
  const capacityText = values.capacity.trim();
  // A whole number of people (its range is the shared schema's); empty: unlimited.
  const capacity = capacityText === '' ? null : /^\d{1,6}$/.test(capacityText) ? Number(capacityText) : Number.NaN;
  if (Number.isNaN(capacity)) issues.push({ field: 'capacity', code: 'CAPACITY_INVALID' });
  const input: EventInput = {
    titleDe: values.titleDe,
    titleEn: values.titleEn,
    descriptionDe: values.descriptionDe,
    descriptionEn: values.descriptionEn,
    dressCodeDe: values.dressCodeDe.trim() || null,
    dressCodeEn: values.dressCodeEn.trim() || null,
    startsAt: time('startsAt', true) ?? '',
    endsAt: time('endsAt', false),
    coupleOnly: values.coupleOnly,
    priceManRappen: price('priceManRappen'),
    priceWomanRappen: price('priceWomanRappen'),
    priceCoupleRappen: price('priceCoupleRappen'),
    capacity: capacity === null || Number.isNaN(capacity) ? null : capacity,
    slug: values.slug.trim() || null,
    imageKey: values.image?.key ?? null,
  };
  return { input, issues };
}

function initialValues(event: VenueEvent | null): Values {
  return {
    titleDe: event?.titleDe ?? '',
    titleEn: event?.titleEn ?? '',
    descriptionDe: event?.descriptionDe ?? '',
    descriptionEn: event?.descriptionEn ?? '',
    dressCodeDe: event?.dressCodeDe ?? '',
    dressCodeEn: event?.dressCodeEn ?? '',
    startsAt: isoToZurichLocal(event?.startsAt),
    endsAt: isoToZurichLocal(event?.endsAt),
    coupleOnly: event?.coupleOnly ?? false,
    priceManChf: rappenToChf(event?.priceManRappen ?? null),
    priceWomanChf: rappenToChf(event?.priceWomanRappen ?? null),
    priceCoupleChf: rappenToChf(event?.priceCoupleRappen ?? null),
    capacity: event?.capacity == null ? '' : String(event.capacity),
    slug: event?.slug ?? '',
    image: event?.imageKey && event.imageWidth && event.imageHeight ? { key: event.imageKey, width: event.imageWidth, height: event.imageHeight } : null,
  };
}

/** Both languages, times in Swiss time, prices in francs; checked with the shared schema before sending. */
export function EventForm({ event, onSave }: { event: VenueEvent | null; onSave: (input: EventInput) => Promise<CombinedError | undefined> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const toErrors = (issues: FieldIssue[]) =>
    Object.fromEntries(issues.flatMap((issue) => (formField(issue.field) ? [[formField(issue.field)!, t(`errors.${issue.code}`)]] : [])));
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initialValues(event),
    validate: (values) => {
      const { input, issues } = toInput(values);
      const seen = new Set(issues.map((i) => i.field));
      return toErrors([...issues, ...schemaFieldIssues(eventInput, input).filter((i) => !seen.has(i.field))]);
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    const error = await onSave(toInput(values).input);
    if (!error) return;
    const info = readAppError(error);
    const known = info.fields.filter((f) => formField(f.field));
    form.setErrors(toErrors(known));
    if (known.length === 0) setFormError(errorText(info));
  });

  const priceProps = { inputMode: 'decimal' as const, leftSection: 'CHF', leftSectionWidth: 48, description: t('events.form.priceHint') };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Stack gap="sm">
            <TextInput label={t('events.form.titleDe')} required maxLength={CONTENT_LIMITS.titleMax} key={form.key('titleDe')} {...form.getInputProps('titleDe')} />
            <TextInput label={t('events.form.dressCodeDe')} maxLength={CONTENT_LIMITS.dressCodeMax} key={form.key('dressCodeDe')} {...form.getInputProps('dressCodeDe')} />
            <Textarea label={t('events.form.descriptionDe')} description={t('events.form.markdownHint')} required autosize minRows={6} maxRows={20} key={form.key('descriptionDe')} {...form.getInputProps('descriptionDe')} />
          </Stack>
          <Stack gap="sm">
            <TextInput label={t('events.form.titleEn')} required maxLength={CONTENT_LIMITS.titleMax} key={form.key('titleEn')} {...form.getInputProps('titleEn')} />
            <TextInput label={t('events.form.dressCodeEn')} maxLength={CONTENT_LIMITS.dressCodeMax} key={form.key('dressCodeEn')} {...form.getInputProps('dressCodeEn')} />
            <Textarea label={t('events.form.descriptionEn')} description={t('events.form.markdownHint')} required autosize minRows={6} maxRows={20} key={form.key('descriptionEn')} {...form.getInputProps('descriptionEn')} />
          </Stack>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput type="datetime-local" label={t('events.form.startsAt')} required key={form.key('startsAt')} {...form.getInputProps('startsAt')} />
          <TextInput type="datetime-local" label={t('events.form.endsAt')} key={form.key('endsAt')} {...form.getInputProps('endsAt')} />
        </SimpleGrid>
        <Checkbox label={t('events.form.coupleOnly')} key={form.key('coupleOnly')} {...form.getInputProps('coupleOnly', { type: 'checkbox' })} />
        <Fieldset legend={t('events.prices')} variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput label={t('events.guestTypes.man')} {...priceProps} key={form.key('priceManChf')} {...form.getInputProps('priceManChf')} />
            <TextInput label={t('events.guestTypes.woman')} {...priceProps} key={form.key('priceWomanChf')} {...form.getInputProps('priceWomanChf')} />
            <TextInput label={t('events.guestTypes.couple')} {...priceProps} key={form.key('priceCoupleChf')} {...form.getInputProps('priceCoupleChf')} />
          </SimpleGrid>
        </Fieldset>
        <TextInput
          label={t('admin.door.eventCapacity')}
          description={t('admin.door.eventCapacityHint')}
          inputMode="numeric"
          maxLength={6}
          maw={{ base: '100%', sm: 320 }}
          key={form.key('capacity')}
          {...form.getInputProps('capacity')}
        />
        <TextInput
          label={t('events.form.slug')}
          description={event ? t('events.form.slugHintEdit') : t('events.form.slugHintNew')}
          maxLength={SLUG_MAX}
          autoCapitalize="none"
          spellCheck={false}
          key={form.key('slug')}
          {...form.getInputProps('slug')}
        />
        <ContentImageField
          ns="events"
          purpose="events"
          value={form.values.image}
          onChange={(image) => form.setFieldValue('image', image)}
          error={form.errors.image as string | undefined}
        />
        <FormError>{formError}</FormError>
        <Button type="submit" loading={form.submitting} w={{ base: '100%', sm: 'auto' }}>
          {t('events.form.save')}
        </Button>
      </Stack>
    </form>
  );
}
