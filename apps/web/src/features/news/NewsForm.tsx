import { useState } from 'react';
import { Button, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../i18n/react.js';
import type { CombinedError } from 'urql';
import { CONTENT_LIMITS, SLUG_MAX, newsInput } from '@venue/shared';
import { readAppError } from '../../components/app-error.js';
import { ContentImageField, type ContentImageValue } from '../../components/ContentImageField.js';
import { FormError } from '../../components/FormError.js';
import { schemaFieldIssues } from '../../components/schema-errors.js';
import { useErrorText } from '../../components/useErrorText.js';
import type { NewsInput, NewsPost } from './operations.js';

interface Values {
  titleDe: string;
  titleEn: string;
  bodyDe: string;
  bodyEn: string;
  slug: string;
  image: ContentImageValue | null;
}

const FIELDS = ['titleDe', 'titleEn', 'bodyDe', 'bodyEn', 'slug', 'imageKey'] as const;

function toInput(values: Values): NewsInput {
  return {
    titleDe: values.titleDe,
    titleEn: values.titleEn,
    bodyDe: values.bodyDe,
    bodyEn: values.bodyEn,
    slug: values.slug.trim() || null,
    imageKey: values.image?.key ?? null,
  };
}

/** Both languages side by side (stacked on a phone), checked with the shared schema before sending. */
export function NewsForm({ post, onSave }: { post: NewsPost | null; onSave: (input: NewsInput) => Promise<CombinedError | undefined> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      titleDe: post?.titleDe ?? '',
      titleEn: post?.titleEn ?? '',
      bodyDe: post?.bodyDe ?? '',
      bodyEn: post?.bodyEn ?? '',
      slug: post?.slug ?? '',
      image: post?.imageKey && post.imageWidth && post.imageHeight ? { key: post.imageKey, width: post.imageWidth, height: post.imageHeight } : null,
    },
    validate: (values) =>
      Object.fromEntries(schemaFieldIssues(newsInput, toInput(values)).map((issue) => [issue.field === 'imageKey' ? 'image' : issue.field, t(`errors.${issue.code}`)])),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    const error = await onSave(toInput(values));
    if (!error) return;
    const info = readAppError(error);
    const known = info.fields.filter((f) => (FIELDS as readonly string[]).includes(f.field));
    for (const issue of known) form.setFieldError(issue.field === 'imageKey' ? 'image' : issue.field, t(`errors.${issue.code}`));
    if (known.length === 0) setFormError(errorText(info));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Stack gap="sm">
            <TextInput label={t('news.form.titleDe')} required maxLength={CONTENT_LIMITS.titleMax} key={form.key('titleDe')} {...form.getInputProps('titleDe')} />
            <Textarea label={t('news.form.bodyDe')} description={t('news.form.markdownHint')} required autosize minRows={8} maxRows={24} key={form.key('bodyDe')} {...form.getInputProps('bodyDe')} />
          </Stack>
          <Stack gap="sm">
            <TextInput label={t('news.form.titleEn')} required maxLength={CONTENT_LIMITS.titleMax} key={form.key('titleEn')} {...form.getInputProps('titleEn')} />
            <Textarea label={t('news.form.bodyEn')} description={t('news.form.markdownHint')} required autosize minRows={8} maxRows={24} key={form.key('bodyEn')} {...form.getInputProps('bodyEn')} />
          </Stack>
        </SimpleGrid>
        <TextInput
          label={t('news.form.slug')}
          description={post ? t('news.form.slugHintEdit') : t('news.form.slugHintNew')}
          maxLength={SLUG_MAX}
          autoCapitalize="none"
          spellCheck={false}
          key={form.key('slug')}
          {...form.getInputProps('slug')}
        />
        <ContentImageField
          ns="news"
          purpose="news"
          value={form.values.image}
          onChange={(image) => form.setFieldValue('image', image)}
          error={form.errors.image as string | undefined}
        />
        <FormError>{formError}</FormError>
        <Button type="submit" loading={form.submitting} w={{ base: '100%', sm: 'auto' }}>
          {t('news.form.save')}
        </Button>
      </Stack>
    </form>
  );
}
