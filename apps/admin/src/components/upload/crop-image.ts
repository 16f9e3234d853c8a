import { UPLOAD_RULES, type TImageSize } from '@ascent/shared/files';

/** The part of the source picture that was chosen, in the source's pixels. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The two cover sizes of spec s.9 (the shared `cover` rule): wide 260x150, the shape of the
 * learner site's course, programme and knowledge cards and banners, and square 130x130.
 */
export const COVER_SIZES = {
  wide: UPLOAD_RULES.cover.dimensions!.find((d) => d.width !== d.height)!,
  square: UPLOAD_RULES.cover.dimensions!.find((d) => d.width === d.height)!,
} as const satisfies Record<string, TImageSize>;
export type CoverShape = keyof typeof COVER_SIZES;

export type CoverType = 'image/png' | 'image/jpeg';

/** A png stays a png (its transparency and sharp edges); everything else becomes a jpg. */
export const coverTypeOf = (file: { type: string; name: string }): CoverType =>
  file.type === 'image/png' || /\.png$/i.test(file.name) ? 'image/png' : 'image/jpeg';

/** JPEG qualities tried in turn until the picture fits. */
const QUALITIES = [0.92, 0.85, 0.75, 0.65, 0.55, 0.45, 0.35, 0.25];

/**
 * Encodes the cropped picture within `maxBytes` (the cover rule's 1 MB): a png as png first,
 * then as jpg at falling quality until it fits. Throws when even the lowest quality does not
 * (not expected at 260x150: a raw 260x150 picture is 156 KB).
 */
export async function encodeUnder(
  encode: (type: CoverType, quality?: number) => Promise<Blob | null>,
  preferred: CoverType,
  maxBytes: number = UPLOAD_RULES.cover.maxBytes,
): Promise<Blob> {
  if (preferred === 'image/png') {
    const png = await encode('image/png');
    if (png && png.size > 0 && png.size <= maxBytes) return png;
  }
  for (const quality of QUALITIES) {
    const jpg = await encode('image/jpeg', quality);
    if (jpg && jpg.size > 0 && jpg.size <= maxBytes) return jpg;
  }
  throw new Error('cover.tooLarge');
}

/** The pixels of the source that are drawn: the area rounded and kept inside the source. */
export function clampArea(area: CropArea, source: TImageSize): CropArea {
  const x = Math.min(Math.max(0, Math.round(area.x)), source.width - 1);
  const y = Math.min(Math.max(0, Math.round(area.y)), source.height - 1);
  return {
    x,
    y,
    width: Math.max(1, Math.min(Math.round(area.width), source.width - x)),
    height: Math.max(1, Math.min(Math.round(area.height), source.height - y)),
  };
}

export interface CoverCanvas {
  width: number;
  height: number;
  getContext(
    id: '2d',
  ): Pick<
    CanvasRenderingContext2D,
    'drawImage' | 'fillRect' | 'fillStyle' | 'imageSmoothingEnabled' | 'imageSmoothingQuality'
  > | null;
  toBlob(callback: (blob: Blob | null) => void, type?: string, quality?: number): void;
}

/**
 * Draws the chosen area of the picture at exactly the cover's size (a jpg on white, since it
 * has no transparency) and encodes it within the cover rule's size: the file the server's
 * cover rule accepts (format, at most 1 MB, 130x130 or 260x150).
 */
export async function cropToCover(
  source: CanvasImageSource,
  sourceSize: TImageSize,
  area: CropArea,
  size: TImageSize,
  type: CoverType,
  createCanvas: () => CoverCanvas = () => document.createElement('canvas'),
): Promise<File> {
  const canvas = createCanvas();
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('cover.noCanvas');
  if (type === 'image/jpeg') {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, size.width, size.height);
  }
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  const a = clampArea(area, sourceSize);
  ctx.drawImage(source, a.x, a.y, a.width, a.height, 0, 0, size.width, size.height);
  const blob = await encodeUnder(
    (t, quality) => new Promise((resolve) => canvas.toBlob(resolve, t, quality)),
    type,
  );
  const ext = blob.type === 'image/png' ? 'png' : 'jpg';
  return new File([blob], `cover-${size.width}x${size.height}.${ext}`, { type: blob.type });
}
