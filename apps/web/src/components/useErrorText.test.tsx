import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from '../i18n/react.js';
import { testI18n } from '../test/render.js';
import { useErrorText } from './useErrorText.js';
import { isErrorCode } from './app-error.js';

async function errorText(language: 'de' | 'en' = 'de') {
  const i18n = await testI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  return renderHook(() => useErrorText(), { wrapper }).result.current;
}

describe('useErrorText', () => {
  it('says what the code means in the reader’s language', async () => {
    expect((await errorText('de'))({ code: 'NOT_ALLOWED', fields: [] })).toBe('Das ist nicht erlaubt.');
    expect((await errorText('en'))({ code: 'INTERNAL', fields: [] })).toBe('There was an error');
  });

  it('shows the general error for a code this version has no text for', async () => {
    expect((await errorText('de'))({ code: 'SOMETHING_NEW' as never, fields: [] })).toBe('Es ist ein Fehler aufgetreten');
  });
});

describe('isErrorCode', () => {
  it('takes codes by their form and refuses anything else', () => {
    expect(isErrorCode('MAX_CONVERSATIONS_REACHED')).toBe(true);
    expect(isErrorCode('Required')).toBe(false);
    expect(isErrorCode('')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});
