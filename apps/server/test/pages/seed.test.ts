import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TIMINGS, VENUE_PAGE_NAMES } from '@venue/shared';
import { createTestApp, type TestApp } from '../harness.js';
import { ensureVenuePages, sceneStorageKey } from '../../src/modules/pages/pages.seed.js';
import { pageImages, pages } from '../../src/modules/pages/pages.table.js';
import { PAGE } from './support.js';
import { LEGAL_VERSIONS } from '../../src/modules/accounts/legal-documents.js';

describe('venue pages seeding (decision 0005)', () => {
  let t: TestApp;
  let first: Awaited<ReturnType<typeof ensureVenuePages>>;
  const seed = () => ensureVenuePages({ db: t.deps.database.db, storage: t.deps.storage });

  beforeAll(async () => {
    t = await createTestApp();
    const started = Date.now();
    first = await seed();
    console.log(`seeded venue pages in ${Date.now() - started} ms`);
  });
  afterAll(() => t.close());

  it('adds all venue and legal pages with carousel pictures on an empty database', async () => {
    expect([...first.added].sort()).toEqual([...VENUE_PAGE_NAMES].sort());
    expect(first.images).toBeGreaterThanOrEqual(20);
    const welcome = (await t.gql(PAGE, { name: 'welcome' })).data!.page;
    expect(welcome.images.length).toBeGreaterThanOrEqual(3);
    expect(welcome.images.every((i: { altDe: string; altEn: string }) => i.altDe.length > 5 && i.altEn.length > 5)).toBe(true);
    const img = welcome.images[0];
    expect(img).toMatchObject({ width: 1600, height: 900, position: 0 });
    const res = await t.app.inject({ method: 'GET', url: `/media/${img.storageKey}/640.avif` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
  });

  it('writes real content in both languages: opening times table, fees in CHF, FAQ headings, directions, imprint', async () => {
    const read = async (name: string) => (await t.gql(PAGE, { name })).data!.page;
    const times = await read('opening-times');
    expect(times.bodyDe).toMatch(/\| Freitag \| 14:00 – 02:00/);
    expect(times.bodyEn).toMatch(/\| Friday \| 2 pm – 2 am/);
    const fees = await read('entry-fees');
    expect(fees.bodyDe).toMatch(/\| Freitag & Samstag \| CHF\s\d+\.– \|/);
    expect(fees.bodyEn).toMatch(/\| Friday & Saturday \| CHF\s\d+\.– \|/);
    const faq = await read('faq');
    expect(faq.bodyDe.match(/^## .+\?$/gm)!.length).toBeGreaterThanOrEqual(6);
    expect(faq.bodyEn.match(/^## .+\?$/gm)!.length).toBe(faq.bodyDe.match(/^## .+\?$/gm)!.length);
    expect((await read('anreise')).bodyDe).toContain('Riedstrasse 14');
    const imprint = await read('impressum');
    expect(imprint.bodyDe).toMatch(/Venue Gastro & Wellness AG/);
    expect(imprint.bodyDe).toMatch(/CHE-\d{3}\.\d{3}\.\d{3}/);
    for (const name of VENUE_PAGE_NAMES) {
      const page = await read(name);
      expect(page.titleDe.length, name).toBeGreaterThan(1);
      expect(page.bodyEn.length, name).toBeGreaterThan(150);
      expect(page.bodyDe, name).not.toBe(page.bodyEn);
    }
  });

  it('writes a privacy policy (nDSG) and terms in both languages, dated with the versions members accept, marked as a template', async () => {
    const read = async (name: string) => (await t.gql(PAGE, { name })).data!.page;
    const privacy = await read('datenschutz');
    expect(privacy.titleDe).toBe('Datenschutzerklärung');
    for (const heading of ['Verantwortlich', 'Welche Daten wir bearbeiten und wozu', 'Wer deine Daten sieht', 'Wie lange wir Daten aufbewahren', 'Deine Rechte']) {
      expect(privacy.bodyDe).toContain(`## ${heading}`);
    }
    for (const heading of ['Controller', 'Which data we process and why', 'Who sees your data', 'How long we keep data', 'Your rights']) {
      expect(privacy.bodyEn).toContain(`## ${heading}`);
    }
    expect(privacy.bodyDe).toContain('Riedstrasse 14');
    expect(privacy.bodyDe).toMatch(/besonders schützenswerte Personendaten/);
    expect(privacy.bodyDe).toMatch(/Schweiz.*App und die Datenbank|Rechenzentrum in der Schweiz/);
    expect(privacy.bodyDe).toMatch(/SMS-Anbieter/);
    expect(privacy.bodyDe).toContain(`nach ${TIMINGS.sessionDays} Tagen`);
    const terms = await read('agb');
    expect(terms.bodyDe).toMatch(/mindestens 18 Jahre/);
    expect(terms.bodyEn).toMatch(/aged 18 or over/);
    for (const page of [privacy, terms, await read('impressum')]) {
      expect(page.bodyDe).toMatch(/Vorlage: .*Anwalt/);
      expect(page.bodyEn).toMatch(/Template: .*lawyer/);
    }
    // Dated with the version a new member accepts (accounts/legal-documents.ts).
    const [year, , day] = LEGAL_VERSIONS.privacy.split('-').map(Number);
    expect(privacy.bodyDe).toMatch(new RegExp(`^Stand: ${day}\\. \\S+ ${year}`));
    expect(terms.bodyEn).toMatch(new RegExp(`^Version of ${Number(LEGAL_VERSIONS.terms.split('-')[2])} \\S+ ${LEGAL_VERSIONS.terms.slice(0, 4)}`));
  });

  it('is idempotent: a second run adds nothing and renders nothing', async () => {
    const again = await seed();
    expect(again).toEqual({ added: [], images: 0 });
    expect(await t.deps.database.db.select().from(pages)).toHaveLength(VENUE_PAGE_NAMES.length);
  });

  it('adds back only a missing page and leaves edited pages and removed pictures alone', async () => {
    const db = t.deps.database.db;
    await db.update(pages).set({ titleDe: 'Von Hand geändert' }).where(eq(pages.name, 'bar'));
    await db.delete(pageImages).where(eq(pageImages.pageName, 'restaurant'));
    await db.delete(pages).where(eq(pages.name, 'garden'));
    const result = await seed();
    expect(result.added).toEqual(['garden']);
    expect(result.images).toBe(1);
    expect((await t.gql(PAGE, { name: 'bar' })).data!.page.titleDe).toBe('Von Hand geändert');
    expect((await t.gql(PAGE, { name: 'restaurant' })).data!.page.images).toEqual([]);
  });

  it('reuses the stored pictures of a scene (fixed keys) instead of rendering them again', async () => {
    const key = sceneStorageKey('garden');
    expect(key).toMatch(/^static-pages\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
    const file = path.join(t.dataDir, 'storage', key, '1600.webp');
    const before = fs.statSync(file).mtimeMs;
    await t.deps.database.db.delete(pages).where(eq(pages.name, 'garden'));
    await seed();
    expect(fs.statSync(file).mtimeMs).toBe(before);
  });
});
