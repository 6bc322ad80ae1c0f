// scripts/catalogue-parts.ts: the public namespaces of a catalogue.
declare module 'virtual:public-texts/*' {
  const texts: import('./i18n/translator.js').Catalogue;
  export default texts;
}

// scripts/theme-css.ts: the theme's CSS variables.
declare module 'virtual:theme.css';
