import type { MouseEvent } from 'react';
import { Typography } from '@mantine/core';
import { useNavigate } from 'react-router';

/** True for links within this site ("/pages/faq", "#top", "faq"): followed without a reload. */
function isInternalHref(href: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('//');
}

/**
 * A text the server rendered from Markdown (venue pages, news, events; safe by construction there:
 * raw HTML escaped, URLs allow-listed). Links within the site navigate without reloading the app.
 */
export function ServerHtml({ html }: { html: string }) {
  const navigate = useNavigate();

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
      {/* Safe HTML from the server; the click handler only intercepts links (which keep their own keyboard behaviour). */}
      <div onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
