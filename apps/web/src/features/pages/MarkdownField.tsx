import { useLayoutEffect, useRef, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { ActionIcon, Box, Group, Paper, SimpleGrid, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBold, IconHeading, IconItalic, IconLink, IconList, type Icon } from '@tabler/icons-react';
import { useQuery } from 'urql';
import type { Language } from '@venue/shared';
import { ServerHtml } from '../../components/ServerHtml.js';
import { useTranslation } from '../../i18n/react.js';
import { MarkdownPreviewQuery } from './operations.js';

type Edit = (text: string, start: number, end: number, placeholder: string) => { text: string; start: number; end: number };

/** Wraps the selection (or a placeholder word) in `mark`, e.g. ** for bold. */
const wrap =
  (mark: string): Edit =>
  (text, start, end, placeholder) => {
    const inner = text.slice(start, end) || placeholder;
    return { text: text.slice(0, start) + mark + inner + mark + text.slice(end), start: start + mark.length, end: start + mark.length + inner.length };
  };

/** Puts `prefix` before every line the selection touches (heading, list). */
const prefixLines =
  (prefix: string): Edit =>
  (text, start, end, placeholder) => {
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const selected = text.slice(lineStart, end) || placeholder;
    const changed = selected
      .split('\n')
      .map((line) => (line.startsWith(prefix) ? line : prefix + line))
      .join('\n');
    return { text: text.slice(0, lineStart) + changed + text.slice(Math.max(end, lineStart)), start: lineStart, end: lineStart + changed.length };
  };

const link: Edit = (text, start, end, placeholder) => {
  const label = text.slice(start, end) || placeholder;
  const inserted = `[${label}](https://)`;
  const urlStart = start + label.length + 3;
  return { text: text.slice(0, start) + inserted + text.slice(end), start: urlStart, end: urlStart + 'https://'.length };
};

interface Tool {
  key: 'bold' | 'italic' | 'heading' | 'list' | 'link';
  icon: Icon;
  edit: Edit;
}

const TOOLS: Tool[] = [
  { key: 'bold', icon: IconBold, edit: wrap('**') },
  { key: 'italic', icon: IconItalic, edit: wrap('_') },
  { key: 'heading', icon: IconHeading, edit: prefixLines('## ') },
  { key: 'list', icon: IconList, edit: prefixLines('- ') },
  { key: 'link', icon: IconLink, edit: link },
];

interface MarkdownFieldProps {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  error?: ReactNode;
  maxLength?: number;
  /** The language of the text: the preview renders it as the public page in that language does. */
  language: Language;
}

/** A Markdown text area with a small formatting toolbar and a live preview beside it (below on phones). */
export function MarkdownField({ label, description, value, onChange, onBlur, error, maxLength, language }: MarkdownFieldProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const pendingSelection = useRef<{ start: number; end: number } | null>(null);
  const [debounced] = useDebouncedValue(value, 400);
  const [{ data, error: previewError }] = useQuery({ query: MarkdownPreviewQuery, variables: { markdown: debounced, language }, pause: !debounced.trim() });

  const apply = (tool: Tool) => {
    const el = area.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const result = tool.edit(value, start, end, t(`pages.editor.toolbar.${tool.key}Placeholder`));
    if (maxLength && result.text.length > maxLength) return;
    pendingSelection.current = { start: result.start, end: result.end };
    onChange(result.text);
  };

  // The tool's selection goes back into the field as soon as its new text is there (not a frame
  // later, when the member may already have moved the caret).
  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    if (!selection) return;
    pendingSelection.current = null;
    area.current?.focus();
    area.current?.setSelectionRange(selection.start, selection.end);
  }, [value]);

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Stack gap={6}>
        <Textarea
          ref={area}
          label={label}
          description={description}
          value={value}
          onChange={(e: ChangeEvent<HTMLTextAreaElement>) => onChange(e.currentTarget.value)}
          onBlur={onBlur}
          error={error}
          autosize
          minRows={10}
          maxRows={28}
          maxLength={maxLength}
          styles={{ input: { fontFamily: 'ui-monospace, monospace', fontSize: 14 } }}
          inputContainer={(input) => (
            <Stack gap={6} mt={4}>
              <Group gap={4} role="toolbar" aria-label={t('pages.editor.toolbar.label', { field: label })}>
                {TOOLS.map((tool) => (
                  <Tooltip key={tool.key} label={t(`pages.editor.toolbar.${tool.key}`)} withArrow openDelay={300}>
                    <ActionIcon variant="default" size="lg" aria-label={t(`pages.editor.toolbar.${tool.key}`)} onClick={() => apply(tool)}>
                      <tool.icon size={18} stroke={1.7} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                ))}
              </Group>
              {input}
            </Stack>
          )}
        />
      </Stack>
      <Stack gap={6} component="section" aria-label={t('pages.editor.previewOf', { field: label })}>
        <Text fz="sm" fw={500}>
          {t('pages.editor.preview')}
        </Text>
        <Paper withBorder p="md" radius="md" bg="dark.7" mih={200} style={{ overflow: 'auto', maxHeight: '40rem' }}>
          {!debounced.trim() ? (
            <Text c="dimmed" fz="sm">
              {t('pages.editor.previewEmpty')}
            </Text>
          ) : previewError && !data ? (
            <Text c="red.4" fz="sm" role="alert">
              {t('pages.editor.previewFailed')}
            </Text>
          ) : (
            <Box lang={language}>
              <ServerHtml html={data?.markdownPreview ?? ''} />
            </Box>
          )}
        </Paper>
      </Stack>
    </SimpleGrid>
  );
}
