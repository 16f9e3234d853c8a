import { and, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { announcements, messages } from './message.schema.ts';

export type MessageRow = typeof messages.$inferSelect;
export type AnnouncementRow = typeof announcements.$inferSelect;

/** The rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The caller's live (not deleted) messages. */
const mine = (userId: number) => and(eq(messages.userId, userId), isNull(messages.deletedAt));

/** The only code that queries messages and announcements. */
export function createMessageRepository(db: DbOrTx) {
  return {
    async countUnread(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(messages)
        .where(and(mine(userId), eq(messages.isRead, false)));
      return row?.n ?? 0;
    },

    /** Unread counts of several users at once (users with none are absent). */
    async countUnreadMany(userIds: number[]): Promise<Map<number, number>> {
      if (!userIds.length) return new Map();
      const rows = await db
        .select({ userId: messages.userId, n: sql<number>`count(*)::int` })
        .from(messages)
        .where(
          and(
            inArray(messages.userId, userIds),
            isNull(messages.deletedAt),
            eq(messages.isRead, false),
          ),
        )
        .groupBy(messages.userId);
      return new Map(rows.map((r) => [r.userId, r.n]));
    },

    async insert(values: typeof messages.$inferInsert): Promise<void> {
      await db.insert(messages).values(values);
    },

    /** One page of a user's inbox, newest first; `isRead` filters when given. */
    async listForUser(
      userId: number,
      isRead: boolean | undefined,
      offset: number,
      limit: number,
    ): Promise<{ rows: MessageRow[]; total: number }> {
      const where = and(
        mine(userId),
        isRead === undefined ? undefined : eq(messages.isRead, isRead),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(messages)
          .where(where)
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(messages).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * Marks the user's unread messages read (those among `ids`, or all when `ids` is null) and
     * adds them to their announcements' read counts, in one statement. Ids that are not the
     * user's, already read or deleted are left alone. Returns how many changed.
     */
    async markRead(userId: number, ids: number[] | null): Promise<number> {
      const only = ids ? sql`and ${messages.id} in ${ids}` : sql``;
      const result = await db.execute(sql`
        with changed as (
          update ${messages} set is_read = true, read_at = now()
          where ${messages.userId} = ${userId} and ${messages.isRead} = false
            and ${messages.deletedAt} is null ${only}
          returning ${messages.announcementId} as announcement_id
        ), counted as (
          update ${announcements} a set read_count = a.read_count + c.n
          from (select announcement_id, count(*)::int as n from changed
                where announcement_id is not null group by announcement_id) c
          where a.id = c.announcement_id
          returning a.id
        )
        select (select count(*)::int from changed) as n, (select count(*)::int from counted) as a`);
      return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
    },

    /** Soft-deletes the user's messages among `ids`; returns how many changed. */
    async softDelete(userId: number, ids: number[]): Promise<number> {
      const rows = await db
        .update(messages)
        .set({ deletedAt: new Date() })
        .where(and(mine(userId), inArray(messages.id, ids)))
        .returning({ id: messages.id });
      return rows.length;
    },

    async insertAnnouncement(values: typeof announcements.$inferInsert): Promise<AnnouncementRow> {
      const [row] = await db.insert(announcements).values(values).returning();
      if (!row) throw new Error('insert announcements returned nothing');
      return row;
    },

    /** How many people `recipients` (a subquery of user ids) names. */
    async countRecipients(recipients: SQL | { getSQL(): SQL }): Promise<number> {
      const result = await db.execute(sql`select count(*)::int as n from ${recipients} r`);
      return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
    },

    /**
     * The next chunk of an announcement's messages, in one INSERT ... SELECT: the first `limit`
     * recipients (of the subquery `recipients`) whose ids follow `afterUserId`, one message
     * each; a recipient who has it already is skipped (a chunk run again after a failure).
     * Answers the last id of the chunk (the next chunk's start; null when none was left) and
     * who got a message now.
     */
    async deliverChunk(
      a: AnnouncementRow,
      recipients: SQL | { getSQL(): SQL },
      afterUserId: number,
      limit: number,
    ): Promise<{ lastUserId: number | null; delivered: number[] }> {
      const result = await db.execute(sql`
        with chunk as (
          select r.id from ${recipients} r where r.id > ${afterUserId} order by r.id limit ${limit}
        ), delivered as (
          insert into ${messages} (company_id, user_id, announcement_id, title, content, type, created_at)
          select ${a.companyId}, chunk.id, ${a.id}, ${a.title}, ${a.content}, 'announcement', ${a.createdAt.toISOString()}::timestamptz
          from chunk
          on conflict (announcement_id, user_id) do nothing
          returning user_id
        )
        select (select max(id) from chunk) as last_user_id,
          coalesce((select array_agg(user_id) from delivered), '{}') as delivered`);
      const row = rowsOf<{ last_user_id: number | null; delivered: number[] }>(result)[0];
      return { lastUserId: row?.last_user_id ?? null, delivered: row?.delivered ?? [] };
    },

    /** The last recipient who has an announcement's message (where its delivery goes on). */
    async lastDelivered(announcementId: number): Promise<number> {
      const [row] = await db
        .select({ last: sql<number | null>`max(${messages.userId})` })
        .from(messages)
        .where(eq(messages.announcementId, announcementId));
      return row?.last ?? 0;
    },

    /** Every message of the announcement is written: 'sent', with how many there are. */
    async finishDelivery(announcementId: number): Promise<void> {
      await db
        .update(announcements)
        .set({
          state: 'sent',
          recipientCount: sql`(select count(*)::int from ${messages} where ${messages.announcementId} = ${announcementId})`,
        })
        .where(eq(announcements.id, announcementId));
    },

    async listAnnouncements(
      companyId: number,
      keyword: string | undefined,
      offset: number,
      limit: number,
    ): Promise<{ rows: AnnouncementRow[]; total: number }> {
      const where = and(
        eq(announcements.companyId, companyId),
        keyword
          ? ilike(announcements.title, `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(announcements)
          .where(where)
          .orderBy(desc(announcements.createdAt), desc(announcements.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(announcements).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async findAnnouncement(companyId: number, id: number): Promise<AnnouncementRow | undefined> {
      const [row] = await db
        .select()
        .from(announcements)
        .where(and(eq(announcements.companyId, companyId), eq(announcements.id, id)))
        .limit(1);
      return row;
    },
  };
}
export type MessageRepository = ReturnType<typeof createMessageRepository>;
