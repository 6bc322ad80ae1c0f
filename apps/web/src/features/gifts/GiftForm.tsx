import { useState } from 'react';
import { Button, Checkbox, NumberInput, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CombinedError } from 'urql';
import { GIFTS, giftInput } from '@venue/shared';
import { readAppError } from '../../components/app-error.js';
import { ContentImageField, type ContentImageValue } from '../../components/ContentImageField.js';
import { FormError } from '../../components/FormError.js';
import { schemaFieldIssues } from '../../components/schema-errors.js';
import { useErrorText } from '../../components/useErrorText.js';
import { useTranslation } from '../../i18n/react.js';
import type { Gift, GiftInput } from './operations.js';

interface Values {
  nameDe: string;
  nameEn: string;
  descriptionDe: string;
  descriptionEn: string;
  /** CHF as typed. */
  price: number | string;
  active: boolean;
  /** Empty: unlimited. */
  stock: number | string;
  image: ContentImageValue | null;
}

const FIELDS = ['nameDe', 'nameEn', 'descriptionDe', 'descriptionEn', 'priceRappen', 'active', 'stock', 'imageKey'] as const;
/** Server and schema fields to the form's own names. */
const formField = (field: string) => (field === 'imageKey' ? 'image' : field === 'priceRappen' ? 'price' : field);

function toInput(values: Values): GiftInput {
  return {
    nameDe: values.nameDe,
    nameEn: values.nameEn,
    descriptionDe: values.descriptionDe,
    descriptionEn: values.descriptionEn,
    priceRappen: values.price === '' ? Number.NaN : Math.round(Number(values.price) * 100),
    active: values.active,
    stock: values.stock === '' ? null : Number(values.stock),
    imageKey: values.image?.key ?? null,
  };
}

/** A catalogue entry in both languages (side by side, stacked on a phone), checked with the shared schema before sending. */
export function GiftForm({ gift, onSave }: { gift: Gift | null; onSave: (input: GiftInput) => Promise<CombinedError | undefined> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      nameDe: gift?.nameDe ?? '',
      nameEn: gift?.nameEn ?? '',
      descriptionDe: gift?.descriptionDe ?? '',
      descriptionEn: gift?.descriptionEn ?? '',
      price: gift ? gift.priceRappen / 100 : '',
      active: gift?.active ?? true,
      stock: gift?.stock ?? '',
      image: gift?.imageKey && gift.imageWidth && gift.imageHeight ? { key: gift.imageKey, width: gift.imageWidth, height: gift.imageHeight } : null,
    },
    validate: (values) => Object.fromEntries(schemaFieldIssues(giftInput, toInput(values)).map((issue) => [formField(issue.field), t(`errors.${issue.code}`)])),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    const error = await onSave(toInput(values));
    if (!error) return;
    const info = readAppError(error);
    const known = info.fields.filter((f) => (FIELDS as readonly string[]).includes(f.field));
    for (const issue of known) form.setFieldError(formField(issue.field), t(`errors.${issue.code}`));
    if (known.length === 0) setFormError(errorText(info));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Stack gap="sm">
            <TextInput label={t('gifts.form.nameDe')} required maxLength={GIFTS.nameMax} key={form.key('nameDe')} {...form.getInputProps('nameDe')} />
            <Textarea label={t('gifts.form.descriptionDe')} required rows={4} maxLength={GIFTS.descriptionMax} key={form.key('descriptionDe')} {...form.getInputProps('descriptionDe')} />
          </Stack>
          <Stack gap="sm">
            <TextInput label={t('gifts.form.nameEn')} required maxLength={GIFTS.nameMax} key={form.key('nameEn')} {...form.getInputProps('nameEn')} />
            <Textarea label={t('gifts.form.descriptionEn')} required rows={4} maxLength={GIFTS.descriptionMax} key={form.key('descriptionEn')} {...form.getInputProps('descriptionEn')} />
          </Stack>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label={t('gifts.form.price')}
            required
            min={GIFTS.priceMinRappen / 100}
            max={GIFTS.priceMaxRappen / 100}
            decimalScale={2}
            allowNegative={false}
            leftSection="CHF"
            leftSectionWidth={48}
            key={form.key('price')}
            {...form.getInputProps('price')}
          />
          <NumberInput
            label={t('gifts.form.stock')}
            description={t('gifts.form.stockHint')}
            min={0}
            max={GIFTS.stockMax}
            allowDecimal={false}
            allowNegative={false}
            key={form.key('stock')}
            {...form.getInputProps('stock')}
          />
        </SimpleGrid>
        <Checkbox label={t('gifts.form.active')} description={t('gifts.form.activeHint')} key={form.key('active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <ContentImageField ns="gifts" purpose="gifts" value={form.values.image} onChange={(image) => form.setFieldValue('image', image)} error={form.errors.image as string | undefined} />
        <FormError>{formError}</FormError>
        <Button type="submit" loading={form.submitting} w={{ base: '100%', sm: 'auto' }}>
          {t('gifts.form.save')}
        </Button>
      </Stack>
    </form>
  );
}
