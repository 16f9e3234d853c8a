import fs from 'node:fs';
import fontkit from '@pdf-lib/fontkit';

/**
 * The CJK font certificates are drawn with (Chinese names must show): the first file that
 * exists of CERTIFICATE_FONT and the usual Debian fonts, Noto Sans CJK first (fonts-noto-cjk,
 * a .ttc collection: its Simplified Chinese face is used), then Droid Sans Fallback and
 * WenQuanYi. Text is drawn as the glyphs' outlines (see certificate-pdf.ts), so no font is
 * embedded: fontkit's subsetting of CID-keyed CFF fonts such as Noto CJK loses glyphs.
 * Without any font, text is drawn in Helvetica and characters it cannot show are left out.
 */
const CANDIDATES = [
  process.env.CERTIFICATE_FONT ?? '',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc',
  '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
].filter(Boolean);

/** What certificate-pdf.ts uses of a fontkit font. */
export interface OutlineFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  layout(text: string): {
    glyphs: { path: OutlinePath }[];
    positions: { xAdvance: number; xOffset: number; yOffset: number }[];
  };
}
interface OutlinePath {
  scale(sx: number, sy: number): OutlinePath;
  translate(x: number, y: number): OutlinePath;
  toSVG(): string;
}

interface FontkitCollection {
  fonts?: { postscriptName?: string }[];
}

/** One face of a file: a collection's Simplified Chinese face where it names one. */
function openFace(file: string): OutlineFont {
  const raw = fs.readFileSync(file);
  const opened = fontkit.create(raw) as unknown as OutlineFont & FontkitCollection;
  if (!opened.fonts) return opened;
  const names = opened.fonts.map((f) => f.postscriptName ?? '');
  const name = names.find((n) => /sc-|CN|GB/i.test(n) && !/mono/i.test(n)) ?? names[0] ?? undefined;
  return fontkit.create(raw, name) as unknown as OutlineFont;
}

let cached: { font: OutlineFont | null; file: string | null } | undefined;

/** The font, opened once; null when no candidate exists or can be read. */
export function certificateFont(): { font: OutlineFont | null; file: string | null } {
  if (cached) return cached;
  cached = { font: null, file: null };
  for (const file of CANDIDATES) {
    if (!fs.existsSync(file)) continue;
    try {
      cached = { font: openFace(file), file };
      break;
    } catch {
      // An unreadable or unexpected file: try the next one.
    }
  }
  return cached;
}
