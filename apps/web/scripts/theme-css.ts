import { convertCssVariables, DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme, type ConvertCSSVariablesInput } from '@mantine/core';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../src/app/theme.js';

const ID = 'virtual:theme.css';

/**
 * `import 'virtual:theme.css'`: the theme's CSS variables (colours, fonts, radius) as a stylesheet
 * made at build time, where Mantine would compute them in every page's first render and put them
 * into a <style> element (app/VenueMantineProvider.tsx leaves that out). Only the values that
 * differ from Mantine's defaults (which its stylesheet has) are written, as Mantine does; then the
 * classes behind `hiddenFrom` / `visibleFrom`, which MantineProvider would also write.
 */
export function themeCss(): Plugin {
  return {
    name: 'venue:theme-css',
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    load: (id) => (id === `\0${ID}` ? themeVariablesCss() : null),
  };
}

export function themeVariablesCss(): string {
  const full = mergeMantineTheme(DEFAULT_THEME, theme);
  const own = defaultCssVariablesResolver(full);
  const extra = cssVariablesResolver(full);
  const merged: ConvertCSSVariablesInput = {
    variables: { ...own.variables, ...extra.variables },
    light: { ...own.light, ...extra.light },
    dark: { ...own.dark, ...extra.dark },
  };
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (part: keyof ConvertCSSVariablesInput) =>
    Object.fromEntries(Object.entries(merged[part]).filter(([key, value]) => defaults[part][key as keyof (typeof defaults)[typeof part]] !== value));
  const breakpoints = Object.entries(full.breakpoints).map(([name, value]) => {
    const em = Number.parseFloat(value);
    return `@media (max-width: ${em - 0.00625}em) {.mantine-visible-from-${name} {display: none !important;}}@media (min-width: ${em}em) {.mantine-hidden-from-${name} {display: none !important;}}`;
  });
  return convertCssVariables({ variables: changed('variables'), light: changed('light'), dark: changed('dark') }, ':root') + breakpoints.join('');
}
