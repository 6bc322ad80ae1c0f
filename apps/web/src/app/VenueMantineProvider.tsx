import { MantineContext, MantineThemeProvider, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import type { ReactNode } from 'react';

const noop = () => undefined;

/**
 * Mantine's context for an app that is always dark and whose theme variables are a stylesheet made
 * at build time (scripts/theme-css.ts): what MantineProvider sets up, without the code that
 * computes those variables, stores a colour scheme or writes style elements in every first
 * render (about 4 KB gzip of the first page's script and some of its start-up time).
 * Mantine's version is pinned in package.json: its context is what this depends on.
 */
export function VenueMantineProvider({ theme, cssVariablesResolver, children }: { theme: MantineThemeOverride; cssVariablesResolver: CSSVariablesResolver; children: ReactNode }) {
  return (
    <MantineContext
      value={{
        colorScheme: 'dark',
        setColorScheme: noop,
        clearColorScheme: noop,
        getRootElement: () => document.documentElement,
        classNamesPrefix: 'mantine',
        cssVariablesResolver,
        cssVariablesSelector: ':root',
        withStaticClasses: true,
      }}
    >
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
