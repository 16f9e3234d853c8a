import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { certificateFont } from './certificate-font.ts';
import { outlineOf, renderCertificatePdf } from './certificate-pdf.ts';

/** Certificates' text: Chinese names are drawn from the CJK font found (CI: fonts-noto-cjk). */
describe('certificate PDF', () => {
  const { font, file } = certificateFont();

  it('finds a CJK font', () => {
    expect(file, 'install fonts-noto-cjk or set CERTIFICATE_FONT').not.toBeNull();
  });

  it('has a glyph for every character of a Chinese name (no .notdef)', () => {
    const run = font!.layout('王小明 張三 證書 ABC-2026');
    expect(run.glyphs.every((g) => (g as unknown as { id: number }).id !== 0)).toBe(true);
    const { d, advance, baseline } = outlineOf(font!, '王小明', 20);
    expect(d.length).toBeGreaterThan(100);
    // Three ideographs of 1 em each.
    expect(advance).toBeCloseTo(60, 0);
    expect(baseline).toBeGreaterThan(14);
    expect(baseline).toBeLessThan(20);
  });

  it('draws one page of the template size with the fields', async () => {
    const bytes = await renderCertificatePdf(
      {
        page: 'a4Portrait',
        background: null,
        fields: [
          {
            kind: 'holderName',
            x: 50,
            y: 40,
            fontSize: 24,
            colour: '#112233',
            align: 'center',
            text: '',
          },
          {
            kind: 'customText',
            x: 10,
            y: 10,
            fontSize: 12,
            colour: '#000000',
            align: 'left',
            text: '兹证明',
          },
        ],
      },
      {
        holderName: '王小明',
        certificateName: 'Fire warden',
        sourceTitle: '',
        issueDate: '2026-01-01',
        expiryDate: '',
        certificateNumber: '202600000001',
        verificationCode: 'ABCDEFGH23456789',
      },
      { title: 'Fire warden' },
    );
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(doc.getTitle()).toBe('Fire warden');
  });
});
