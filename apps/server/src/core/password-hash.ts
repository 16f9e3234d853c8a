import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which type stripping cannot read). */
const ARGON2ID = 2 as Algorithm;

/**
 * Argon2id at OWASP's settings (m = 19 MiB, t = 2, p = 1). The encoded hash carries its
 * parameters, so they can be raised later and old hashes still verify.
 */
export const ARGON2_PARAMS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

export async function verifyPassword(encoded: string, password: string): Promise<boolean> {
  try {
    return await verify(encoded, password);
  } catch {
    return false;
  }
}
