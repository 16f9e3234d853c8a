import { createHash } from 'node:crypto';
import type { SharedState } from '../state/shared-state.ts';
import { SuiteCallError } from './suite-client.ts';

/** A token as a suite hands it out: the value and its life in seconds. */
export interface IssuedToken {
  value: string;
  expiresIn: number;
}

/** Kept for this long less than the suite says, so a token is never used at its last second. */
const MARGIN_SECONDS = 300;
/** How long one process may take to fetch a token before another may try. */
const FETCH_LOCK_SECONDS = 10;
const WAIT_STEP_MS = 100;

/**
 * The suites' application tokens and tickets (WeCom access_token and jsapi_ticket, DingTalk's
 * and Feishu's app tokens), kept in shared state so every process uses one token while it lives
 * (the suites limit how often one is fetched). One process fetches while the others wait for it.
 */
export function createAppTokens(state: SharedState) {
  const keyOf = (name: string) => `suite:token:${name}`;
  return {
    /**
     * The token called `name` (which names the app and its secret: see `tokenName`), fetched
     * with `issue` when no process holds a live one.
     */
    async get(name: string, issue: () => Promise<IssuedToken>): Promise<string> {
      const key = keyOf(name);
      const kept = await state.get(key);
      if (kept) return kept;
      if (!(await state.lock(`${key}:lock`, FETCH_LOCK_SECONDS))) {
        // Another process is fetching it: wait for its token rather than fetch a second one.
        for (let waited = 0; waited < FETCH_LOCK_SECONDS * 1000; waited += WAIT_STEP_MS) {
          await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
          const fetched = await state.get(key);
          if (fetched) return fetched;
        }
      }
      try {
        const token = await issue();
        const ttl = Math.max(60, token.expiresIn - MARGIN_SECONDS);
        await state.set(key, token.value, ttl);
        return token.value;
      } finally {
        await state.del(`${key}:lock`);
      }
    },
    /** Forgets a token the suite said is no longer good. */
    async drop(name: string): Promise<void> {
      await state.del(keyOf(name));
    },
    /**
     * Runs `use` with the token called `name`; when the suite answers that the token is gone
     * (`gone`: its codes for a missing, bad or expired token), the token is dropped and `use`
     * runs once more with a new one.
     */
    async using<T>(
      name: string,
      issue: () => Promise<IssuedToken>,
      gone: ReadonlySet<number>,
      use: (token: string) => Promise<T>,
    ): Promise<T> {
      try {
        return await use(await this.get(name, issue));
      } catch (error) {
        if (!(error instanceof SuiteCallError) || !gone.has(Number(error.code))) throw error;
        await this.drop(name);
        return use(await this.get(name, issue));
      }
    },
  };
}
export type AppTokens = ReturnType<typeof createAppTokens>;

/** A token's name: the suite, what it is, the app, and a digest of the secret it was got with. */
export function tokenName(kind: string, what: string, appId: string, secret: string): string {
  const digest = createHash('sha256').update(secret).digest('hex').slice(0, 16);
  return `${kind}:${what}:${appId}:${digest}`;
}
