import fs from 'node:fs';
import fontkit from '@pdf-lib/fontkit';

/**
 * The CJK font certificates are drawn with (Chinese names must show). The first file that
 * exists of CERTIFICATE_FONT and the usual Debian fonts: Noto Sans CJK (fonts-noto-cjk, a .ttc
 * collection: the Simplified Chinese face is cut out of it, since pdf-lib embeds single fonts),
 * Droid Sans Fallback, WenQuanYi. The font is embedded as a subset (only the drawn glyphs).
 * Without any, text is drawn in Helvetica and characters it cannot show are left out.
 */
const CANDIDATES = [
  process.env.CERTIFICATE_FONT ?? '',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc',
  '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
].filter(Boolean);

/** The face of a collection to use: Simplified Chinese where the collection names one. */
function faceIndex(bytes: Uint8Array): number {
  const collection = fontkit.create(bytes as Buffer) as unknown as {
    fonts?: { postscriptName?: string }[];
  };
  const names = (collection.fonts ?? []).map((f) => f.postscriptName ?? '');
  const sc = names.findIndex((n) => /sc-|CN|GB/i.test(n) && !/mono/i.test(n));
  return Math.max(0, sc);
}

/**
 * One font of a TrueType/OpenType collection (.ttc) as a standalone font file: its table
 * directory and tables copied out, offsets rewritten. A file that is no collection comes back
 * as it is.
 */
export function extractFace(bytes: Uint8Array, index: number): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 16 || view.getUint32(0) !== 0x74746366 /* 'ttcf' */) return bytes;
  const count = view.getUint32(8);
  if (index < 0 || index >= count) throw new Error(`font collection has no face ${index}`);
  const start = view.getUint32(12 + 4 * index);
  const numTables = view.getUint16(start + 4);
  const headerLength = 12 + 16 * numTables;
  const tables = Array.from({ length: numTables }, (_, i) => {
    const r = start + 12 + 16 * i;
    return {
      tag: view.getUint32(r),
      checksum: view.getUint32(r + 4),
      offset: view.getUint32(r + 8),
      length: view.getUint32(r + 12),
    };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const out = new Uint8Array(headerLength + tables.reduce((s, t) => s + padded(t.length), 0));
  const outView = new DataView(out.buffer);
  out.set(bytes.subarray(start, start + 12), 0);
  let at = headerLength;
  tables.forEach((t, i) => {
    const r = 12 + 16 * i;
    outView.setUint32(r, t.tag);
    outView.setUint32(r + 4, t.checksum);
    outView.setUint32(r + 8, at);
    outView.setUint32(r + 12, t.length);
    out.set(bytes.subarray(t.offset, t.offset + t.length), at);
    at += padded(t.length);
  });
  return out;
}

let cached: { bytes: Uint8Array | null; file: string | null } | undefined;

/** The font file's bytes (one face), read once; null when no candidate exists. */
export function certificateFont(): { bytes: Uint8Array | null; file: string | null } {
  if (cached) return cached;
  cached = { bytes: null, file: null };
  for (const file of CANDIDATES) {
    if (!fs.existsSync(file)) continue;
    try {
      const raw = fs.readFileSync(file);
      const bytes = file.endsWith('.ttc') ? extractFace(raw, faceIndex(raw)) : raw;
      cached = { bytes, file };
      break;
    } catch {
      // An unreadable or unexpected file: try the next one.
    }
  }
  return cached;
}
