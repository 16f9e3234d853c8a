/**
 * `npx node scripts/make-covers.ts`: draws the built-in covers into apps/web/public/covers
 * (issue 14, imagery): one picture per item type (course, knowledge, programme, exam at the
 * spec's 260x150; banner at 1200x360) and theme (packages/shared/src/home/covers.ts), named
 * `<type>-<n>.svg`. Text-free flat illustrations: a theme's palette and motif on a layered
 * background, a composition per item type. Each file stays under 4 KB.
 * `--preview <file.html>` also writes a page showing them all (look at it before committing).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  COVER_THEMES,
  COVER_TYPES,
  defaultCoverUrl,
  type CoverTheme,
  type CoverType,
} from '../packages/shared/src/home/covers.ts';

interface Palette {
  /** Background gradient, top-left to bottom-right. */
  from: string;
  to: string;
  /** The darkest tone: shadows, the motif's lines. */
  deep: string;
  /** The motif's main colour on white. */
  main: string;
  /** The warm or bright accent. */
  accent: string;
  /** A pale tint of main: panels' inner fills. */
  tint: string;
}

const PALETTES: Record<CoverTheme, Palette> = {
  safety: {
    from: '#0b6b66',
    to: '#3cc3a6',
    deep: '#08453f',
    main: '#0f8f83',
    accent: '#ffb938',
    tint: '#d8f5ee',
  },
  leadership: {
    from: '#2e2a7a',
    to: '#7867de',
    deep: '#1d1a52',
    main: '#5646c8',
    accent: '#ffc555',
    tint: '#e6e2fb',
  },
  skills: {
    from: '#1543a8',
    to: '#36b3ec',
    deep: '#0e2a6b',
    main: '#1f6fd6',
    accent: '#5ee0d0',
    tint: '#dcecfd',
  },
  culture: {
    from: '#b3245f',
    to: '#ff8a7a',
    deep: '#6e1238',
    main: '#d9406f',
    accent: '#ffd56b',
    tint: '#fde3e6',
  },
  service: {
    from: '#c2480f',
    to: '#ffb547',
    deep: '#7a2a06',
    main: '#e8661e',
    accent: '#2fbfa0',
    tint: '#ffecd6',
  },
};

const r = (n: number) => Math.round(n * 10) / 10;

/**
 * A theme's motif in a 100x100 box, drawn at (x, y) scaled to `size`: bold shapes in the
 * palette's colours, readable on white.
 */
function motif(theme: CoverTheme, p: Palette, x: number, y: number, size: number): string {
  const body = MOTIFS[theme](p);
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${r(size / 100)})">${body}</g>`;
}

