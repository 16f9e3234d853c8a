import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage } from 'pdf-lib';
import {
  pageSize,
  type CertificateFieldKind,
  type CertificatePage,
  type TCertificateField,
} from '@ascent/shared/certificate';
import { certificateFont, type OutlineFont } from './certificate-font.ts';

/** What a certificate's fields print. */
export type CertificateValues = Record<Exclude<CertificateFieldKind, 'customText'>, string>;

export interface CertificateDesign {
  page: CertificatePage;
  fields: TCertificateField[];
  background: { bytes: Uint8Array; ext: string } | null;
}

function colourOf(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** Helvetica (WinAnsi) cannot encode everything: keep what it can. */
function encodable(font: PDFFont, text: string): string {
  return Array.from(text)
    .filter((ch) => {
      try {
        font.encodeText(ch);
        return true;
      } catch {
        return false;
      }
    })
    .join('');
}

/**
 * A line of text as one SVG path of its glyphs' outlines (y down, origin at the baseline),
 * its advance width, and the baseline's distance below the top of the line as CSS places it
 * with line-height 1 (the admin's preview): half the leading, then the ascent.
 */
export function outlineOf(font: OutlineFont, text: string, size: number) {
  const run = font.layout(text);
  const s = size / font.unitsPerEm;
  let pen = 0;
  let d = '';
  run.glyphs.forEach((glyph, i) => {
    const pos = run.positions[i]!;
    d += glyph.path
      .scale(s, -s)
      .translate(pen + pos.xOffset * s, -pos.yOffset * s)
      .toSVG();
    pen += pos.xAdvance * s;
  });
  const content = (font.ascent - font.descent) * s;
  return { d, advance: pen, baseline: (size - content) / 2 + font.ascent * s };
}

async function embedBackground(doc: PDFDocument, bg: CertificateDesign['background']) {
  if (!bg) return null;
  const ext = bg.ext.toLowerCase();
  let image: PDFImage;
  if (ext === 'png') image = await doc.embedPng(bg.bytes);
  else if (ext === 'jpg' || ext === 'jpeg') image = await doc.embedJpg(bg.bytes);
  else return null;
  return image;
}

/**
 * Draws a certificate: the background stretched over the page (as the admin's preview shows
 * it), then each field at its place. x and y are percents of the page from the top left; y is
 * the top of the text; x is the text's left edge, centre or right edge by its alignment.
 */
export async function renderCertificatePdf(
  design: CertificateDesign,
  values: CertificateValues,
  meta: { title: string },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setProducer('Ascent');
  doc.setCreator('Ascent');
  const { width, height } = pageSize(design.page);
  const page = doc.addPage([width, height]);
  const image = await embedBackground(doc, design.background);
  if (image) page.drawImage(image, { x: 0, y: 0, width, height });

  const outline = certificateFont().font;
  const helvetica = outline ? null : await doc.embedFont(StandardFonts.Helvetica);

  for (const field of design.fields) {
    const text = field.kind === 'customText' ? field.text : values[field.kind];
    if (!text) continue;
    const size = field.fontSize;
    const top = height - (field.y / 100) * height;
    const anchor = (field.x / 100) * width;
    const color = colourOf(field.colour);
    const left = (textWidth: number) =>
      field.align === 'center'
        ? anchor - textWidth / 2
        : field.align === 'right'
          ? anchor - textWidth
          : anchor;
    if (outline) {
      const { d, advance, baseline } = outlineOf(outline, text, size);
      if (d) page.drawSvgPath(d, { x: left(advance), y: top - baseline, color });
    } else {
      const shown = encodable(helvetica!, text);
      if (!shown) continue;
      const ascent = helvetica!.heightAtSize(size, { descender: false });
      page.drawText(shown, {
        x: left(helvetica!.widthOfTextAtSize(shown, size)),
        y: top - ascent,
        size,
        font: helvetica!,
        color,
      });
    }
  }
  return doc.save();
}
