// Renders the app icons (PNG) from the brand mark in public/favicon.svg. Run once after the mark
// changes and commit the files: `npx tsx apps/web/scripts/generate-icons.ts`. Nothing is fetched.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(web, 'public/icons');
const svg = fs.readFileSync(path.join(web, 'public/favicon.svg'), 'utf8');

const navy = /fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1] ?? '#1d1e30';
const mark = /<path [^>]*\/>/.exec(svg)?.[0];
if (!mark) throw new Error('favicon.svg: no <path> for the mark');

/**
 * Full-bleed square with the mark scaled around its centre: for maskable icons (the platform cuts
 * any shape out of the inner 80 % circle, so the mark stays well inside it) and for iOS, which
 * rounds the corners itself and shows transparency as black.
 */
function fullBleed(scale: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${navy}"/><g transform="translate(32 33) scale(${scale}) translate(-32 -33)">${mark}</g></svg>`;
}

const icons: { file: string; size: number; source: string }[] = [
  ...[48, 96, 144, 192, 512].map((size) => ({ file: `icon-${size}.png`, size, source: svg })),
  ...[192, 512].map((size) => ({ file: `maskable-${size}.png`, size, source: fullBleed(0.8) })),
  { file: 'apple-touch-icon-180.png', size: 180, source: fullBleed(0.85) },
];

fs.mkdirSync(out, { recursive: true });
for (const icon of icons) {
  await sharp(Buffer.from(icon.source), { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, icon.file));
  console.log(`${icon.file} ${icon.size}×${icon.size}`);
}
