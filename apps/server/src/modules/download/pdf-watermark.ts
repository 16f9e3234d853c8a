import fs from 'node:fs';
import { PDFDocument, StandardFonts, degrees, rgb, type PDFFont } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';

/**
 * Stamps the download watermark on every page of a PDF (spec s.9, the same look as the
 * viewer's: the learner's real name and account, rotated 15 degrees, grey, opacity 0.4,
 * tiles of 350x120 points). Pure JavaScript (pdf-lib).
 *
 * Chinese names need a CJK font: the first of WATERMARK_FONT and the usual Debian font files
 * that exists is embedded (subset, so only the drawn glyphs are added). Without one the text
 * is drawn in Helvetica with characters it cannot show left out, so the account still shows.
 */
export const WATERMARK_TILE = { width: 350, height: 120 } as const;
export const WATERMARK_ANGLE = 15;
export const WATERMARK_OPACITY = 0.4;
const FONT_SIZE = 14;
const GREY = rgb(0.6, 0.6, 0.6);

const FONT_CANDIDATES = [
  process.env.WATERMARK_FONT ?? '',
  '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  '/usr/share/fonts/truetype/arphic/uming.ttc',
].filter(Boolean);

let cjkFont: Uint8Array | null | undefined;
function cjkFontBytes(): Uint8Array | null {
  if (cjkFont === undefined) {
    const file = FONT_CANDIDATES.find((f) => f.endsWith('.ttf') && fs.existsSync(f));
    cjkFont = file ? fs.readFileSync(file) : null;
  }
  return cjkFont;
}

async function watermarkFont(
  doc: PDFDocument,
  text: string,
): Promise<{ font: PDFFont; text: string }> {
  const bytes = /^[\x20-\x7e]*$/.test(text) ? null : cjkFontBytes();
  if (bytes) {
    doc.registerFontkit(fontkit);
    return { font: await doc.embedFont(bytes, { subset: true }), text };
  }
  const font = await doc.embedFont(StandardFonts.Helvetica);
  // Helvetica (WinAnsi) cannot encode everything: keep what it can.
  const shown = Array.from(text)
    .filter((c) => {
      try {
        font.encodeText(c);
        return true;
      } catch {
        return false;
      }
    })
    .join('')
    .trim();
  return { font, text: shown };
}

/** The watermark text: real name and account. */
export function watermarkText(realName: string, account: string): string {
  return [realName, account].filter(Boolean).join(' ');
}

/** Draws the tiles over every page. */
async function stamp(doc: PDFDocument, label: string): Promise<void> {
  const { font, text } = await watermarkFont(doc, label);
  if (!text) return;
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    for (let y = 0; y < height + WATERMARK_TILE.height; y += WATERMARK_TILE.height)
      for (let x = 0; x < width + WATERMARK_TILE.width; x += WATERMARK_TILE.width)
        page.drawText(text, {
          x: x + 20,
          y: y + 20,
          size: FONT_SIZE,
          font,
          color: GREY,
          opacity: WATERMARK_OPACITY,
          rotate: degrees(WATERMARK_ANGLE),
        });
  }
}

/** A PDF with the watermark on every page. Throws on a file that is not a readable PDF. */
export async function watermarkPdf(pdf: Uint8Array, label: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false });
  await stamp(doc, label);
  return doc.save();
}

/** A one-page PDF of a picture (png or jpg), with the watermark. */
export async function watermarkImage(
  image: Uint8Array,
  ext: 'png' | 'jpg' | 'jpeg',
  label: string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const img = ext === 'png' ? await doc.embedPng(image) : await doc.embedJpg(image);
  const page = doc.addPage([img.width, img.height]);
  page.drawImage(img, { x: 0, y: 0, width: img.width, height: img.height });
  await stamp(doc, label);
  return doc.save();
}
