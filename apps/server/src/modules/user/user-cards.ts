import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from './user.schema.ts';

/** Names and portraits of a company's people, for what they wrote (comments). */
export function createUserCards(db: DbOrTx) {
  return {
    async of(
      companyId: number,
      ids: number[],
    ): Promise<Map<number, { realName: string; portrait: string }>> {
      const unique = [...new Set(ids)];
      if (!unique.length) return new Map();
      const rows = await db
        .select({ id: users.id, realName: users.realName, portrait: users.portrait })
        .from(users)
        .where(and(eq(users.companyId, companyId), inArray(users.id, unique)));
      return new Map(rows.map((r) => [r.id, { realName: r.realName, portrait: r.portrait }]));
    },
  };
}
export type UserCards = ReturnType<typeof createUserCards>;
