import type { DbOrTx } from '../../db/client.js';
import { pageImages, pages, type PageImageRow, type PageRow } from './pages.table.js';
export type NewPage = typeof pages.$inferInsert;
export type NewPageImage = typeof pageImages.$inferInsert;
export declare function findPage(db: DbOrTx, name: string): Promise<PageRow | undefined>;
/** The page row, locked until the transaction ends: image positions change one writer at a time. */
export declare function lockPage(tx: DbOrTx, name: string): Promise<PageRow | undefined>;
export declare function listPages(db: DbOrTx): Promise<PageRow[]>;
export declare function pageNames(db: DbOrTx): Promise<string[]>;
export declare function pageExists(db: DbOrTx, name: string): Promise<boolean>;
/** Inserts the pages whose names are not there yet; returns the names actually added. */
export declare function insertMissingPages(tx: DbOrTx, rows: NewPage[]): Promise<string[]>;
export declare function updatePage(tx: DbOrTx, name: string, values: Partial<Pick<PageRow, 'titleDe' | 'titleEn' | 'bodyDe' | 'bodyEn' | 'carouselHeight' | 'updatedBy' | 'updatedAt'>>): Promise<{
    name: string;
    titleDe: string;
    titleEn: string;
    bodyDe: string;
    bodyEn: string;
    carouselHeight: string;
    updatedBy: string | null;
    createdAt: Date;
    updatedAt: Date;
} | undefined>;
export declare function touchPage(tx: DbOrTx, name: string, updatedBy: string | null, at: Date): Promise<void>;
export declare function imagesOf(db: DbOrTx, pageName: string): Promise<PageImageRow[]>;
/** Images of several pages at once, grouped by page (for lists). */
export declare function imagesOfPages(db: DbOrTx, names: string[]): Promise<Map<string, PageImageRow[]>>;
export declare function findImage(db: DbOrTx, id: string): Promise<PageImageRow | undefined>;
export declare function countImages(db: DbOrTx, pageName: string): Promise<number>;
export declare function nextImagePosition(db: DbOrTx, pageName: string): Promise<number>;
export declare function insertImages(tx: DbOrTx, rows: NewPageImage[]): Promise<PageImageRow[]>;
export declare function updateImageAlt(tx: DbOrTx, id: string, alt: {
    altDe: string;
    altEn: string;
}): Promise<{
    id: string;
    pageName: string;
    position: number;
    storageKey: string;
    width: number;
    height: number;
    altDe: string;
    altEn: string;
    createdAt: Date;
} | undefined>;
export declare function deleteImage(tx: DbOrTx, id: string): Promise<{
    width: number;
    height: number;
    id: string;
    createdAt: Date;
    pageName: string;
    position: number;
    storageKey: string;
    altDe: string;
    altEn: string;
} | undefined>;
/** Sets positions 0…n-1 in the given order (all ids belong to the page; checked by the caller). */
export declare function setImagePositions(tx: DbOrTx, pageName: string, ids: string[]): Promise<void>;
/** How many carousel images still use these files (a file is removed from storage at 0). */
export declare function countImagesWithKey(db: DbOrTx, storageKey: string): Promise<number>;
