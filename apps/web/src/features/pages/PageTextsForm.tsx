import { useState } from 'react';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from 'urql';
import { useTranslation } from '../../i18n/react.js';
import { CAROUSEL_HEIGHT_NAMES, LIMITS, pageBodySchema, pageTitleSchema } from '@venue/shared';
import { readAppError, zodIssueCode } from '../../components/app-error.js';
import { FormError } from '../../components/FormError.js';
import { useErrorText } from '../../components/useErrorText.js';
import type { CarouselHeightValue, VenuePage } from '../../components/venue-page/operations.js';
import { showNotice } from '../../app/warnings.js';
import { MarkdownField } from './MarkdownField.js';
import { UpdatePageMutation } from './operations.js';

const FIELDS = ['titleDe', 'titleEn', 'bodyDe', 'bodyEn', 'carouselHeight'] as const;
type Values = Pick<VenuePage, (typeof FIELDS)[number]>;

/** Titles and Markdown bodies in German and English, and the carousel height; checked with the shared rules. */
export function PageTextsForm({ page, onSaved }: { page: VenuePage; onSaved?: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const [{ fetching }, updatePage] = useMutation(UpdatePageMutation);
  const check = (schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }) => (value: string) => {
    const code = zodIssueCode(schema.safeParse(value));
    return code ? t(`errors.${code}`) : null;
  };
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { titleDe: page.titleDe, titleEn: page.titleEn, bodyDe: page.bodyDe, bodyEn: page.bodyEn, carouselHeight: page.carouselHeight },
    validateInputOnBlur: true,
    validate: { titleDe: check(pageTitleSchema), titleEn: check(pageTitleSchema), bodyDe: check(pageBodySchema), bodyEn: check(pageBodySchema) },
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    const result = await updatePage({ name: page.name, input: values });
    if (!result.error) {
      showNotice(t('pages.editor.saved'));
      onSaved?.();
      return;
    }
    const info = readAppError(result.error);
    const onFields = info.fields.filter((f) => (FIELDS as readonly string[]).includes(f.field.replace(/^input\./, '')));
    for (const issue of onFields) form.setFieldError(issue.field.replace(/^input\./, ''), t(`errors.${issue.code}`));
    if (onFields.length === 0) setFormError(errorText(info));
  });

  const bodyField = (field: 'bodyDe' | 'bodyEn') => {
    const { value, onChange, onBlur, error } = form.getInputProps(field);
    return { value: value as string, onChange: (v: string) => (onChange as (v: string) => void)(v), onBlur, error, maxLength: LIMITS.PAGES.bodyMax, description: t('pages.editor.markdownHint') };
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('pages.editor.titleDe')} required maxLength={LIMITS.PAGES.titleMax} {...form.getInputProps('titleDe')} />
          <TextInput label={t('pages.editor.titleEn')} required maxLength={LIMITS.PAGES.titleMax} {...form.getInputProps('titleEn')} />
        </SimpleGrid>
        <MarkdownField label={t('pages.editor.bodyDe')} language="de" {...bodyField('bodyDe')} />
        <MarkdownField label={t('pages.editor.bodyEn')} language="en" {...bodyField('bodyEn')} />
        <NativeSelect
          label={t('pages.editor.carouselHeight')}
          data={CAROUSEL_HEIGHT_NAMES.map((h) => ({ value: h.toUpperCase(), label: t(`pages.heights.${h}`) }))}
          {...form.getInputProps('carouselHeight')}
          onChange={(e) => form.setFieldValue('carouselHeight', e.currentTarget.value as CarouselHeightValue)}
        />
        <FormError>{formError}</FormError>
        <Group justify="flex-end">
          <Button type="submit" loading={fetching}>
            {t('pages.editor.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
