import crypto from 'node:crypto';

/** How long a package launch stays open: a long lesson, not a link to keep. */
export const PACKAGE_TOKEN_SECONDS = 4 * 3600;

/** An origin as browsers write it: scheme, host (name, IPv4 or [IPv6]) and an optional port. */
const ORIGIN = /^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
export const isOrigin = (value: string): boolean => value.length <= 255 && ORIGIN.test(value);

/** An unpacked package's folder id (`pkg/<uuid>`). */
export const PACKAGE_ID = /^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$/;

const mac = (secret: Buffer, pkgId: string, expires: number, site: string) =>
  crypto
    .createHmac('sha256', secret)
    .update(`package|${pkgId}|${expires}|${site}`)
    .digest('base64url')
    .slice(0, 32);

/**
 * The path segment that opens one package on the package origin until `expires` (Unix
 * seconds), framed by `site` (the learner site's origin): `<expires base 36>.<site
 * base64url>.<HMAC>`. The site travels in the clear so the package origin's pages know whom
 * they talk to (frame-ancestors, postMessage's target); the HMAC binds it.
 */
export function signPackageToken(
  secret: Buffer,
  pkgId: string,
  site: string,
  expires: number,
): string {
  const siteB64 = Buffer.from(site).toString('base64url');
  return `${expires.toString(36)}.${siteB64}.${mac(secret, pkgId, expires, site)}`;
}

/**
 * The site a token was issued for when it is genuine for this package and still running;
 * 'expired' when genuine but past its time; null when it is anything else.
 */
export function verifyPackageToken(
  secret: Buffer,
  token: string,
  pkgId: string,
  nowSeconds: number,
): { site: string } | 'expired' | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [exp36, siteB64, given] = parts as [string, string, string];
  if (!/^[0-9a-z]{1,10}$/.test(exp36) || !/^[A-Za-z0-9_-]{1,400}$/.test(siteB64)) return null;
  const expires = parseInt(exp36, 36);
  const site = Buffer.from(siteB64, 'base64url').toString();
  if (!isOrigin(site)) return null;
  const expected = Buffer.from(mac(secret, pkgId, expires, site));
  const got = Buffer.from(given);
  if (expected.length !== got.length || !crypto.timingSafeEqual(expected, got)) return null;
  return expires > nowSeconds ? { site } : 'expired';
}
