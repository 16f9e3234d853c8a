import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  programmeAudience,
  programmeItems,
  programmeMembers,
  programmeProgress,
  programmes,
} from './programme.schema.ts';
import { requirement, type PassRule } from './programme.rules.ts';
import { peopleRows } from '../user/people.sql.ts';
import { departmentWithin } from '../department/department.sql.ts';

export type MemberRow = typeof programmeMembers.$inferSelect;
export type ProgressRow = typeof programmeProgress.$inferSelect;

/** A programme's members, how many completed it and their average percent. */
export interface ProgrammeMemberSummary {
  members: number;
  completed: number;
  average: number;
}

export interface ProgressInput {
  programmeId: number;
  itemId: number;
  userId: number;
  state: 'notStarted' | 'inProgress' | 'completed';
  passed: boolean | null;
  score: number | null;
  finishedAt: Date | null;
}

/** Rows per statement when writing many members' progress. */
const WRITE_BATCH = 1000;

/**
 * Members and their progress: the per-item rows item events and recomputes write, and the
 * member row each keeps in step (state, percent, counts, completion). Reads people only to
 * turn a participant rule into members (the audience's INSERT ... SELECT).
 */
export function createProgressRepository(db: DbOrTx) {
  return {
    async memberOf(programmeId: number, userId: number): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(programmeMembers)
        .where(
          and(eq(programmeMembers.programmeId, programmeId), eq(programmeMembers.userId, userId)),
        );
      return row;
    },

    /** The learner's member rows among programmes (cards). */
    async membershipsOf(userId: number, programmeIds: number[]): Promise<Map<number, MemberRow>> {
      if (!programmeIds.length) return new Map();
      const rows = await db
        .select()
        .from(programmeMembers)
        .where(
          and(
            eq(programmeMembers.userId, userId),
            inArray(programmeMembers.programmeId, programmeIds),
          ),
        );
      return new Map(rows.map((r) => [r.programmeId, r]));
    },

    /** Member rows of programmes among users (the 'programme' item source). */
    async membersAmong(programmeIds: number[], userIds: number[]): Promise<MemberRow[]> {
      if (!programmeIds.length || !userIds.length) return [];
      return db
        .select()
        .from(programmeMembers)
        .where(
          and(
            inArray(programmeMembers.programmeId, programmeIds),
            inArray(programmeMembers.userId, userIds),
          ),
        );
    },

    /** Adds members (those already in keep their source); returns the users newly added. */
    async addMembers(
      programmeId: number,
      companyId: number,
      userIds: number[],
      source: string,
    ): Promise<number[]> {
      if (!userIds.length) return [];
      const rows = await db
        .insert(programmeMembers)
        .values(userIds.map((userId) => ({ programmeId, userId, companyId, source })))
        .onConflictDoNothing()
        .returning({ userId: programmeMembers.userId });
      return rows.map((r) => r.userId);
    },

    /**
     * Makes every active person the participant rule names a member (one INSERT ... SELECT:
     * departments with their subtrees, positions, people); returns the users newly added.
     */
    async addAudienceMembers(programmeId: number, companyId: number): Promise<number[]> {
      const people = peopleRows();
      const inDepartment = departmentWithin(
        people.departmentId,
        (root) => sql`${root} = (case when a.kind = 'department' then a.ref::int end)`,
        companyId,
      );
      const rule = sql`
        select 1 from ${programmeAudience} a
        where a.programme_id = ${programmeId} and (
          (a.kind = 'user' and a.ref = ${people.id}::text)
          or (a.kind = 'position' and a.ref = ${people.position} and ${people.position} <> '')
          or (a.kind = 'department' and ${inDepartment})
        )`;
      const result = await db.execute(sql`
        insert into ${programmeMembers} (programme_id, user_id, company_id, source)
        select ${programmeId}, ${people.id}, ${companyId}, 'audience' from ${people}
        where ${people.companyId} = ${companyId} and ${people.status} = 'active' and exists (${rule})
        on conflict do nothing
        returning user_id`);
      return rowsOf<{ user_id: number }>(result).map((r) => Number(r.user_id));
    },

    async removeMembers(programmeId: number, userIds: number[], source?: string): Promise<number> {
      if (!userIds.length) return 0;
      const where = and(
        eq(programmeMembers.programmeId, programmeId),
        inArray(programmeMembers.userId, userIds),
        source ? eq(programmeMembers.source, source) : undefined,
      );
      const removed = await db
        .delete(programmeMembers)
        .where(where)
        .returning({ userId: programmeMembers.userId });
      const ids = removed.map((r) => r.userId);
      if (ids.length)
        await db
          .delete(programmeProgress)
          .where(
            and(
              eq(programmeProgress.programmeId, programmeId),
              inArray(programmeProgress.userId, ids),
            ),
          );
      return ids.length;
    },

    /** A page of member ids after `afterUserId` (recomputing a large programme in batches). */
    async memberIdsAfter(
      programmeId: number,
      afterUserId: number,
      limit: number,
    ): Promise<number[]> {
      const rows = await db
        .select({ userId: programmeMembers.userId })
        .from(programmeMembers)
        .where(
          and(
            eq(programmeMembers.programmeId, programmeId),
            gt(programmeMembers.userId, afterUserId),
          ),
        )
        .orderBy(asc(programmeMembers.userId))
        .limit(limit);
      return rows.map((r) => r.userId);
    },

    /** Whether any member has a record (progress on an item or a completion). */
    async hasRecords(programmeId: number): Promise<boolean> {
      const result = await db.execute(sql`
        select 1 as one where exists (select 1 from ${programmeProgress} where programme_id = ${programmeId} and state <> 'notStarted')
          or exists (select 1 from ${programmeMembers} where programme_id = ${programmeId} and completed_at is not null)`);
      return rowsOf<{ one: number }>(result).length > 0;
    },

    /**
     * Writes item progress, never going back: completed stays completed, a pass stays a pass,
     * the best score and the first finish are kept (an event may repeat or come late).
     */
    async upsertProgress(rows: readonly ProgressInput[]): Promise<void> {
      for (let i = 0; i < rows.length; i += WRITE_BATCH) {
        const chunk = rows.slice(i, i + WRITE_BATCH);
        await db
          .insert(programmeProgress)
          .values(chunk.map((r) => ({ ...r, updatedAt: new Date() })))
          .onConflictDoUpdate({
            target: [programmeProgress.itemId, programmeProgress.userId],
            set: {
              state: sql`case
                when ${programmeProgress.state} = 'completed' or excluded.state = 'completed' then 'completed'
                when ${programmeProgress.state} = 'inProgress' or excluded.state = 'inProgress' then 'inProgress'
                else 'notStarted' end`,
              passed: sql`case
                when ${programmeProgress.passed} is true or excluded.passed is true then true
                when excluded.passed is null then ${programmeProgress.passed}
                else excluded.passed end`,
              score: sql`greatest(${programmeProgress.score}, excluded.score)`,
              finishedAt: sql`coalesce(${programmeProgress.finishedAt}, excluded.finished_at)`,
              updatedAt: sql`excluded.updated_at`,
            },
          });
      }
    },

    async progressOf(programmeId: number, userId: number): Promise<ProgressRow[]> {
      return db
        .select()
        .from(programmeProgress)
        .where(
          and(eq(programmeProgress.programmeId, programmeId), eq(programmeProgress.userId, userId)),
        );
    },

    /** Forgets the progress on items whose kind or item changed (it was about another item). */
    async forgetItems(itemIds: number[]): Promise<void> {
      if (itemIds.length)
        await db.delete(programmeProgress).where(inArray(programmeProgress.itemId, itemIds));
    },

    /**
     * Recounts members' rows from their item progress (one statement for many members);
     * returns the users who have just completed the programme.
     */
    async recount(programmeId: number, rule: PassRule, userIds: number[]): Promise<number[]> {
      if (!userIds.length) return [];
      const { allItems, need } = requirement(rule);
      const ids = sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      );
      const result = await db.execute(sql`
        with agg as (
          select m.user_id,
            count(p.item_id) filter (where i.compulsory and p.state = 'completed' and p.passed is not false)::int as cdone,
            count(p.item_id) filter (where not i.compulsory and p.state = 'completed' and p.passed is not false)::int as edone,
            count(p.item_id) filter (where p.state <> 'notStarted')::int as touched
          from ${programmeMembers} m
          left join ${programmeProgress} p on p.programme_id = m.programme_id and p.user_id = m.user_id
          left join ${programmeItems} i on i.id = p.item_id
          where m.programme_id = ${programmeId} and m.user_id in (${ids})
          group by m.user_id
        ), calc as (
          select user_id, cdone, edone, touched,
            (case when ${allItems} then cdone + edone else cdone + least(edone, ${rule.minElectives}) end) as counted
          from agg
        ), old as (
          select user_id, completed_at as was from ${programmeMembers}
          where programme_id = ${programmeId} and user_id in (${ids})
        )
        update ${programmeMembers} m set
          compulsory_done = calc.cdone,
          electives_done = calc.edone,
          percent = case when ${need} = 0 then 0 else floor(100.0 * calc.counted / ${need}) end,
          state = case when ${need} > 0 and calc.counted >= ${need} then 'completed'
                       when calc.touched > 0 then 'inProgress' else 'notStarted' end,
          completed_at = case when ${need} > 0 and calc.counted >= ${need}
                              then coalesce(m.completed_at, now()) else null end
        from calc join old on old.user_id = calc.user_id
        where m.programme_id = ${programmeId} and m.user_id = calc.user_id
        returning m.user_id, m.completed_at, old.was`);
      return rowsOf<{ user_id: number; completed_at: unknown; was: unknown }>(result)
        .filter((r) => r.completed_at !== null && r.was === null)
        .map((r) => Number(r.user_id));
    },

    /** The items of published programmes a member holds that refer to one item. */
    async heldItems(
      companyId: number,
      userId: number,
      kind: string,
      refId: number,
    ): Promise<{ itemId: number; programmeId: number }[]> {
      return db
        .select({ itemId: programmeItems.id, programmeId: programmeItems.programmeId })
        .from(programmeItems)
        .innerJoin(
          programmeMembers,
          and(
            eq(programmeMembers.programmeId, programmeItems.programmeId),
            eq(programmeMembers.userId, userId),
          ),
        )
        .innerJoin(programmes, eq(programmes.id, programmeItems.programmeId))
        .where(
          and(
            eq(programmeItems.kind, kind),
            eq(programmeItems.refId, refId),
            eq(programmes.companyId, companyId),
          ),
        );
    },

    /** Members, completions and the average percent per programme (one grouped query). */
    async summaries(programmeIds: number[]): Promise<Map<number, ProgrammeMemberSummary>> {
      if (!programmeIds.length) return new Map();
      const rows = await db
        .select({
          id: programmeMembers.programmeId,
          members: sql<number>`count(*)::int`,
          completed: sql<number>`(count(*) filter (where ${programmeMembers.state} = 'completed'))::int`,
          average: sql<number>`coalesce(round(avg(${programmeMembers.percent})::numeric, 1), 0)::float8`,
        })
        .from(programmeMembers)
        .where(inArray(programmeMembers.programmeId, programmeIds))
        .groupBy(programmeMembers.programmeId);
      return new Map(
        rows.map((r) => [r.id, { members: r.members, completed: r.completed, average: r.average }]),
      );
    },
  };
}
export type ProgressRepository = ReturnType<typeof createProgressRepository>;

/** node-postgres answers `{ rows }`, PGlite too; some drivers answer the array itself. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
