import { Marked } from 'marked';
import DOMPurify from 'dompurify';

// Markdown written by staff, shown to everyone: parsed by marked, then sanitised by DOMPurify
// (no scripts, no event handlers, no javascript: URLs, no forms, no inline styles).
const marked = new Marked({ gfm: true, async: false });

const PURIFY = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  ALLOW_DATA_ATTR: false,
};

export interface RenderOptions {
  /** Accessible name of the scroll box around each table ("Table, scrolls sideways"). */
  tableLabel: string;
  /** Appended to the accessible name of links that open in a new tab. */
  newTabHint?: string;
}

/** True for links within this site ("/pages/faq", "#top"); they are followed without a reload. */
export function isInternalHref(href: string): boolean {
  return (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#');
}

/**
 * Markdown → sanitised HTML. Tables get a keyboard-focusable box that scrolls sideways on narrow
 * screens; links to other sites open in a new tab without access to this one.
 */
export function renderMarkdown(source: string, opts: RenderOptions): string {
  const html = marked.parse(source) as string;
  const fragment = DOMPurify.sanitize(html, { ...PURIFY, RETURN_DOM_FRAGMENT: true });
  // Only safe, fixed attributes are added after sanitising.
  for (const table of Array.from(fragment.querySelectorAll('table'))) {
    const box = document.createElement('div');
    box.className = 'venue-markdown-table';
    box.setAttribute('role', 'region');
    box.setAttribute('tabindex', '0');
    box.setAttribute('aria-label', opts.tableLabel);
    table.replaceWith(box);
    box.append(table);
  }
  for (const link of Array.from(fragment.querySelectorAll('a[href]'))) {
    if (isInternalHref(link.getAttribute('href')!)) continue;
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
    if (opts.newTabHint) link.setAttribute('aria-label', `${link.textContent ?? ''} (${opts.newTabHint})`);
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

/** One line of inline Markdown (e.g. a heading) → sanitised HTML without block elements. */
export function renderInlineMarkdown(source: string): string {
  return DOMPurify.sanitize(marked.parseInline(source) as string, { ...PURIFY, ALLOWED_TAGS: ['strong', 'em', 'code', 'del', 'br'] });
}

export interface MarkdownSections {
  /** Everything before the first section heading. */
  intro: string;
  sections: { heading: string; body: string }[];
}

/** Splits Markdown at its level-2 headings ("## Question?"), e.g. for an FAQ shown as an accordion. */
export function splitSections(source: string): MarkdownSections {
  const out: MarkdownSections = { intro: '', sections: [] };
  for (const token of marked.lexer(source)) {
    if (token.type === 'heading' && token.depth === 2) out.sections.push({ heading: token.text, body: '' });
    else if (out.sections.length > 0) out.sections[out.sections.length - 1]!.body += token.raw;
    else out.intro += token.raw;
  }
  return out;
}
