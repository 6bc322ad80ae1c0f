import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { pickTexts, PUBLIC_TEXTS } from '../src/i18n/public-texts.js';

const PREFIX = 'virtual:public-texts/';

/**
 * `import texts from 'virtual:public-texts/de'`: the public texts (PUBLIC_TEXTS) of src/i18n/de.json only.
 * The catalogue stays one file per language; the first page gets just this part of it.
 */
export function catalogueParts(): Plugin {
  const i18nDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../src/i18n');
  return {
    name: 'venue:catalogue-parts',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const language = id.slice(PREFIX.length + 1);
      if (!/^[a-z]{2}$/.test(language)) throw new Error(`${id}: not a language`);
      const file = path.join(i18nDir, `${language}.json`);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(pickTexts(JSON.parse(fs.readFileSync(file, 'utf8')), PUBLIC_TEXTS))};`;
    },
  };
}
