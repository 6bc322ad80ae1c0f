import { useMemo } from 'react';
import { Accordion, Stack } from '@mantine/core';
import { Markdown } from './Markdown.js';
import { renderInlineMarkdown, splitSections } from './render-markdown.js';

/**
 * Markdown whose "## heading" sections fold away: each heading becomes an accordion button (a real
 * heading for screen readers), its text the panel. Used for the FAQ.
 */
export function MarkdownAccordion({ source }: { source: string }) {
  const { intro, sections } = useMemo(() => splitSections(source), [source]);
  return (
    <Stack gap="md">
      {intro.trim() && <Markdown source={intro} />}
      <Accordion variant="separated" radius="md" order={2} multiple chevronPosition="right">
        {sections.map((section, index) => (
          <Accordion.Item key={`${index}-${section.heading}`} value={`section-${index}`}>
            <Accordion.Control>
              <span dangerouslySetInnerHTML={{ __html: renderInlineMarkdown(section.heading) }} />
            </Accordion.Control>
            <Accordion.Panel>
              <Markdown source={section.body} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