const MOTIFS: Record<CoverTheme, (p: Palette) => string> = {
  // A shield with a check mark.
  safety: (p) =>
    `<path d="M50 6 88 20v28c0 25-16 41-38 50C28 89 12 73 12 48V20z" fill="${p.main}"/>` +
    `<path d="M50 6 88 20v28c0 25-16 41-38 50z" fill="${p.deep}" opacity=".25"/>` +
    `<path d="M33 51l12 12 23-25" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="84" cy="14" r="9" fill="${p.accent}"/>`,
  // Two peaks and a flag on the summit.
  leadership: (p) =>
    `<path d="M2 94 44 30l42 64z" fill="${p.main}"/>` +
    `<path d="M44 30l42 64H56z" fill="${p.deep}" opacity=".3"/>` +
    `<path d="M44 94 70 56l28 38z" fill="${p.deep}" opacity=".75"/>` +
    `<path d="M31 50l13-20 13 20-6-4-7 6-7-6z" fill="#fff"/>` +
    `<path d="M44 30V4" stroke="${p.deep}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M46 5h22l-6 7 6 7H46z" fill="${p.accent}"/>`,
  // A large gear turning a small one.
  skills: (p) =>
    `<circle cx="42" cy="54" r="28" fill="none" stroke="${p.main}" stroke-width="14" stroke-dasharray="9.2 8.4"/>` +
    `<circle cx="42" cy="54" r="24" fill="${p.main}"/>` +
    `<circle cx="42" cy="54" r="10" fill="#fff"/>` +
    `<circle cx="80" cy="22" r="13" fill="none" stroke="${p.accent}" stroke-width="9" stroke-dasharray="6.4 6.2"/>` +
    `<circle cx="80" cy="22" r="11" fill="${p.accent}"/>` +
    `<circle cx="80" cy="22" r="4.5" fill="#fff"/>` +
    `<path d="M72 74l-8 9 8 9M88 74l8 9-8 9" fill="none" stroke="${p.deep}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
  // Three people together, a heart above them.
  culture: (p) =>
    `<circle cx="22" cy="46" r="11" fill="${p.accent}"/>` +
    `<path d="M4 92c0-16 8-27 18-27s18 11 18 27z" fill="${p.accent}"/>` +
    `<circle cx="78" cy="46" r="11" fill="${p.deep}" opacity=".8"/>` +
    `<path d="M60 92c0-16 8-27 18-27s18 11 18 27z" fill="${p.deep}" opacity=".8"/>` +
    `<circle cx="50" cy="42" r="14" fill="${p.main}"/>` +
    `<path d="M27 96c0-20 10-34 23-34s23 14 23 34z" fill="${p.main}"/>` +
    `<path d="M50 24C44 18 36 14 36 8a7 7 0 0 1 14-2 7 7 0 0 1 14 2c0 6-8 10-14 16z" fill="${p.main}"/>`,
  // Two speech bubbles, a star in one.
  service: (p) =>
    `<path d="M10 14h52a8 8 0 0 1 8 8v30a8 8 0 0 1-8 8H32L18 72V60h-8a8 8 0 0 1-8-8V22a8 8 0 0 1 8-8z" fill="${p.main}"/>` +
    `<path d="M36 24l4 9 10 1-7.5 6.5 2.3 9.5L36 45l-8.8 5 2.3-9.5L22 34l10-1z" fill="#fff"/>` +
    `<path d="M48 50h40a8 8 0 0 1 8 8v20a8 8 0 0 1-8 8h-4v10L72 86H48a8 8 0 0 1-8-8V58a8 8 0 0 1 8-8z" fill="${p.accent}"/>` +
    `<circle cx="56" cy="68" r="4" fill="#fff"/><circle cx="68" cy="68" r="4" fill="#fff"/><circle cx="80" cy="68" r="4" fill="#fff"/>`,
};

/** Gradient, dot pattern and a soft shadow filter, shared by every picture. */
function defs(p: Palette, wide: boolean): string {
  return (
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="${wide ? '.6' : '1'}">` +
    `<stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>` +
    `<pattern id="d" width="10" height="10" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.3" fill="#fff" fill-opacity=".45"/></pattern>` +
    `<filter id="s" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="${wide ? 8 : 3}" stdDeviation="${wide ? 10 : 4}" flood-color="${p.deep}" flood-opacity=".35"/></filter></defs>`
  );
}

/** The card background: gradient, two soft discs, dots, a wave and floating bits. */
function cardBackground(p: Palette): string {
  return (
    `<rect width="260" height="150" fill="url(#g)"/>` +
    `<circle cx="236" cy="-6" r="74" fill="#fff" opacity=".12"/>` +
    `<circle cx="6" cy="158" r="64" fill="${p.deep}" opacity=".2"/>` +
    `<rect x="16" y="16" width="52" height="32" fill="url(#d)"/>` +
    `<path d="M0 120c50-20 96 18 150 2s82-22 110-10v38H0z" fill="#fff" opacity=".12"/>` +
    `<circle cx="44" cy="92" r="9" fill="none" stroke="#fff" stroke-width="3" opacity=".5"/>` +
    `<circle cx="92" cy="138" r="4" fill="${p.accent}"/>` +
    `<path d="M246 72v10m-5-5h10" stroke="#fff" stroke-width="2.5" stroke-linecap="round" opacity=".7"/>`
  );
}

/** A lesson screen: the motif on a white panel, a progress line and a play badge. */
function courseStage(t: CoverTheme, p: Palette): string {
  return (
    `<rect x="92" y="30" width="120" height="84" rx="12" fill="#fff" filter="url(#s)"/>` +
    `<rect x="100" y="38" width="104" height="54" rx="7" fill="${p.tint}"/>` +
    motif(t, p, 130, 42, 46) +
    `<rect x="100" y="101" width="104" height="5" rx="2.5" fill="${p.tint}"/>` +
    `<rect x="100" y="101" width="62" height="5" rx="2.5" fill="${p.main}"/>` +
    `<circle cx="162" cy="103.5" r="5" fill="#fff" stroke="${p.main}" stroke-width="2.5"/>` +
    `<circle cx="214" cy="34" r="15" fill="${p.accent}" filter="url(#s)"/>` +
    `<path d="M209 26.5v15l12.5-7.5z" fill="#fff"/>`
  );
}

