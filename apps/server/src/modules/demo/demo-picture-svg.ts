import type { Sex } from '@venue/shared';

/**
 * DEMO ONLY. Pictures for the demo members, drawn from the member's name (the same name always gives
 * the same picture): soft gradients, abstract light and illustrated silhouettes, one figure for a
 * single and two for a couple. Discreet by design: no faces, no bodies below the shoulders.
 */

/** A small deterministic random source from a text (FNV-1a seed, mulberry32 steps). */
export function seededRandom(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Calm evening palettes in the app's warm, dark character: [deep, middle, light]. */
const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#2b2140', '#8a5a7a', '#e8b98a'], // plum to amber
  ['#16303d', '#3f7f86', '#b8dccb'], // lake
  ['#331c2a', '#9b4f5f', '#f0c2a8'], // wine and rose
  ['#1d2440', '#5a6aa8', '#d2d6f0'], // dusk
  ['#1f2b22', '#5f7a4a', '#e3d79a'], // garden
  ['#2e1b14', '#a0623a', '#f3cf9a'], // sauna wood
  ['#191d2e', '#6b5a8e', '#e6c27a'], // night and gold
  ['#202a33', '#6d8596', '#eadfce'], // mist
];

const pick = <T,>(items: readonly T[], r: () => number): T => items[Math.floor(r() * items.length)]!;
const round = (n: number) => Math.round(n * 10) / 10;

/** Soft round lights spread over the picture (bokeh), drawn with a fading radial gradient. */
function lights(r: () => number, width: number, height: number, count: number, colour: string): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const radius = round(20 + r() * Math.min(width, height) * 0.16);
    out += `<circle cx="${round(r() * width)}" cy="${round(r() * height * 0.8)}" r="${radius}" fill="url(#light)" fill-opacity="${round(0.25 + r() * 0.5)}"/>`;
  }
  return `<defs><radialGradient id="light"><stop offset="0" stop-color="${colour}" stop-opacity="0.9"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient></defs>${out}`;
}

/** One head-and-shoulders silhouette; women with longer hair, men broader shoulders. */
function figure(kind: 'M' | 'F', cx: number, scale: number, fill: string, hairFill: string, size: number): string {
  const s = scale;
  const base = size;
  const headY = base - 350 * s;
  const shoulder = (kind === 'M' ? 175 : 150) * s;
  const shoulders = `<path d="M ${round(cx - shoulder)} ${base} C ${round(cx - shoulder)} ${round(base - 150 * s)} ${round(cx - 90 * s)} ${round(base - 200 * s)} ${cx} ${round(base - 205 * s)} C ${round(cx + 90 * s)} ${round(base - 200 * s)} ${round(cx + shoulder)} ${round(base - 150 * s)} ${round(cx + shoulder)} ${base} Z" fill="${fill}"/>`;
  const neck = `<rect x="${round(cx - 32 * s)}" y="${round(headY + 60 * s)}" width="${round(64 * s)}" height="${round(110 * s)}" rx="${round(24 * s)}" fill="${fill}"/>`;
  const head = `<ellipse cx="${cx}" cy="${round(headY)}" rx="${round(74 * s)}" ry="${round(90 * s)}" fill="${fill}"/>`;
  const hair =
    kind === 'F'
      ? `<path d="M ${round(cx - 92 * s)} ${round(headY)} C ${round(cx - 100 * s)} ${round(headY - 125 * s)} ${round(cx + 100 * s)} ${round(headY - 125 * s)} ${round(cx + 92 * s)} ${round(headY)} L ${round(cx + 110 * s)} ${round(headY + 150 * s)} C ${round(cx + 60 * s)} ${round(headY + 172 * s)} ${round(cx - 60 * s)} ${round(headY + 172 * s)} ${round(cx - 110 * s)} ${round(headY + 150 * s)} Z" fill="${hairFill}"/>`
      : `<path d="M ${round(cx - 78 * s)} ${round(headY - 10 * s)} C ${round(cx - 80 * s)} ${round(headY - 105 * s)} ${round(cx + 80 * s)} ${round(headY - 105 * s)} ${round(cx + 78 * s)} ${round(headY - 10 * s)} C ${round(cx + 40 * s)} ${round(headY - 55 * s)} ${round(cx - 40 * s)} ${round(headY - 55 * s)} ${round(cx - 78 * s)} ${round(headY - 10 * s)} Z" fill="${hairFill}"/>`;
  // Hair behind the head for women, on top of it for men.
  return kind === 'F' ? hair + neck + shoulders + head : neck + shoulders + head + hair;
}

