import type { TImageSize } from './index.ts';

/**
 * The pixel size of a PNG, JPEG or GIF from its first bytes (the header; for JPEG up to the
 * first start-of-frame marker). Pure, so the server and the browser read sizes the same way.
 * Returns null when the bytes are not one of these images or the header is cut short.
 */
export function readImageSize(bytes: Uint8Array): TImageSize | null {
  const b = bytes;
  const u16be = (i: number) => (b[i]! << 8) | b[i + 1]!;
  const u32be = (i: number) =>
    ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;
  // PNG: signature, then the IHDR chunk with width and height.
  if (
    b.length >= 24 &&
    b[0] === 0x89 &&
    b[1] === 0x50 &&
    b[2] === 0x4e &&
    b[3] === 0x47 &&
    b[12] === 0x49 &&
    b[13] === 0x48 &&
    b[14] === 0x44 &&
    b[15] === 0x52
  )
    return { width: u32be(16), height: u32be(20) };
  // GIF87a / GIF89a: logical screen size, little-endian.
  if (b.length >= 10 && b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38)
    return { width: b[6]! | (b[7]! << 8), height: b[8]! | (b[9]! << 8) };
  // JPEG: walk the marker segments to the first SOFn.
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    let i = 2;
    while (i + 9 < b.length) {
      if (b[i] !== 0xff) return null;
      const marker = b[i + 1]!;
      if (marker === 0xff) {
        i++;
        continue;
      }
      // Markers without a length: RSTn, SOI, TEM.
      if ((marker >= 0xd0 && marker <= 0xd8) || marker === 0x01) {
        i += 2;
        continue;
      }
      const length = u16be(i + 2);
      const isFrame =
        marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isFrame) return { width: u16be(i + 7), height: u16be(i + 5) };
      if (length < 2) return null;
      i += 2 + length;
    }
  }
  return null;
}
