import type { TInPersonQr } from '@ascent/shared/in-person';

/** Asks again just after the token rotates (the previous slice stays valid meanwhile). */
export function nextQrRefreshMs(qr: Pick<TInPersonQr, 'now' | 'rotatesAt'>): number {
  const left = new Date(qr.rotatesAt).getTime() - new Date(qr.now).getTime();
  return Math.max(1000, left + 300);
}
