import { describe, expect, it } from 'vitest';
import { messagePreview, parseMessageBody } from './message-body.js';

const ORIGIN = 'https://club-venue.ch';

describe('parseMessageBody', () => {
  it('keeps plain text as text, markup included (it is shown as text, never as HTML)', () => {
    expect(parseMessageBody('Hallo <b>du</b> <script>alert(1)</script>', ORIGIN)).toEqual([{ kind: 'text', text: 'Hallo <b>du</b> <script>alert(1)</script>' }]);
  });

  it('turns a link to a picture on this site into a picture, also a site-relative one', () => {
    expect(parseMessageBody('Schau: https://club-venue.ch/media/abc/640.webp!', ORIGIN)).toEqual([
      { kind: 'text', text: 'Schau: ' },
      { kind: 'image', url: '/media/abc/640.webp' },
      { kind: 'text', text: '!' },
    ]);
    expect(parseMessageBody('/api/conversation-uploads/7f3/640.webp', ORIGIN)).toEqual([{ kind: 'image', url: '/api/conversation-uploads/7f3/640.webp' }]);
  });

  it('leaves pictures from other sites as links, so no message makes the reader load them', () => {
    expect(parseMessageBody('https://evil.example/track.png', ORIGIN)).toEqual([{ kind: 'link', url: 'https://evil.example/track.png' }]);
  });

  it('makes http(s) links links, without the punctuation that ends the sentence', () => {
    expect(parseMessageBody('Siehe https://www.sbb.ch/de, dann (https://club-venue.ch/pages/anreise).', ORIGIN)).toEqual([
      { kind: 'text', text: 'Siehe ' },
      { kind: 'link', url: 'https://www.sbb.ch/de' },
      { kind: 'text', text: ', dann (' },
      { kind: 'link', url: '/pages/anreise' },
      { kind: 'text', text: ').' },
    ]);
  });

  it('never makes links of other schemes', () => {
    expect(parseMessageBody('javascript:alert(1) data:text/html,x', ORIGIN)).toEqual([{ kind: 'text', text: 'javascript:alert(1) data:text/html,x' }]);
  });
});

describe('messagePreview', () => {
  it('folds whitespace and shortens long bodies', () => {
    expect(messagePreview('  Hallo\n\n  du  ')).toBe('Hallo du');
    expect(messagePreview('a'.repeat(200), 10)).toBe('aaaaaaaaa…');
  });
});
