import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { comments, favorites, likes } from './interaction.schema.ts';

export type CommentRow = typeof comments.$inferSelect;
export type MarkRow = typeof favorites.$inferSelect;
type MarkTable = typeof favorites | typeof likes;

export interface ItemRef {
  companyId: number;
  userId: number;
  itemType: number;
  itemId: number;
}

/** The only code that queries favourites, likes and comments. */
export function createInteractionRepository(db: DbOrTx) {
  const marks = (table: MarkTable) => ({
    async set(ref: ItemRef, on: boolean): Promise<void> {
      if (on) await db.insert(table).values(ref).onConflictDoNothing();
      else
        await db
          .delete(table)
          .where(
            and(
              eq(table.userId, ref.userId),
              eq(table.itemType, ref.itemType),
              eq(table.itemId, ref.itemId),
            ),
          );
    },
    async state(userId: number, itemType: number, itemId: number) {
      const onItem = and(eq(table.itemType, itemType), eq(table.itemId, itemId));
      const [[total], [mine]] = await Promise.all([
        db.select({ n: count() }).from(table).where(onItem),
        db
          .select({ n: count() })
          .from(table)
          .where(and(onItem, eq(table.userId, userId))),
      ]);
      return { count: total?.n ?? 0, mine: (mine?.n ?? 0) > 0 };
    },
    async mine(userId: number, itemType: number | undefined, offset: number, limit: number) {
      const where = and(
        eq(table.userId, userId),
        itemType ? eq(table.itemType, itemType) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(table)
          .where(where)
          .orderBy(desc(table.createdAt), desc(table.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(table).where(where),
      ]);
      return { rows: rows as MarkRow[], total: total?.n ?? 0 };
    },
    async deleteMine(userId: number, ids: number[]): Promise<number> {
      const rows = await db
        .delete(table)
        .where(and(eq(table.userId, userId), inArray(table.id, ids)))
        .returning({ id: table.id });
      return rows.length;
    },
  });

  return {
    favorites: marks(favorites),
    likes: marks(likes),

    async addComment(ref: ItemRef, content: string): Promise<CommentRow> {
      const [row] = await db
        .insert(comments)
        .values({ ...ref, content })
        .returning();
      if (!row) throw new Error('insert comments returned nothing');
      return row;
    },
    async comments(where: SQL | undefined, offset: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(comments)
          .where(where)
          .orderBy(desc(comments.createdAt), desc(comments.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(comments).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    itemComments: (itemType: number, itemId: number) =>
      and(eq(comments.itemType, itemType), eq(comments.itemId, itemId)),
    userComments: (userId: number, itemType?: number) =>
      and(eq(comments.userId, userId), itemType ? eq(comments.itemType, itemType) : undefined),
    async deleteMyComments(userId: number, ids: number[]): Promise<number> {
      const rows = await db
        .delete(comments)
        .where(and(eq(comments.userId, userId), inArray(comments.id, ids)))
        .returning({ id: comments.id });
      return rows.length;
    },
  };
}
export type InteractionRepository = ReturnType<typeof createInteractionRepository>;
