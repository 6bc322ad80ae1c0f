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
/** Shared facts of the fictional venue, so every page tells the same story. */
export declare const VENUE: {
    readonly company: "Venue Gastro & Wellness AG";
    readonly street: "Riedstrasse 14";
    readonly place: "8899 Seewil SZ";
    readonly phone: "+41 55 410 20 30";
    readonly email: "info@club-venue.example";
    readonly pressEmail: "presse@club-venue.example";
    readonly uid: "CHE-109.876.543";
};
/** Removes the indentation of a template literal, so the Markdown reads well in the source. */
export declare function md(strings: TemplateStringsArray, ...values: unknown[]): string;
