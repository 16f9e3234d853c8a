/** The spec's watermark (s.9): rotated 15 degrees, grey, opacity 0.4, tiles of 350x120. */
export const WATERMARK_TILE = { width: 350, height: 120 } as const;
export const WATERMARK_ANGLE_DEG = -15;
export const WATERMARK_OPACITY = 0.4;

/**
 * Draws the watermark tile ONCE (one small canvas) and returns it as a data URL; the viewer
 * repeats it as a CSS background over every page, so nothing is drawn per page.
 */
export function watermarkTile(lines: string[], dpr = window.devicePixelRatio || 1): string {
  const canvas = document.createElement('canvas');
  canvas.width = WATERMARK_TILE.width * dpr;
  canvas.height = WATERMARK_TILE.height * dpr;
  const ctx = canvas.getContext('2d');
  if (!ctx) return '';
  ctx.scale(dpr, dpr);
  ctx.translate(WATERMARK_TILE.width / 2, WATERMARK_TILE.height / 2);
  ctx.rotate((WATERMARK_ANGLE_DEG * Math.PI) / 180);
  ctx.globalAlpha = WATERMARK_OPACITY;
  ctx.fillStyle = '#808080';
  ctx.font = '16px sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  lines.forEach((line, i) => ctx.fillText(line, 0, (i - (lines.length - 1) / 2) * 22));
  return canvas.toDataURL('image/png');
}
