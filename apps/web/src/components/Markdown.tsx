// The safe Markdown renderer (marked + DOMPurify) for news, events and venue pages.
export { Markdown } from './markdown/Markdown.js';
export { MarkdownAccordion } from './markdown/MarkdownAccordion.js';
