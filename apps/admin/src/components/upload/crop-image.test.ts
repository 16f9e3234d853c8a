import { describe, expect, it } from 'vitest';
import { UPLOAD_RULES } from '@ascent/shared/files';
import {
  clampArea,
  COVER_SIZES,
  coverTypeOf,
  cropToCover,
  encodeUnder,
  type CoverCanvas,
  type CoverType,
} from './crop-image.ts';

/** An encoder whose output shrinks with the JPEG quality, as a browser's does. */
const encoder =
  (pngBytes: number, jpgBytesAtFull: number, calls: string[] = []) =>
  (type: CoverType, quality?: number) => {
    calls.push(`${type}@${quality ?? '-'}`);
    const size = type === 'image/png' ? pngBytes : Math.round(jpgBytesAtFull * (quality ?? 1));
    return Promise.resolve(new Blob([new Uint8Array(size)], { type }));
  };

describe('cover sizes', () => {
  it('are the shared cover rule of spec s.9', () => {
    expect(COVER_SIZES.wide).toEqual({ width: 260, height: 150 });
    expect(COVER_SIZES.square).toEqual({ width: 130, height: 130 });
    expect(UPLOAD_RULES.cover.maxBytes).toBe(1024 * 1024);
  });

  it('keeps png as png and makes every other picture a jpg', () => {
    expect(coverTypeOf({ type: 'image/png', name: 'a.png' })).toBe('image/png');
    expect(coverTypeOf({ type: '', name: 'A.PNG' })).toBe('image/png');
    expect(coverTypeOf({ type: 'image/jpeg', name: 'a.jpg' })).toBe('image/jpeg');
    expect(coverTypeOf({ type: 'image/webp', name: 'a.webp' })).toBe('image/jpeg');
  });
});

describe('encodeUnder', () => {
  it('returns the png when it fits', async () => {
    const blob = await encodeUnder(encoder(200_000, 900_000), 'image/png');
    expect(blob.type).toBe('image/png');
    expect(blob.size).toBe(200_000);
  });

  it('falls back to jpg at falling quality until under the limit', async () => {
    const calls: string[] = [];
    const blob = await encodeUnder(encoder(3_000_000, 2_000_000, calls), 'image/png', 1_048_576);
    expect(blob.type).toBe('image/jpeg');
    expect(blob.size).toBeLessThanOrEqual(1_048_576);
    // 0.92, 0.85, 0.75, 0.65 are over; 0.45 of 2 MB is the first under 1 MiB.
    expect(calls).toEqual([
      'image/png@-',
      'image/jpeg@0.92',
      'image/jpeg@0.85',
      'image/jpeg@0.75',
      'image/jpeg@0.65',
      'image/jpeg@0.55',
      'image/jpeg@0.45',
    ]);
  });

  it('refuses when nothing fits', async () => {
    await expect(encodeUnder(encoder(2e6, 8e6), 'image/jpeg')).rejects.toThrow('cover.tooLarge');
  });
});

describe('cropToCover', () => {
  it('draws the chosen area at exactly the cover size and names the file by it', async () => {
    const drawn: unknown[][] = [];
    const filled: unknown[][] = [];
    let canvas: CoverCanvas | undefined;
    const source = {} as CanvasImageSource;
    const file = await cropToCover(
      source,
      { width: 1600, height: 1200 },
      { x: 100.4, y: 50.6, width: 1040.2, height: 600 },
      COVER_SIZES.wide,
      'image/jpeg',
      () => {
        canvas = {
          width: 0,
          height: 0,
          getContext: () => ({
            drawImage: (...args: unknown[]) => drawn.push(args),
            fillRect: (...args: unknown[]) => filled.push(args),
            fillStyle: '',
            imageSmoothingEnabled: false,
            imageSmoothingQuality: 'low',
          }),
          toBlob: (cb, type, quality) =>
            cb(new Blob([new Uint8Array(Math.round(50_000 * (quality ?? 1)))], { type })),
        };
        return canvas;
      },
    );
    expect(canvas?.width).toBe(260);
    expect(canvas?.height).toBe(150);
    expect(filled).toEqual([[0, 0, 260, 150]]);
    expect(drawn).toEqual([[source, 100, 51, 1040, 600, 0, 0, 260, 150]]);
    expect(file.name).toBe('cover-260x150.jpg');
    expect(file.type).toBe('image/jpeg');
    expect(file.size).toBeLessThanOrEqual(UPLOAD_RULES.cover.maxBytes);
  });

  it('keeps the area inside the picture', () => {
    expect(
      clampArea({ x: -3, y: 790, width: 500, height: 40 }, { width: 400, height: 800 }),
    ).toEqual({ x: 0, y: 790, width: 400, height: 10 });
  });
});
