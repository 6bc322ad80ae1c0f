import { useMemo } from 'react';
import { Accordion, Stack } from '@mantine/core';
import { ServerHtml } from '../ServerHtml.js';

interface Sections {
  intro: string;
  sections: { headingHtml: string; html: string }[];
}

const H2 = /<h2\b[^>]*>([\s\S]*?)<\/h2>/gi;

/**
 * Splits the server's HTML at its <h2> headings (the Markdown's "## …" sections). Plain string
 * work, so that it runs in the server renderer too; the HTML is the server's own safe markup.
 */
export function splitAtHeadings(html: string): Sections {
  const out: Sections = { intro: '', sections: [] };
  let last = 0;
  for (const match of html.matchAll(H2)) {
    const before = html.slice(last, match.index);
    if (out.sections.length > 0) out.sections[out.sections.length - 1]!.html += before;
    else out.intro += before;
    out.sections.push({ headingHtml: match[1]!.trim(), html: '' });
    last = match.index + match[0].length;
  }
  const rest = html.slice(last);
  if (out.sections.length > 0) out.sections[out.sections.length - 1]!.html += rest;
  else out.intro += rest;
  return out;
}

/**
 * A body whose "## heading" sections fold away: each heading becomes an accordion button (a real
 * heading for screen readers), its text the panel. Used for the FAQ.
 */
export function PageHtmlAccordion({ html }: { html: string }) {
  const { intro, sections } = useMemo(() => splitAtHeadings(html), [html]);
  return (
    <Stack gap="md">
      {intro.trim() && <ServerHtml html={intro} />}
      <Accordion variant="separated" radius="md" order={2} multiple chevronPosition="right">
        {sections.map((section, index) => (
          <Accordion.Item key={`${index}-${section.headingHtml}`} value={`section-${index}`}>
            {/* The heading's inline markup as the server rendered it (e.g. emphasis, escaped characters). */}
            <Accordion.Control>
              <span dangerouslySetInnerHTML={{ __html: section.headingHtml }} />
            </Accordion.Control>
            <Accordion.Panel>
              <ServerHtml html={section.html} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
