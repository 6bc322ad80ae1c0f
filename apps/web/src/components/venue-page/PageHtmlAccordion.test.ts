import { describe, expect, it } from 'vitest';
import { splitAtHeadings } from './PageHtmlAccordion.js';

describe('splitAtHeadings', () => {
  it('keeps what comes before the first heading as the intro and each section with its text', () => {
    const html = '<p>Willkommen</p>\n<h2 id="wer">Wer darf <em>hinein</em>?</h2>\n<p>Ab 18.</p>\n<ul><li>a</li></ul>\n<h2>Kosten</h2><p>CHF 35 &amp; mehr</p>';
    expect(splitAtHeadings(html)).toEqual({
      intro: '<p>Willkommen</p>\n',
      sections: [
        { headingHtml: 'Wer darf <em>hinein</em>?', html: '\n<p>Ab 18.</p>\n<ul><li>a</li></ul>\n' },
        { headingHtml: 'Kosten', html: '<p>CHF 35 &amp; mehr</p>' },
      ],
    });
  });

  it('leaves a body without headings whole', () => {
    expect(splitAtHeadings('<p>Nur Text</p><h3>Klein</h3>')).toEqual({ intro: '<p>Nur Text</p><h3>Klein</h3>', sections: [] });
  });
});
