import type { CarouselHeight, VenuePageName } from '@venue/shared';
import type { SceneName } from './scenes.js';

/** A carousel picture of the seeded content: a generated scene with its alt texts. */
export interface SeedImage {
  scene: SceneName;
  altDe: string;
  altEn: string;
}

/** The first version of a venue page, seeded when the page is missing (decision 0005). */
export interface PageContent {
  name: VenuePageName;
  titleDe: string;
  titleEn: string;
  bodyDe: string;
  bodyEn: string;
  carouselHeight?: CarouselHeight;
  images?: SeedImage[];
}

/** Shared facts of the fictional venue, so every page tells the same story (the web app's footer too). */
export { VENUE } from '@venue/shared';

/** One line on each legal page: the seeded text is a template, not legal advice. */
export const TEMPLATE_NOTE_DE = '*Vorlage: Dieser Text ist ein Muster und muss vor der Veröffentlichung von der Anwältin oder dem Anwalt des Betriebs geprüft werden.*';
export const TEMPLATE_NOTE_EN = '*Template: this text is a sample and must be checked by the venue’s lawyer before it is published.*';

/** Removes the indentation of a template literal, so the Markdown reads well in the source. */
export function md(strings: TemplateStringsArray, ...values: unknown[]): string {
  const text = strings.reduce((out, s, i) => out + s + (i < values.length ? String(values[i]) : ''), '');
  const lines = text.replace(/^\n/, '').replace(/\n\s*$/, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length));
  return lines.map((l) => l.slice(indent)).join('\n');
}
