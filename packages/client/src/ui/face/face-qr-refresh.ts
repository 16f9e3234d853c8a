import type { TFaceQr } from '@ascent/shared/face';

/** Asks again just after the token rotates (the previous slice stays valid meanwhile). */
export function nextQrRefreshMs(qr: Pick<TFaceQr, 'now' | 'rotatesAt'>): number {
  const left = new Date(qr.rotatesAt).getTime() - new Date(qr.now).getTime();
  return Math.max(1000, left + 300);
}