/** A document on a stack of pages: the motif at its head, lines of text below. */
function knowledgeStage(t: CoverTheme, p: Palette): string {
  return (
    `<rect x="108" y="28" width="76" height="96" rx="9" fill="#fff" opacity=".35" transform="rotate(-10 146 76)"/>` +
    `<rect x="112" y="26" width="76" height="96" rx="9" fill="#fff" opacity=".6" transform="rotate(7 150 74)"/>` +
    `<path d="M110 24h46l22 22v72a8 8 0 0 1-8 8h-60a8 8 0 0 1-8-8V32a8 8 0 0 1 8-8z" fill="#fff" filter="url(#s)"/>` +
    `<path d="M156 24v14a8 8 0 0 0 8 8h14z" fill="${p.tint}"/>` +
    motif(t, p, 112, 34, 40) +
    `<rect x="112" y="84" width="54" height="5" rx="2.5" fill="${p.main}" opacity=".8"/>` +
    `<rect x="112" y="96" width="54" height="5" rx="2.5" fill="${p.tint}"/>` +
    `<rect x="112" y="108" width="36" height="5" rx="2.5" fill="${p.tint}"/>` +
    `<circle cx="190" cy="110" r="16" fill="${p.accent}" filter="url(#s)"/>` +
    `<path d="M184 101h12v19l-6-5-6 5z" fill="#fff"/>`
  );
}

/** A journey: a dotted path past milestones to the motif at its goal. */
function programmeStage(t: CoverTheme, p: Palette): string {
  return (
    `<path d="M40 128c40 0 46-34 82-38s44-16 62-32" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-dasharray=".1 10" opacity=".9"/>` +
    `<circle cx="40" cy="128" r="7" fill="#fff"/><circle cx="40" cy="128" r="3" fill="${p.main}"/>` +
    `<circle cx="90" cy="104" r="8" fill="#fff"/><path d="M86 104l3 3 5-6" fill="none" stroke="${p.main}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="140" cy="84" r="8" fill="${p.accent}"/><circle cx="140" cy="84" r="3" fill="#fff"/>` +
    `<circle cx="196" cy="60" r="40" fill="#fff" opacity=".25"/>` +
    `<circle cx="196" cy="60" r="32" fill="#fff" filter="url(#s)"/>` +
    motif(t, p, 176, 40, 40) +
    `<path d="M224 100v26" stroke="#fff" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M226 101h16l-4 5 4 5h-16z" fill="${p.accent}"/>`
  );
}

/** A clipboard with ticked rows, the motif on a badge. */
function examStage(t: CoverTheme, p: Palette): string {
  const row = (y: number, done: boolean) =>
    (done
      ? `<circle cx="118" cy="${y}" r="6" fill="${p.main}"/><path d="M115 ${y}l2.2 2.4 4-4.6" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`
      : `<circle cx="118" cy="${y}" r="5.5" fill="none" stroke="${p.main}" stroke-width="2"/>`) +
    `<rect x="130" y="${y - 2.5}" width="${done ? 42 : 30}" height="5" rx="2.5" fill="${done ? p.tint : '#e6e9ef'}"/>`;
  return (
    `<rect x="102" y="26" width="82" height="102" rx="10" fill="#fff" filter="url(#s)"/>` +
    `<rect x="126" y="19" width="34" height="14" rx="5" fill="${p.deep}"/>` +
    `<circle cx="143" cy="22" r="2.5" fill="#fff" opacity=".8"/>` +
    row(52, true) +
    row(74, true) +
    row(96, false) +
    `<circle cx="190" cy="100" r="25" fill="#fff" filter="url(#s)"/>` +
    `<circle cx="190" cy="100" r="21" fill="${p.tint}"/>` +
    motif(t, p, 175, 85, 30) +
    // A pencil leaning on the board.
    `<g transform="rotate(30 204 50)"><rect x="198" y="22" width="12" height="44" rx="2" fill="${p.accent}"/>` +
    `<rect x="198" y="22" width="12" height="7" rx="2" fill="${p.deep}" opacity=".5"/>` +
    `<path d="M198 66h12l-6 12z" fill="#f6dfc0"/><path d="M202 74h4l-2 4z" fill="${p.deep}"/></g>`
  );
}

