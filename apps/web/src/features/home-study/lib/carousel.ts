/** The slide `index` steps to in a ring of `count` slides (next after the last is the first). */
export function wrapSlide(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** The slide a scroll-snapped track shows at `scrollLeft`, each slide `width` wide. */
export function slideAt(scrollLeft: number, width: number, count: number): number {
  if (width <= 0 || count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(Math.abs(scrollLeft) / width)));
}
