// Chat message bodies (conversations and rooms; docs/decisions/0017). A body is plain text: it is
// never inserted as HTML. The web app shows it as text, links as links, and links to pictures on
// this site as pictures: "image links become images after sanitising, any other markup is
// neutralised" (spec §5, issue 5).

import { z } from 'zod';
import { stripInvisibleFromText } from './invisible-text.js';
import { LIMITS } from './limits.js';

/** A chat message body as written: without bidi controls and zero-width spaces (joiners stay), trimmed, LIMITS.CHAT.messageMin to messageMax characters. */
export const messageBodySchema = z
  .string({ error: 'MESSAGE_TOO_SHORT' })
  .overwrite(stripInvisibleFromText)
  .trim()
  .min(LIMITS.CHAT.messageMin, 'MESSAGE_TOO_SHORT')
  .max(LIMITS.CHAT.messageMax, 'MESSAGE_TOO_LONG');

export type MessageSegment = { kind: 'text'; text: string } | { kind: 'link'; url: string } | { kind: 'image'; url: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+|(?<![\w/])\/(?:media|api)\/[^\s<>"']+/gi;
const IMAGE_PATH = /\.(?:avif|webp|png|jpe?g|gif)$/i;
/** Our own picture endpoints whose paths need no extension (a conversation's uploads, member photos). */
const OWN_IMAGE_PATH = /^\/(?:api\/conversation-uploads\/|api\/photos\/|media\/)/;
// Closing punctuation that ends a sentence is not part of the link.
const TRAILING = /[.,;:!?)\]]+$/;

/**
 * Splits a message body into text, links and pictures. A picture is a link to an image on this
 * site (`origin`, or a site-relative path): pictures from elsewhere stay links, so that no message
 * makes the reader's browser ask another server (and the site's CSP allows only its own images).
 * Only http(s) links are links; anything else (javascript:, data:, markup) stays text.
 */
export function parseMessageBody(body: string, origin: string): MessageSegment[] {
  const segments: MessageSegment[] = [];
  let last = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const previous = segments[segments.length - 1];
    if (previous?.kind === 'text') previous.text += text;
    else segments.push({ kind: 'text', text });
  };
  for (const match of body.matchAll(URL_PATTERN)) {
    let raw = match[0];
    const trailing = TRAILING.exec(raw)?.[0] ?? '';
    raw = raw.slice(0, raw.length - trailing.length);
    const start = match.index;
    pushText(body.slice(last, start));
    const url = safeUrl(raw, origin);
    if (!url) pushText(raw);
    else segments.push({ kind: isOwnImage(url, origin) ? 'image' : 'link', url: url.origin === origin ? url.pathname + url.search : url.href });
    pushText(trailing);
    last = start + match[0].length;
  }
  pushText(body.slice(last));
  return segments;
}

function safeUrl(raw: string, origin: string): URL | null {
  try {
    const url = new URL(raw, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function isOwnImage(url: URL, origin: string): boolean {
  return url.origin === origin && (IMAGE_PATH.test(url.pathname) || OWN_IMAGE_PATH.test(url.pathname));
}

/** The first words of a body for lists (inbox, room list): pictures and links named, whitespace folded. */
export function messagePreview(body: string, maxLength = 120): string {
  const folded = body.replace(/\s+/g, ' ').trim();
  return folded.length > maxLength ? `${folded.slice(0, maxLength - 1)}…` : folded;
}
