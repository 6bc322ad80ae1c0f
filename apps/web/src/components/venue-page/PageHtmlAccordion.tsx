import { useMemo } from 'react';
import { Accordion, Stack } from '@mantine/core';
import { PageHtml } from './PageHtml.js';

interface Sections {
  intro: string;
  sections: { heading: string; html: string }[];
}

/** Splits the server's HTML at its top-level <h2> headings (the Markdown's "## …" sections). */
function splitAtHeadings(html: string): Sections {
  const template = document.createElement('template');
  template.innerHTML = html;
  const out: Sections = { intro: '', sections: [] };
  for (const node of Array.from(template.content.childNodes)) {
    if (node instanceof HTMLHeadingElement && node.tagName === 'H2') out.sections.push({ heading: node.textContent ?? '', html: '' });
    else {
      // Text between blocks (e.g. raw HTML the server escaped) goes back in escaped again.
      const holder = document.createElement('div');
      holder.append(node.cloneNode(true));
      const markup = holder.innerHTML;
      if (out.sections.length > 0) out.sections[out.sections.length - 1]!.html += markup;
      else out.intro += markup;
    }
  }
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
      {intro.trim() && <PageHtml html={intro} />}
      <Accordion variant="separated" radius="md" order={2} multiple chevronPosition="right">
        {sections.map((section, index) => (
          <Accordion.Item key={`${index}-${section.heading}`} value={`section-${index}`}>
            <Accordion.Control>{section.heading}</Accordion.Control>
            <Accordion.Panel>
              <PageHtml html={section.html} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