/** The wide home banner: a calm left half for the title, the motif's scene on the right. */
function banner(t: CoverTheme, p: Palette): string {
  return (
    `<rect width="1200" height="360" fill="url(#g)"/>` +
    `<circle cx="1040" cy="40" r="250" fill="#fff" opacity=".1"/>` +
    `<circle cx="1180" cy="360" r="150" fill="${p.deep}" opacity=".18"/>` +
    `<circle cx="60" cy="400" r="220" fill="${p.deep}" opacity=".16"/>` +
    `<rect x="560" y="40" width="120" height="70" fill="url(#d)"/>` +
    `<path d="M0 300c180-60 320 40 540 0s400-80 660-20v80H0z" fill="#fff" opacity=".1"/>` +
    `<path d="M0 330c220-40 380 20 600 0s420-50 600-10v40H0z" fill="#fff" opacity=".08"/>` +
    `<circle cx="520" cy="96" r="22" fill="none" stroke="#fff" stroke-width="6" opacity=".35"/>` +
    `<circle cx="1140" cy="110" r="9" fill="${p.accent}"/>` +
    `<circle cx="720" cy="300" r="6" fill="#fff" opacity=".6"/>` +
    `<path d="M1110 250v24m-12-12h24M690 70v16m-8-8h16" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".7"/>` +
    // A small card with a progress ring, leaning behind on the left.
    `<g transform="rotate(-6 680 200)" filter="url(#s)"><rect x="610" y="140" width="150" height="120" rx="18" fill="#fff"/>` +
    `<circle cx="660" cy="190" r="24" fill="none" stroke="${p.tint}" stroke-width="9"/>` +
    `<circle cx="660" cy="190" r="24" fill="none" stroke="${p.main}" stroke-width="9" stroke-dasharray="110 151" stroke-linecap="round" transform="rotate(-90 660 190)"/>` +
    `<rect x="698" y="176" width="46" height="9" rx="4.5" fill="${p.main}" opacity=".8"/>` +
    `<rect x="698" y="194" width="32" height="9" rx="4.5" fill="${p.tint}"/>` +
    `<rect x="630" y="232" width="110" height="9" rx="4.5" fill="${p.tint}"/></g>` +
    `<rect x="788" y="72" width="250" height="200" rx="24" fill="#fff" opacity=".3" transform="rotate(-8 913 172)"/>` +
    `<rect x="780" y="70" width="260" height="210" rx="24" fill="#fff" filter="url(#s)"/>` +
    `<rect x="800" y="90" width="220" height="126" rx="14" fill="${p.tint}"/>` +
    motif(t, p, 858, 97, 112) +
    `<rect x="800" y="236" width="140" height="12" rx="6" fill="${p.main}"/>` +
    `<rect x="800" y="256" width="90" height="10" rx="5" fill="${p.tint}"/>` +
    `<circle cx="1000" cy="250" r="18" fill="${p.accent}"/>` +
    `<path d="M993 250l5 5 10-11" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="1052" cy="76" r="34" fill="${p.accent}" filter="url(#s)"/>` +
    `<path d="M1040 62v28l24-14z" fill="#fff"/>`
  );
}

const STAGES: Record<Exclude<CoverType, 'banner'>, (t: CoverTheme, p: Palette) => string> = {
  course: courseStage,
  knowledge: knowledgeStage,
  programme: programmeStage,
  exam: examStage,
};

export function drawCover(type: CoverType, theme: CoverTheme): string {
  const p = PALETTES[theme];
  const wide = type === 'banner';
  const [w, h] = wide ? [1200, 360] : [260, 150];
  const body = wide ? banner(theme, p) : cardBackground(p) + STAGES[type](theme, p);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs(p, wide)}${body}</svg>\n`;
}

export const COVERS_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '../apps/web/public/covers',
);

/** The file name of each built-in cover with its drawing. */
export function allCovers(): { file: string; svg: string }[] {
  return COVER_TYPES.flatMap((type) =>
    COVER_THEMES.map((theme) => ({
      file: defaultCoverUrl(type, theme).slice('/covers/'.length),
      svg: drawCover(type, theme),
    })),
  );
}

if (import.meta.main) {
  mkdirSync(COVERS_DIR, { recursive: true });
  for (const { file, svg } of allCovers()) {
    if (svg.length >= 4096) throw new Error(`${file} is ${svg.length} bytes (limit 4 KB)`);
    writeFileSync(join(COVERS_DIR, file), svg);
    console.log(`${file} ${svg.length} B`);
  }
  const previewAt = process.argv.indexOf('--preview');
  const preview = previewAt > 0 ? process.argv[previewAt + 1] : undefined;
  if (preview) writeFileSync(preview, previewPage());
}

/** A page showing every cover at its size (banners at half size), by type. */
function previewPage(): string {
  const cells = COVER_TYPES.map((type) => {
    const [w, h] = type === 'banner' ? [600, 180] : [260, 150];
    const figures = COVER_THEMES.map((theme) => {
      const src = join(COVERS_DIR, defaultCoverUrl(type, theme).slice('/covers/'.length));
      return `<figure><img src="${src}" width="${w}" height="${h}" alt=""><figcaption>${theme}</figcaption></figure>`;
    });
    return `<h2>${type}</h2><div class="row">${figures.join('')}</div>`;
  });
  return (
    '<!doctype html><meta charset="utf-8"><style>body{font:13px system-ui;margin:16px;background:#f4f5f7}' +
    '.row{display:flex;flex-wrap:wrap;gap:12px}figure{margin:0}img{border-radius:8px;display:block}h2{margin:12px 0 6px}</style>' +
    cells.join('')
  );
}
