import type { TestApp } from '../harness.js';
import { ensureVenuePages } from '../../src/modules/pages/pages.seed.js';

export const PAGE_FIELDS = `id name titleDe titleEn bodyDe bodyEn carouselHeight updatedAt images { id storageKey width height position altDe altEn }`;
export const PAGE = `query Page($name: String!) { page(name: $name) { ${PAGE_FIELDS} } }`;
export const PAGES = `{ pages { name titleDe titleEn } }`;
export const UPDATE_PAGE = `mutation UpdatePage($name: String!, $input: UpdatePageInput!) { updatePage(name: $name, input: $input) { ${PAGE_FIELDS} } }`;
export const ADD_IMAGE = `mutation AddPageImage($name: String!, $storageKey: String!, $altDe: String!, $altEn: String!) {
  addPageImage(name: $name, storageKey: $storageKey, altDe: $altDe, altEn: $altEn) { ${PAGE_FIELDS} } }`;
export const UPDATE_IMAGE = `mutation UpdatePageImage($id: ID!, $altDe: String!, $altEn: String!) { updatePageImage(id: $id, altDe: $altDe, altEn: $altEn) { id altDe altEn } }`;
export const REORDER_IMAGES = `mutation ReorderPageImages($name: String!, $ids: [ID!]!) { reorderPageImages(name: $name, ids: $ids) { ${PAGE_FIELDS} } }`;
export const REMOVE_IMAGE = `mutation RemovePageImage($id: ID!) { removePageImage(id: $id) { ${PAGE_FIELDS} } }`;

/** The venue and legal pages without generated pictures (fast); tests add their own images. */
export function seedPagesWithoutImages(t: TestApp) {
  return ensureVenuePages({ db: t.deps.database.db, storage: t.deps.storage }, { images: false });
}

export const validPageInput = (overrides: Record<string, unknown> = {}) => ({
  titleDe: 'Öffnungszeiten im Winter',
  titleEn: 'Winter opening times',
  bodyDe: '| Tag | Zeit |\n|---|---|\n| Freitag | 14–02 Uhr |',
  bodyEn: '| Day | Time |\n|---|---|\n| Friday | 2 pm – 2 am |',
  carouselHeight: 'SMALL',
  ...overrides,
});
