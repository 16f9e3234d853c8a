import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  loginAttempts,
  loginThrottles,
  refreshTokens,
  serverKeys,
  sessions,
} from './auth.schema.ts';

export type SessionRow = typeof sessions.$inferSelect;

export function createAuthRepository(db: DbOrTx) {
  return {
    async insertSession(values: typeof sessions.$inferInsert) {
      await db.insert(sessions).values(values);
    },
    async findSessionByToken(tokenHash: string): Promise<SessionRow | undefined> {
      const [row] = await db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return row;
    },
    async findSession(id: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
      return row;
    },
    async rotateSessionToken(id: string, tokenHash: string, expiresAt: Date) {
      await db.update(sessions).set({ tokenHash, expiresAt }).where(eq(sessions.id, id));
    },
    /** Revokes one session; returns the token hash that must leave every cache. */
    async revokeSession(id: string, reason: string): Promise<string[]> {
      const rows = await db
        .update(sessions)
        .set({ revokedReason: reason, revokedAt: new Date() })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
        .returning({ tokenHash: sessions.tokenHash });
      return rows.map((r) => r.tokenHash);
    },
    /** Revokes every live session of a user except one; returns their token hashes. */
    async revokeOtherSessions(
      userId: number,
      keepId: string | null,
      reason: string,
    ): Promise<string[]> {
      const rows = await db
        .update(sessions)
        .set({ revokedReason: reason, revokedAt: new Date() })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            keepId ? ne(sessions.id, keepId) : undefined,
          ),
        )
        .returning({ tokenHash: sessions.tokenHash });
      return rows.map((r) => r.tokenHash);
    },
    /** Revokes every live session of these users; returns their token hashes. */
    async revokeSessionsOfUsers(userIds: number[], reason: string): Promise<string[]> {
      if (!userIds.length) return [];
      const rows = await db
        .update(sessions)
        .set({ revokedReason: reason, revokedAt: new Date() })
        .where(and(inArray(sessions.userId, userIds), isNull(sessions.revokedAt)))
        .returning({ tokenHash: sessions.tokenHash });
      return rows.map((r) => r.tokenHash);
    },
    /** Token hashes of the users' live (unrevoked, unexpired) sessions. */
    async liveTokenHashesOf(userIds: number[]): Promise<string[]> {
      if (!userIds.length) return [];
      const rows = await db
        .select({ tokenHash: sessions.tokenHash })
        .from(sessions)
        .where(
          and(
            inArray(sessions.userId, userIds),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        );
      return rows.map((r) => r.tokenHash);
    },

    async insertRefreshToken(values: typeof refreshTokens.$inferInsert) {
      await db.insert(refreshTokens).values(values);
    },
    async findRefreshToken(tokenHash: string) {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },
    /** Marks a refresh token used; false when it already was (a concurrent reuse). */
    async useRefreshToken(id: number): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    async getThrottle(account: string) {
      const [row] = await db
        .select()
        .from(loginThrottles)
        .where(eq(loginThrottles.account, account))
        .limit(1);
      return row;
    },
    /** One more consecutive failure; locks the account at the threshold. Atomic. */
    async addFailure(
      account: string,
      lockAt: number,
      lockMs: number,
    ): Promise<{ failures: number; lockedUntil: Date | null }> {
      const [row] = await db
        .insert(loginThrottles)
        .values({ account, failures: 1 })
        .onConflictDoUpdate({
          target: loginThrottles.account,
          set: {
            failures: sql`${loginThrottles.failures} + 1`,
            lockedUntil: sql`case when ${loginThrottles.failures} + 1 >= ${lockAt} then now() + make_interval(secs => ${lockMs / 1000}) else ${loginThrottles.lockedUntil} end`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ failures: loginThrottles.failures, lockedUntil: loginThrottles.lockedUntil });
      return row ?? { failures: 1, lockedUntil: null };
    },
    /** After a lock runs out the account still needs a captcha: failures drop to that level. */
    async endLock(account: string, failures: number) {
      await db
        .update(loginThrottles)
        .set({ failures, lockedUntil: null, updatedAt: new Date() })
        .where(eq(loginThrottles.account, account));
    },
    async clearThrottle(account: string) {
      await db.delete(loginThrottles).where(eq(loginThrottles.account, account));
    },
    async logAttempt(values: typeof loginAttempts.$inferInsert) {
      await db.insert(loginAttempts).values(values);
    },

    async getKey(id: string) {
      const [row] = await db.select().from(serverKeys).where(eq(serverKeys.id, id)).limit(1);
      return row;
    },
    /** Stores a key unless another process stored one first; returns the stored one. */
    async putKeyOnce(id: string, publicPem: string, privatePem: string) {
      await db.insert(serverKeys).values({ id, publicPem, privatePem }).onConflictDoNothing();
      return this.getKey(id);
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
