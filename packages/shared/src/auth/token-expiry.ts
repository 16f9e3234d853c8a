// The token expiry bookkeeping, apart from the schemas (index.ts) so the session store loads no zod.

/** Login thresholds of decisions.md section 3. */
export const LOGIN_LIMITS = {
  captchaAfterFailures: 5,
  lockAfterFailures: 10,
  lockMinutes: 15,
  /** Access token lifetime, seconds (well above the client's 30-minute margin). */
  accessTokenSeconds: 2 * 60 * 60,
  /** Refresh token lifetime, seconds. */
  refreshTokenSeconds: 14 * 24 * 60 * 60,
  /** The client refreshes this many minutes before expiry (spec section 4, 9). */
  tokenMarginMinutes: 30,
} as const;

/**
 * Client-side expiry bookkeeping (spec section 4): the stored expiry is now plus
 * (expiresIn/60 - 30) minutes.
 */
export function computeTokenExpiry(expiresIn: number, now: number = Date.now()): number {
  return now + (expiresIn / 60 - LOGIN_LIMITS.tokenMarginMinutes) * 60_000;
}
