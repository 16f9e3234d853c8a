import crypto from 'node:crypto';
import type { SharedState } from '../infra/state/shared-state.ts';

/** Ten years: a server secret lives as long as the shared state keeps it. */
const SECRET_TTL_SECONDS = 10 * 365 * 24 * 3600;

/**
 * A random secret every server process shares, kept in shared state under `secret:<name>`
 * (in process without REDIS_URL, in Redis with it): the first process to ask creates it under
 * a short lock, the others wait for it. For HMAC signatures that one process issues and
 * another checks (package launch tokens).
 */
export async function loadServerSecret(state: SharedState, name: string): Promise<Buffer> {
  const key = `secret:${name}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    const found = await state.get(key);
    if (found) return Buffer.from(found, 'base64url');
    if (await state.lock(`${key}:create`, 10)) {
      const value = crypto.randomBytes(32).toString('base64url');
      await state.set(key, value, SECRET_TTL_SECONDS);
      return Buffer.from(value, 'base64url');
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server secret ${name}: another process holds the lock but wrote nothing`);
}
