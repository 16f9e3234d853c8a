import { and, count, desc, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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

    async addComment(
      ref: ItemRef,
      content: string,
      replyTo: { id: number; userId: number } | null = null,
    ): Promise<CommentRow> {
      const [row] = await db
        .insert(comments)
        .values({
          ...ref,
          content,
          replyToId: replyTo?.id ?? null,
          replyToUserId: replyTo?.userId ?? null,
        })
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
    /** A comment of the company on this item (what a reply may answer). */
    async findItemComment(
      companyId: number,
      itemType: number,
      itemId: number,
      id: number,
    ): Promise<CommentRow | undefined> {
      const [row] = await db
        .select()
        .from(comments)
        .where(
          and(
            eq(comments.id, id),
            eq(comments.companyId, companyId),
            eq(comments.itemType, itemType),
            eq(comments.itemId, itemId),
          ),
        )
        .limit(1);
      return row;
    },
    /**
     * Replies others wrote to the learner's comments, newest first, each with the comment it
     * answers; and how many are unread.
     */
    async repliesTo(userId: number, offset: number, limit: number) {
      const parent = alias(comments, 'parent');
      const where = and(eq(comments.replyToUserId, userId), ne(comments.userId, userId));
      const [rows, [total], [unread]] = await Promise.all([
        db
          .select({
            reply: comments,
            parentId: parent.id,
            parentContent: parent.content,
          })
          .from(comments)
          .innerJoin(parent, eq(parent.id, comments.replyToId))
          .where(where)
          .orderBy(desc(comments.createdAt), desc(comments.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(comments).where(where),
        db
          .select({ n: count() })
          .from(comments)
          .where(and(where, isNull(comments.readAt))),
      ]);
      return { rows, total: total?.n ?? 0, unread: unread?.n ?? 0 };
    },
    /** Marks these replies to the learner read; the number newly marked. */
    async markRepliesRead(userId: number, ids: number[]): Promise<number> {
      if (!ids.length) return 0;
      const rows = await db
        .update(comments)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(comments.replyToUserId, userId),
            inArray(comments.id, ids),
            isNull(comments.readAt),
          ),
        )
        .returning({ id: comments.id });
      return rows.length;
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
