import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { messages } from './message.schema.ts';

export function createMessageRepository(db: DbOrTx) {
  return {
    async countUnread(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(messages)
        .where(
          and(eq(messages.userId, userId), eq(messages.isRead, false), isNull(messages.deletedAt)),
        );
      return row?.n ?? 0;
    },
    async insert(values: typeof messages.$inferInsert): Promise<void> {
      await db.insert(messages).values(values);
    },
  };
}
export type MessageRepository = ReturnType<typeof createMessageRepository>;
