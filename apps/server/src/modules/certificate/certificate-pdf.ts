import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import {
  pageSize,
  type CertificateFieldKind,
  type CertificatePage,
  type TCertificateField,
} from '@ascent/shared/certificate';
import { certificateFont } from './certificate-font.ts';

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

  const cjk = certificateFont().bytes;
  let font: PDFFont;
  if (cjk) {
    doc.registerFontkit(fontkit);
    font = await doc.embedFont(cjk, { subset: true });
  } else {
    font = await doc.embedFont(StandardFonts.Helvetica);
  }

  for (const field of design.fields) {
    const raw = field.kind === 'customText' ? field.text : values[field.kind];
    const text = cjk ? raw : encodable(font, raw);
    if (!text) continue;
    const size = field.fontSize;
    const textWidth = font.widthOfTextAtSize(text, size);
    const anchor = (field.x / 100) * width;
    const x =
      field.align === 'center'
        ? anchor - textWidth / 2
        : field.align === 'right'
          ? anchor - textWidth
          : anchor;
    const top = height - (field.y / 100) * height;
    const ascent = font.heightAtSize(size, { descender: false });
    page.drawText(text, { x, y: top - ascent, size, font, color: colourOf(field.colour) });
  }
  return doc.save();
}
