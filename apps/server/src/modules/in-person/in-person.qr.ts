import crypto from 'node:crypto';
import { IN_PERSON_QR_SLICE_MS, type InPersonAction } from '@ascent/shared/in-person';

/**
 * The rotating QR's token: HMAC-SHA256 under the session's own server-held secret of
 * (session, action, 30-second slice). Only the current and the previous slice are accepted,
 * so a photo of the code passed on to someone elsewhere stops working within a minute.
 */

export const newQrSecret = (): string => crypto.randomBytes(32).toString('base64url');

export const sliceOf = (at: number): number => Math.floor(at / IN_PERSON_QR_SLICE_MS);

export function qrToken(secret: string, sessionId: number, action: InPersonAction, slice: number) {
  return crypto
    .createHmac('sha256', secret)
    .update(`${sessionId}:${action}:${slice}`)
    .digest('base64url')
    .slice(0, 22);
}

/** The current token and when it stops being current. */
export function currentQr(secret: string, sessionId: number, action: InPersonAction, now: number) {
  const slice = sliceOf(now);
  return {
    token: qrToken(secret, sessionId, action, slice),
    rotatesAt: new Date((slice + 1) * IN_PERSON_QR_SLICE_MS),
  };
}

/** True when the token is the current or the previous slice's (compared in constant time). */
export function qrFresh(
  secret: string,
  sessionId: number,
  action: InPersonAction,
  token: string,
  now: number,
): boolean {
  const slice = sliceOf(now);
  const given = Buffer.from(token);
  return [slice, slice - 1].some((s) => {
    const expected = Buffer.from(qrToken(secret, sessionId, action, s));
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  });
}
