import { useMemo, type MouseEvent } from 'react';
import { Typography } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isInternalHref, renderMarkdown } from './render-markdown.js';
import './markdown.css';

/**
 * Staff-written Markdown, rendered safely (marked + DOMPurify). Links within the site navigate
 * without reloading the app.
 */
export function Markdown({ source }: { source: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const html = useMemo(() => renderMarkdown(source, { tableLabel: t('pages.tableLabel'), newTabHint: t('pages.newTab') }), [source, t]);

  function followInternalLink(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href || link!.target === '_blank' || !isInternalHref(href) || href.startsWith('#')) return;
    event.preventDefault();
    void navigate(href);
  }

  return (
    <Typography className="venue-markdown">
      {/* Sanitised above; the click handler only intercepts links (which keep their own keyboard behaviour). */}
      <div onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
