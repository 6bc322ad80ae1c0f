import { describe, expect, it } from 'vitest';
import { markdownToHtml, safeImageSrc, safeLinkHref } from '../../src/shared/markdown-html.js';

const HOSTILE = [
  '# Hello',
  '<script>alert(1)</script>',
  '<img src="x" onerror="alert(1)">',
  '<div onclick="steal()">click</div>',
  'Text with <span onmouseover="x()">inline</span> tag and <!-- secret comment -->.',
  '<!-- a block comment -->',
  '[js](javascript:alert(1)) [js2](JaVaScRiPt:alert(1)) [tab](java\tscript:alert(1)) [vb](vbscript:msgbox(1))',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) [proto](//evil.example/x)',
  '<javascript:alert(1)>',
  '![pic](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+) ![far](https://evil.example/a.png) ![root](/api/x.png)',
  '[quote](https://example.ch/" onmouseover="alert(1)) ![alt" onerror="x](/media/a/640.webp)',
  '<iframe src="https://evil.example"></iframe><style>body{}</style><form><input></form>',
].join('\n\n');

describe('Markdown to HTML on the server', () => {
  it('lets nothing executable or foreign through from hostile Markdown', () => {
    const html = markdownToHtml(HOSTILE, 'de');
    expect(html).toContain('<h1>Hello</h1>');
    for (const bad of ['<script', '<img src="x"', '<div', '<span', '<iframe', '<style', '<form', '<input', '<!--', 'secret comment', 'block comment']) {
      expect(html).not.toContain(bad);
    }
    // Every real tag is well-formed with quoted values; no attribute is an event handler.
    const attributes = [...html.matchAll(/<\/?[a-z][a-z0-9]*((?:\s+[a-z-]+(?:="[^"<>]*")?)*)\s*>/g)].flatMap((m) => [...m[1]!.replace(/="[^"]*"/g, "").matchAll(/\s([a-z-]+)/g)].map((a) => a[1]!));
    expect(html.split('<').length - 1).toBe([...html.matchAll(/<\/?[a-z][a-z0-9]*((?:\s+[a-z-]+(?:="[^"<>]*")?)*)\s*>/g)].length);
    expect(attributes.filter((name) => name.startsWith('on'))).toEqual([]);
    expect(html).not.toMatch(/(href|src)="\s*(javascript|vbscript|data):/i);
    expect(html).not.toMatch(/(href|src)="\s*\/\//);
    expect(html).not.toContain('evil.example/a.png');
    expect(html).not.toContain('src="/api/');
    // Raw HTML stays readable as text; refused links keep their text.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toMatch(/>?js<?/);
    // The attribute-breaking attempts stay inside their (escaped) attribute values.
    expect(html).toContain('alt="alt&quot; onerror=&quot;x"');
  });

  it('keeps ordinary links, external ones opening in a new tab without access to the app', () => {
    const html = markdownToHtml('[FAQ](/pages/faq) [top](#top) [site](https://example.ch) [mail](mailto:a@example.ch) [call](tel:+41441234567) ![bar](/media/k1/640.webp "Bar")', 'en');
    expect(html).toContain('<a href="/pages/faq">FAQ</a>');
    expect(html).toContain('<a href="#top">top</a>');
    expect(html).toContain('<a href="https://example.ch" target="_blank" rel="noopener noreferrer" aria-label="site (opens in a new tab)">site</a>');
    expect(html).toContain('href="mailto:a@example.ch"');
    expect(html).toContain('href="tel:+41441234567"');
    expect(html).toContain('<img src="/media/k1/640.webp" alt="bar" title="Bar" loading="lazy">');
  });

  it('wraps tables in a labelled box that scrolls sideways', () => {
    const html = markdownToHtml('| Tag | Zeit |\n|---|---|\n| Freitag | 14–02 |', 'de');
    expect(html).toContain('<div class="venue-markdown-table" role="region" tabindex="0" aria-label="Tabelle (auf schmalen Bildschirmen seitlich scrollbar)"><table><thead><tr><th>Tag</th><th>Zeit</th></tr></thead><tbody><tr><td>Freitag</td><td>14–02</td></tr></tbody></table></div>');
  });

  it('marks tables of three or more columns to stack on narrow screens, each cell labelled with its column', () => {
    const html = markdownToHtml('| Tag | Paar | Frau |\n|---|---|---|\n| Freitag | CHF 60.– | CHF 20.– |', 'de');
    expect(html).toContain(
      '<div class="venue-markdown-table" data-stack=""><table><thead><tr><th>Tag</th><th>Paar</th><th>Frau</th></tr></thead><tbody><tr><td>Freitag</td><td data-label="Paar">CHF 60.–</td><td data-label="Frau">CHF 20.–</td></tr></tbody></table></div>',
    );
    expect(markdownToHtml('| A | B "x" | C |\n|---|---|---|\n| 1 | 2 | 3 |', 'de')).toContain('data-label="B &quot;x&quot;"');
  });

  it('allow-lists URLs by scheme', () => {
    expect(safeLinkHref('https://a.ch')).toBe('https://a.ch');
    expect(safeLinkHref('faq')).toBe('faq');
    expect(safeLinkHref(' javascript:x')).toBeNull();
    expect(safeLinkHref('\\\\evil.example')).toBeNull();
    expect(safeImageSrc('/media/a/320.avif')).toBe('/media/a/320.avif');
    expect(safeImageSrc('images/a.png')).toBe('images/a.png');
    expect(safeImageSrc('https://a.ch/a.png')).toBeNull();
    expect(safeImageSrc('/graphql')).toBeNull();
  });
});
