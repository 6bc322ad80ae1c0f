// Generated carousel pictures for the demo venue: small SVG illustrations (no downloads, no
// fonts needed), rendered by sharp when the pages are seeded. Deterministic: same scene, same picture.

export const SCENES = ['facade', 'bar', 'lounge', 'restaurant', 'sauna', 'whirlpool', 'garden', 'room', 'catway', 'gallery'] as const;
export type SceneName = (typeof SCENES)[number];

const W = 1600;
const H = 900;

/** A small seeded random generator (mulberry32), so each scene always looks the same. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const glowDef = (id: string, colour: string) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="0.95"/><stop offset="0.35" stop-color="${colour}" stop-opacity="0.45"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
const sky = (id: string, top: string, bottom: string) => `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
const glow = (x: number, y: number, r: number, id = 'glow') => `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#${id})"/>`;

function bokeh(seed: number, count: number, colours: string[], area = { y0: 0, y1: H }) {
  const rnd = random(seed);
  return Array.from({ length: count }, () => {
    const r = 12 + rnd() * 46;
    const c = colours[Math.floor(rnd() * colours.length)]!;
    return `<circle cx="${(rnd() * W).toFixed(0)}" cy="${(area.y0 + rnd() * (area.y1 - area.y0)).toFixed(0)}" r="${r.toFixed(0)}" fill="${c}" opacity="${(0.12 + rnd() * 0.3).toFixed(2)}"/>`;
  }).join('');
}

function pendantLamps(xs: number[], y: number, colour = '#ffd27a') {
  return xs.map((x) => `<line x1="${x}" y1="0" x2="${x}" y2="${y - 30}" stroke="#0c0a12" stroke-width="4"/><path d="M${x - 45} ${y} Q${x} ${y - 70} ${x + 45} ${y} Z" fill="#1b1420"/>${glow(x, y + 30, 170)}<ellipse cx="${x}" cy="${y + 2}" rx="36" ry="8" fill="${colour}"/>`).join('');
}

const scenes: Record<SceneName, () => string> = {
  facade: () => {
    const rnd = random(7);
    const stars = Array.from({ length: 90 }, () => `<circle cx="${(rnd() * W).toFixed(0)}" cy="${(rnd() * 380).toFixed(0)}" r="${(rnd() * 2 + 0.6).toFixed(1)}" fill="#fff" opacity="${(0.3 + rnd() * 0.7).toFixed(2)}"/>`).join('');
    const windows = [0, 1, 2, 3, 4, 5].flatMap((col) => [0, 1].map((row) => `<rect x="${430 + col * 130}" y="${330 + row * 130}" width="80" height="90" rx="6" fill="${(col + row) % 3 === 0 ? '#4a3a2a' : '#ffcf7a'}" opacity="0.92"/>`)).join('');
    return `<defs>${sky('s', '#0b1030', '#3b2450')}${glowDef('glow', '#ffc45e')}</defs><rect width="${W}" height="${H}" fill="url(#s)"/>${stars}
      <circle cx="1330" cy="140" r="55" fill="#f6efd8"/><circle cx="1352" cy="126" r="52" fill="#141a3c" opacity="0.9"/>
      <rect x="380" y="260" width="840" height="520" fill="#221b2c"/><polygon points="350,262 800,150 1250,262" fill="#1a1422"/>${windows}
      ${glow(800, 700, 260)}<rect x="730" y="600" width="140" height="180" rx="8" fill="#3a2410"/><rect x="742" y="612" width="116" height="168" rx="6" fill="#ffb648" opacity="0.85"/>
      <path d="M680 590 L920 590 L890 560 L710 560 Z" fill="#c8902a"/><rect x="0" y="780" width="${W}" height="120" fill="#120e18"/>
      <rect x="640" y="780" width="320" height="120" fill="#2a2030"/>${[120, 260, 1340, 1480].map((x) => `<rect x="${x}" y="640" width="8" height="140" fill="#0c0a10"/>${glow(x + 4, 636, 70)}`).join('')}`;
  },
  bar: () => {
    const rnd = random(11);
    const glass = ['#3f8f5a', '#a3542a', '#d9b45a', '#6a3a7a', '#2d6f8f', '#c9c2b0'];
    const bottles = [250, 400].flatMap((shelfY) =>
      Array.from({ length: 26 }, (_, i) => {
        const x = 150 + i * 50 + rnd() * 10;
        const h = 70 + rnd() * 50;
        const c = glass[Math.floor(rnd() * glass.length)]!;
        return `<rect x="${x.toFixed(0)}" y="${(shelfY - h).toFixed(0)}" width="30" height="${h.toFixed(0)}" rx="8" fill="${c}" opacity="0.85"/><rect x="${(x + 10).toFixed(0)}" y="${(shelfY - h - 26).toFixed(0)}" width="10" height="30" fill="${c}" opacity="0.85"/>`;
      }),
    ).join('');
    return `<defs>${sky('s', '#1a0f1c', '#3a1f1a')}${glowDef('glow', '#ffb347')}<linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6b3b1c"/><stop offset="1" stop-color="#2a160b"/></linearGradient></defs>
      <rect width="${W}" height="${H}" fill="url(#s)"/><rect x="100" y="120" width="1400" height="320" fill="#23140f"/>${glow(800, 300, 600)}
      ${bottles}<rect x="120" y="250" width="1360" height="10" fill="#8a5a2a"/><rect x="120" y="400" width="1360" height="10" fill="#8a5a2a"/>
      ${pendantLamps([360, 800, 1240], 470)}<rect x="0" y="600" width="${W}" height="40" fill="#a06a30"/><rect x="0" y="640" width="${W}" height="260" fill="url(#wood)"/>
      ${[300, 620, 980, 1300].map((x) => `<path d="M${x - 30} 560 L${x + 30} 560 L${x + 8} 600 L${x - 8} 600 Z" fill="#e8d9b0" opacity="0.55"/>`).join('')}`;
  },
  lounge: () =>
    `<defs>${sky('s', '#1c0b24', '#4a1630')}${glowDef('glow', '#ff8a5c')}${glowDef('violet', '#b06ad9')}</defs><rect width="${W}" height="${H}" fill="url(#s)"/>
      ${bokeh(21, 40, ['#ffb46a', '#d96aa8', '#8a6ad9'], { y0: 60, y1: 480 })}${glow(260, 380, 260)}${glow(1340, 360, 260, 'violet')}
      <rect x="230" y="150" width="12" height="240" fill="#120812"/><path d="M190 150 L290 150 L270 100 L210 100 Z" fill="#e8b070"/>
      <rect x="0" y="640" width="${W}" height="260" fill="#1a0a14"/>
      <rect x="300" y="470" width="620" height="200" rx="60" fill="#6a1e3a"/><rect x="330" y="430" width="560" height="120" rx="50" fill="#7e2646"/>
      ${[360, 500, 640, 780].map((x) => `<rect x="${x}" y="470" width="110" height="90" rx="30" fill="#93345a"/>`).join('')}
      <rect x="1040" y="500" width="360" height="170" rx="70" fill="#4a2a6a"/><rect x="1060" y="460" width="320" height="100" rx="50" fill="#5a3480"/>
      <ellipse cx="960" cy="720" rx="170" ry="38" fill="#2a1410"/><rect x="950" y="720" width="20" height="90" fill="#1a0c08"/>
      ${glow(960, 690, 80)}<rect x="948" y="660" width="24" height="34" rx="4" fill="#fff2d0"/>`,
  restaurant: () => {
    const tables = [
      [300, 600],
      [800, 650],
      [1300, 600],
      [550, 470],
      [1050, 470],
    ];
    return `<defs>${sky('s', '#2a1a12', '#5a3520')}${glowDef('glow', '#ffcf70')}</defs><rect width="${W}" height="${H}" fill="url(#s)"/>
      ${[200, 600, 1000, 1400].map((x) => `<rect x="${x - 90}" y="90" width="180" height="230" rx="90" fill="#1a0f0a" opacity="0.7"/>${glow(x, 200, 120)}`).join('')}
      <rect x="0" y="380" width="${W}" height="520" fill="#2c1a10"/>
      ${tables
        .map(
          ([x, y]) =>
            `<ellipse cx="${x}" cy="${y! + 120}" rx="190" ry="30" fill="#150c06" opacity="0.6"/><rect x="${x! - 150}" y="${y! - 40}" width="20" height="150" fill="#3a2212"/><rect x="${x! + 130}" y="${y! - 40}" width="20" height="150" fill="#3a2212"/>` +
            `<ellipse cx="${x}" cy="${y}" rx="170" ry="42" fill="#f3ead8"/><path d="M${x! - 170} ${y} L${x! - 160} ${y! + 70} L${x! + 160} ${y! + 70} L${x! + 170} ${y} Z" fill="#e4d8c0"/>` +
            `${glow(x!, y! - 40, 110)}<rect x="${x! - 6}" y="${y! - 50}" width="12" height="40" fill="#fff6e0"/><ellipse cx="${x! - 70}" cy="${y! - 4}" rx="30" ry="9" fill="#fff" opacity="0.8"/><ellipse cx="${x! + 70}" cy="${y! - 4}" rx="30" ry="9" fill="#fff" opacity="0.8"/>`,
        )
        .join('')}`;
  },
  sauna: () => {
    const rnd = random(31);
    const planks = Array.from({ length: 18 }, (_, i) => `<rect x="0" y="${i * 50}" width="${W}" height="48" fill="hsl(${25 + rnd() * 8}, ${45 + rnd() * 15}%, ${28 + rnd() * 10}%)"/>`).join('');
    const stones = Array.from({ length: 14 }, (_, i) => `<ellipse cx="${1180 + (i % 5) * 44 + rnd() * 10}" cy="${560 - Math.floor(i / 5) * 30}" rx="26" ry="18" fill="hsl(0, 0%, ${22 + rnd() * 20}%)"/>`).join('');
    return `<defs>${glowDef('glow', '#ffb060')}<filter id="steam"><feGaussianBlur stdDeviation="40"/></filter></defs>${planks}
      <rect x="0" y="560" width="1000" height="40" fill="#c08850"/><rect x="0" y="600" width="1000" height="30" fill="#5a3218"/>
      <rect x="0" y="740" width="1100" height="40" fill="#c89058"/><rect x="0" y="780" width="1100" height="120" fill="#4a2814"/>
      <rect x="1150" y="580" width="260" height="320" rx="10" fill="#2a2a2e"/>${stones}${glow(1280, 560, 220)}
      <g filter="url(#steam)" opacity="0.5"><ellipse cx="1250" cy="380" rx="200" ry="90" fill="#fff"/><ellipse cx="900" cy="260" rx="260" ry="80" fill="#fff"/><ellipse cx="500" cy="340" rx="220" ry="70" fill="#fff"/></g>
      ${glow(160, 120, 200)}<rect x="130" y="90" width="60" height="40" rx="8" fill="#ffe0a0"/>`;
  },
  whirlpool: () => {
    const rnd = random(41);
    const tiles = Array.from({ length: 16 * 5 }, (_, i) => `<rect x="${(i % 16) * 100}" y="${Math.floor(i / 16) * 80}" width="98" height="78" fill="hsl(${200 + rnd() * 10}, 25%, ${16 + rnd() * 6}%)"/>`).join('');
    const bubbles = Array.from({ length: 120 }, () => `<circle cx="${(420 + rnd() * 760).toFixed(0)}" cy="${(560 + rnd() * 170).toFixed(0)}" r="${(2 + rnd() * 6).toFixed(1)}" fill="#e8fbff" opacity="${(0.3 + rnd() * 0.6).toFixed(2)}"/>`).join('');
    return `<defs>${glowDef('glow', '#5ad6ff')}${glowDef('warm', '#ffc46a')}<radialGradient id="water" cx="0.5" cy="0.45"><stop offset="0" stop-color="#7ef0ff"/><stop offset="0.6" stop-color="#1aa3c8"/><stop offset="1" stop-color="#0a4a6a"/></radialGradient></defs>
      <rect width="${W}" height="${H}" fill="#0c1a24"/>${tiles}${glow(300, 250, 260, 'warm')}${glow(1300, 250, 260, 'warm')}
      <rect x="0" y="400" width="${W}" height="500" fill="#1a2a34"/><ellipse cx="800" cy="650" rx="480" ry="170" fill="#d8d2c4"/><ellipse cx="800" cy="645" rx="440" ry="145" fill="url(#water)"/>
      ${glow(800, 640, 420)}${[110, 80, 50].map((r, i) => `<ellipse cx="800" cy="640" rx="${r * 3.4}" ry="${r}" fill="none" stroke="#dffaff" stroke-width="3" opacity="${0.25 + i * 0.15}"/>`).join('')}${bubbles}`;
  },
  garden: () => {
    const rnd = random(51);
    const lights = Array.from({ length: 28 }, (_, i) => {
      const x = 60 + i * 55;
      const y = 200 + Math.sin((i / 27) * Math.PI) * 90;
      return `${glow(x, y + 6, 34)}<circle cx="${x}" cy="${y + 6}" r="7" fill="#ffe6a0"/>`;
    }).join('');
    const trees = [120, 330, 1270, 1480].map((x) => `<rect x="${x - 12}" y="420" width="24" height="260" fill="#1a120c"/><circle cx="${x}" cy="${380 + rnd() * 30}" r="${130 + rnd() * 40}" fill="#12301e"/><circle cx="${x + 60}" cy="420" r="90" fill="#16402a"/>`).join('');
    return `<defs>${sky('s', '#141a40', '#c0604a')}${glowDef('glow', '#ffd27a')}</defs><rect width="${W}" height="${H}" fill="url(#s)"/>
      ${trees}<path d="M60 206 Q 800 380 1545 206" fill="none" stroke="#1a1410" stroke-width="2"/>${lights}
      <rect x="0" y="640" width="${W}" height="260" fill="#1c3a20"/><rect x="0" y="640" width="${W}" height="12" fill="#2a4a2a"/>
      ${[520, 800, 1080].map((x) => `<path d="M${x - 110} 700 L${x + 110} 700 L${x + 150} 640 L${x + 120} 630 L${x + 90} 680 L${x - 110} 680 Z" fill="#e9e2d0"/><rect x="${x - 100}" y="700" width="10" height="40" fill="#8a7a60"/><rect x="${x + 90}" y="700" width="10" height="40" fill="#8a7a60"/>`).join('')}
      ${glow(660, 780, 90)}<rect x="650" y="760" width="20" height="30" fill="#ffe6a0"/>`;
  },
  room: () =>
    `<defs>${sky('s', '#2a2030', '#3a2a36')}${glowDef('glow', '#ffcf80')}${sky('night', '#0a0f2a', '#2a2a5a')}</defs><rect width="${W}" height="${H}" fill="url(#s)"/>
      <rect x="1080" y="120" width="360" height="360" fill="url(#night)"/><rect x="1255" y="120" width="10" height="360" fill="#4a3a40"/><rect x="1080" y="295" width="360" height="10" fill="#4a3a40"/>
      <rect x="1040" y="100" width="40" height="420" fill="#6a2a3a"/><rect x="1440" y="100" width="40" height="420" fill="#6a2a3a"/>
      <rect x="0" y="640" width="${W}" height="260" fill="#2a1a16"/>
      <rect x="300" y="330" width="600" height="200" rx="20" fill="#4a2a1e"/><rect x="260" y="500" width="680" height="200" rx="24" fill="#efe6d8"/><rect x="260" y="600" width="680" height="120" rx="20" fill="#8a2a3a"/>
      <rect x="330" y="450" width="230" height="90" rx="40" fill="#fffaf0"/><rect x="640" y="450" width="230" height="90" rx="40" fill="#fffaf0"/>
      ${[150, 1050].map((x) => `<rect x="${x - 60}" y="560" width="120" height="140" fill="#3a2418"/>${glow(x, 470, 170)}<path d="M${x - 45} 500 L${x + 45} 500 L${x + 30} 440 L${x - 30} 440 Z" fill="#ffe2a8"/><rect x="${x - 4}" y="500" width="8" height="60" fill="#2a1a10"/>`).join('')}`,
  catway: () =>
    `<defs>${sky('s', '#07060f', '#1e1030')}${glowDef('glow', '#ffffff')}<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff4d8" stop-opacity="0.7"/><stop offset="1" stop-color="#fff4d8" stop-opacity="0"/></linearGradient></defs>
      <rect width="${W}" height="${H}" fill="url(#s)"/>${bokeh(61, 30, ['#ff5ca8', '#5ac8ff', '#ffd25a'], { y0: 40, y1: 380 })}
      ${[400, 800, 1200].map((x) => `<polygon points="${x - 30},0 ${x + 30},0 ${x + 260},900 ${x - 260},900" fill="url(#beam)" opacity="0.5"/>`).join('')}
      <polygon points="640,380 960,380 1240,900 360,900" fill="#2a2036"/><polygon points="660,380 940,380 1190,900 410,900" fill="#3a2e4c"/>
      ${Array.from({ length: 8 }, (_, i) => `<circle cx="${660 - i * 34}" cy="${400 + i * 66}" r="6" fill="#ffd27a"/><circle cx="${940 + i * 34}" cy="${400 + i * 66}" r="6" fill="#ffd27a"/>`).join('')}
      ${glow(800, 380, 200)}`,
  gallery: () => {
    const frames = [
      [180, 200, 300, 380, '#c0604a'],
      [560, 240, 420, 300, '#3a6a8a'],
      [1060, 180, 360, 420, '#8a6a3a'],
    ] as const;
    return `<defs>${sky('s', '#2a2628', '#3a3436')}${glowDef('glow', '#fff2d0')}</defs><rect width="${W}" height="${H}" fill="url(#s)"/>
      ${frames
        .map(
          ([x, y, w, h, c]) =>
            `${glow(x + w / 2, y - 10, w * 0.8)}<rect x="${x - 16}" y="${y - 16}" width="${w + 32}" height="${h + 32}" fill="#c8a24a"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${c}"/>` +
            `<circle cx="${x + w * 0.35}" cy="${y + h * 0.4}" r="${Math.min(w, h) * 0.2}" fill="#f2e2c0" opacity="0.8"/><path d="M${x} ${y + h} L${x + w * 0.45} ${y + h * 0.55} L${x + w} ${y + h} Z" fill="#1a1416" opacity="0.55"/>`,
        )
        .join('')}<rect x="0" y="700" width="${W}" height="200" fill="#1a1416"/><rect x="0" y="700" width="${W}" height="8" fill="#4a4042"/>`;
  },
};

/** The scene as an SVG document of 1600 × 900 px. */
export function sceneSvg(scene: SceneName): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${scenes[scene]()}</svg>`;
}
