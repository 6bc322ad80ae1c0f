import { Marked, type Tokens } from 'marked';
import type { Language } from '@venue/shared';

// Staff-written Markdown → HTML for everyone's browser, safe by construction rather than by a
// sanitiser: marked escapes text, raw HTML is shown as text (comments dropped), and every URL must
// pass an allow-list. The web app renders the result as is (no Markdown code in the first bundle).

const LABELS: Record<Language, { table: string; newTab: string }> = {
  de: { table: 'Tabelle (auf schmalen Bildschirmen seitlich scrollbar)', newTab: 'öffnet in neuem Tab' },
  en: { table: 'Table (scrolls sideways on narrow screens)', newTab: 'opens in a new tab' },
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** A URL with a scheme (`javascript:`, `data:`, `https:` …); whitespace and controls are ignored as browsers do. */
const scheme = (url: string) =>
  /^([a-z][a-z0-9+.-]*):/i
    .exec([...url].filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f).join(''))?.[1]
    ?.toLowerCase();
const protocolRelative = (url: string) => /^[\\/]{2}/.test(url.trimStart());

/** Links to other sites by http(s), mailto and tel; within the site: paths, relative URLs and `#…`. */
export function safeLinkHref(href: string): string | null {
  const s = scheme(href);
  if (s === undefined) return protocolRelative(href) ? null : href;
  return s === 'http' || s === 'https' || s === 'mailto' || s === 'tel' ? href : null;
}

/** Images only from this site's media (`/media/…`) or relative paths. */
export function safeImageSrc(src: string): string | null {
  if (scheme(src) !== undefined || protocolRelative(src)) return null;
  return src.startsWith('/') && !src.startsWith('/media/') ? null : src;
}

/** Links within this site ("/pages/faq", "#top", "faq"); the web app follows them without a reload. */
const external = (href: string) => scheme(href) !== undefined;

function markedFor(language: Language): Marked {
  const labels = LABELS[language];
  return new Marked({
    gfm: true,
    async: false,
    renderer: {
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return /^\s*<!--/.test(text) ? '' : escapeHtml(text);
      },
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const safe = safeLinkHref(href);
        if (safe === null) return inner;
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
        if (!external(safe)) return `<a href="${escapeHtml(safe)}"${titleAttr}>${inner}</a>`;
        // The accessible name says that the link leaves the app (it opens in a new tab).
        const label = escapeHtml(`${this.parser.parseInline(tokens, this.parser.textRenderer)} (${labels.newTab})`);
        return `<a href="${escapeHtml(safe)}"${titleAttr} target="_blank" rel="noopener noreferrer" aria-label="${label}">${inner}</a>`;
      },
      image({ href, title, text }: Tokens.Image) {
        const safe = safeImageSrc(href);
        if (safe === null) return escapeHtml(text);
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
        return `<img src="${escapeHtml(safe)}" alt="${escapeHtml(text)}"${titleAttr} loading="lazy">`;
      },
      table(token: Tokens.Table) {
        // Tables of three or more columns stack on narrow screens: each row becomes a block whose cells
        // carry their column's heading (data-label, shown by server-html.css). Narrower tables sit in a
        // keyboard-focusable box that scrolls sideways if it must.
        const stack = token.header.length >= 3;
        const headings = token.header.map((c) => this.parser.parseInline(c.tokens, this.parser.textRenderer));
        const cell = (c: Tokens.TableCell, tag: 'th' | 'td', column: number) => {
          const label = stack && tag === 'td' && column > 0 ? ` data-label="${escapeHtml(headings[column] ?? '')}"` : '';
          return `<${tag}${c.align ? ` align="${c.align}"` : ''}${label}>${this.parser.parseInline(c.tokens)}</${tag}>`;
        };
        const rows = (cells: Tokens.TableCell[], tag: 'th' | 'td') => `<tr>${cells.map((c, column) => cell(c, tag, column)).join('')}</tr>`;
        const body = token.rows.length ? `<tbody>${token.rows.map((r) => rows(r, 'td')).join('')}</tbody>` : '';
        const table = `<table><thead>${rows(token.header, 'th')}</thead>${body}</table>`;
        if (stack) return `<div class="venue-markdown-table" data-stack="">${table}</div>\n`;
        return `<div class="venue-markdown-table" role="region" tabindex="0" aria-label="${escapeHtml(labels.table)}">${table}</div>\n`;
      },
    },
  });
}

const renderers: Record<Language, Marked> = { de: markedFor('de'), en: markedFor('en') };

/** Markdown → HTML safe to insert into the page as is, with table and new-tab labels in `language`. */
export function markdownToHtml(source: string, language: Language): string {
  return renderers[language].parse(source, { async: false });
}