/** The avatar: a square with a gradient, soft lights and the member's silhouette(s). */
export function demoAvatarSvg(seed: string, sex: Sex, size = 512): string {
  const r = seededRandom(`avatar:${seed}`);
  const [deep, middle, light] = pick(PALETTES, r);
  const angle = Math.floor(r() * 360);
  const kinds = (sex.length === 2 ? sex.split('') : [sex]) as ('M' | 'F')[];
  // Solid fills (the group is faded as a whole), so overlapping shapes do not show through.
  const front = '#f7eee4';
  const back = '#cbbfb4';
  const frontHair = '#e4d2bf';
  const backHair = '#b3a493';
  const figures =
    kinds.length === 1
      ? figure(kinds[0]!, size / 2, 1, front, frontHair, size)
      : figure(kinds[0]!, round(size * 0.36), 0.88, back, backHair, size) + figure(kinds[1]!, round(size * 0.64), 0.94, front, frontHair, size);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs>
    <linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${deep}"/><stop offset="0.6" stop-color="${middle}"/><stop offset="1" stop-color="${light}"/></linearGradient>
    <radialGradient id="glow" cx="${round(0.3 + r() * 0.4)}" cy="0.35" r="0.6"><stop offset="0" stop-color="${light}" stop-opacity="0.55"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${size}" height="${size}" fill="url(#bg)"/>
  <rect width="${size}" height="${size}" fill="url(#glow)"/>
  ${lights(r, size, size, 6, light)}
  <g opacity="0.86">${figures}</g>
</svg>`;
}

/** A ridge of soft hills across the picture, from left to right. */
function ridge(r: () => number, width: number, height: number, baseY: number, amplitude: number, fill: string): string {
  const steps = 5;
  let d = `M 0 ${height} L 0 ${round(baseY + (r() - 0.5) * amplitude)}`;
  for (let i = 1; i <= steps; i++) {
    const x = (width / steps) * i;
    const y = baseY + (r() - 0.5) * amplitude;
    const cx = x - width / steps / 2;
    const cy = baseY + (r() - 0.5) * amplitude * 1.6;
    d += ` Q ${round(cx)} ${round(cy)} ${round(x)} ${round(y)}`;
  }
  return `<path d="${d} L ${width} ${height} Z" fill="${fill}"/>`;
}

/** The wall picture: an evening landscape (sky, a low sun or moon, layered hills, lights). */
export function demoWallSvg(seed: string, width = 1024, height = 576): string {
  const r = seededRandom(`wall:${seed}`);
  const [deep, middle, light] = pick(PALETTES, r);
  const sunX = round(width * (0.2 + r() * 0.6));
  const sunY = round(height * (0.3 + r() * 0.15));
  const layers = [0.55, 0.68, 0.82].map((f, i) => ridge(r, width, height, height * f, height * (0.18 - i * 0.04), i === 2 ? deep : i === 1 ? `${deep}cc` : `${middle}aa`)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="0.55" stop-color="${middle}"/><stop offset="1" stop-color="${light}"/></linearGradient>
    <radialGradient id="sun"><stop offset="0" stop-color="#fff6e6" stop-opacity="0.95"/><stop offset="0.25" stop-color="${light}" stop-opacity="0.7"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${sunY}" r="${round(height * 0.32)}" fill="url(#sun)"/>
  ${lights(r, width, height * 0.6, 8, light)}
  ${layers}
</svg>`;
}

/** A friends-only mood picture: candle-like lights in the dark, nothing more. */
export function demoMoodSvg(seed: string, size = 640): string {
  const r = seededRandom(`mood:${seed}`);
  const [deep, middle, light] = pick(PALETTES, r);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><radialGradient id="bg" cx="0.5" cy="0.7" r="0.9"><stop offset="0" stop-color="${middle}"/><stop offset="1" stop-color="${deep}"/></radialGradient></defs>
  <rect width="${size}" height="${size}" fill="url(#bg)"/>
  ${lights(r, size, size * 1.1, 14, light)}
</svg>`;
}
