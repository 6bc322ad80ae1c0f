import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MemberName, nameParts } from './MemberName.js';

describe('a member’s name', () => {
  it('breaks a long name only before its own separators, and keeps a short one whole', () => {
    expect(nameParts('Sonnenuntergang_am_Zuerichsee1')).toEqual(['Sonnenuntergang', '_am', '_Zuerichsee1']);
    expect(nameParts('Paerli-aus-dem-Zuercher-Oberland')).toEqual(['Paerli', '-aus', '-dem', '-Zuercher', '-Oberland']);
    expect(nameParts('Reto_ZH')).toEqual(['Reto_ZH']);
    expect(nameParts('Jonas_und_Dario')).toEqual(['Jonas_und_Dario']);
    expect(nameParts('_leading_and_trailing_underscore_')).toEqual(['_leading', '_and', '_trailing', '_underscore', '_']);
    expect(nameParts('Sonnenuntergangamzuerichseeabc')).toEqual(['Sonnenuntergangamzuerichseeabc']);
  });

  it('adds break opportunities, not text: the name reads (and is found) as it is', () => {
    const { container } = render(<p>Hallo <MemberName name="Sonnenuntergang_am_Zuerichsee1" /></p>);
    expect(container.textContent).toBe('Hallo Sonnenuntergang_am_Zuerichsee1');
    expect(container.querySelectorAll('wbr')).toHaveLength(2);
  });
});
