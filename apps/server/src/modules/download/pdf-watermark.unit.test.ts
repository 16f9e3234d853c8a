import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { watermarkImage, watermarkPdf, watermarkText } from './pdf-watermark.ts';

async function pdfOf(pages: number) {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([595, 842]);
  return doc.save();
}

// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('pdf watermark', () => {
  it('names the learner by real name and account', () => {
    expect(watermarkText('张三', 'zhangsan')).toBe('张三 zhangsan');
    expect(watermarkText('', 'zhangsan')).toBe('zhangsan');
  });

  it('stamps every page, with Chinese and Latin names alike', async () => {
    for (const label of ['张三 zhangsan', 'Ann ann01']) {
      const out = await PDFDocument.load(await watermarkPdf(await pdfOf(3), label));
      expect(out.getPageCount()).toBe(3);
      for (const page of out.getPages()) {
        const resources = page.node.Resources()!.toString();
        expect(resources).toContain('/Font');
        expect(resources).toContain('/ExtGState');
      }
    }
  });

  it('puts a picture on a stamped page', async () => {
    const out = await PDFDocument.load(await watermarkImage(PNG, 'png', 'ann01'));
    expect(out.getPageCount()).toBe(1);
  });

  it('refuses what is not a PDF', async () => {
    await expect(watermarkPdf(new TextEncoder().encode('not a pdf'), 'x')).rejects.toThrow();
  });
});
