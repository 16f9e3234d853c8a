import crypto from 'node:crypto';

/** 256-bit random tokens; only their SHA-256 is stored. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Reads "token {t}" (spec s.7) or "Bearer {t}". */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^(?:token|bearer)\s+(\S+)\s*$/i.exec(header);
  return m?.[1] ?? null;
}
