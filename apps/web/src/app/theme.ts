import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// A warm, dim venue look: deep blue-violet night with candle-light gold. Text on gold is dark
// (autoContrast); body text on the dark background is above 10:1, dimmed text above 4.5:1 (WCAG AA).
const gold: MantineColorsTuple = ['#fff8e1', '#ffefcc', '#ffdd9b', '#ffca64', '#ffba38', '#ffb01b', '#ffab09', '#e39500', '#ca8400', '#af7100'];
const night: MantineColorsTuple = ['#d5d7e0', '#acaebf', '#8c8fa3', '#666980', '#4d4f66', '#34354a', '#2b2c3d', '#1d1e30', '#0c0d21', '#01010a'];

export const theme = createTheme({
  colors: { gold, dark: night },
  primaryColor: 'gold',
  primaryShade: 5,
  autoContrast: true,
  luminanceThreshold: 0.4,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: '600' },
  focusRing: 'auto',
  components: {
    // Field errors are announced as they appear, not only coloured.
    InputWrapper: { defaultProps: { errorProps: { role: 'alert' } } },
  },
});

// Dimmed text is dark.1, not Mantine's dark.2: dark.2 has 5.1:1 on the page but only 4.3:1 on the
// cards (dark.6; Lighthouse's contrast check on /news); dark.1 has 6.2:1 there and 5.4:1 on dark.5.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {},
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
