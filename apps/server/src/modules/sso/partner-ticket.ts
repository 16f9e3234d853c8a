import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TPartnerClaims } from '@ascent/shared/sso';

/**
 * Partner sign-on tickets (docs/decisions.md "Partner sign-on"). `signPartnerV1` and
 * `signPartnerV2` are the reference implementations a partner system follows (and the tests
 * use); the check functions are the server's side.
 */

/** The fields a V1 ticket signs, each as it is sent in the query. */
export interface PartnerV1Fields {
  account: string;
  customerId: string;
  nonce: string;
  timestamp: string;
}

/** V1's signed text: the fields by key in sorted order, `key=value` joined by `&`, not encoded. */
export const partnerV1Base = (f: PartnerV1Fields) =>
  `account=${f.account}&customerId=${f.customerId}&nonce=${f.nonce}&timestamp=${f.timestamp}`;

/** V1: the hex (lower case) HMAC-SHA256 of the signed text with the shared secret. */
export const signPartnerV1 = (secret: string, fields: PartnerV1Fields): string =>
  createHmac('sha256', secret).update(partnerV1Base(fields), 'utf8').digest('hex');

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** V2: a compact JWT, header {alg: 'HS256', typ: 'JWT'}, signed with the shared secret. */
export function signPartnerV2(secret: string, claims: TPartnerClaims): string {
  const signed = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify(claims))}`;
  return `${signed}.${b64url(createHmac('sha256', secret).update(signed).digest())}`;
}

/** Equal bytes, compared in constant time (different lengths are simply unequal). */
export function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** V1's sign is the one the secret makes (hex in either case). */
export const partnerV1Signed = (secret: string, fields: PartnerV1Fields, sign: string) =>
  sameBytes(
    Buffer.from(signPartnerV1(secret, fields), 'hex'),
    Buffer.from(sign.toLowerCase(), 'hex'),
  );

/** A V2 ticket's parts, read but not yet trusted: undefined when it is not a JWT at all. */
export function readPartnerV2(ticket: string) {
  const parts = ticket.split('.');
  if (parts.length !== 3) return undefined;
  const [header, payload, signature] = parts as [string, string, string];
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as unknown;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    if (!isObject(head) || !isObject(claims)) return undefined;
    return { head, claims, signed: `${header}.${payload}`, signature };
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The V2 ticket's signature is HS256 with the secret (the header's alg checked before). */
export const partnerV2Signed = (secret: string, signed: string, signature: string) =>
  sameBytes(
    createHmac('sha256', secret).update(signed).digest(),
    Buffer.from(signature, 'base64url'),
  );
