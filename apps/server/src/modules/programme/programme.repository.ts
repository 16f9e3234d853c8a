import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../core/like.ts';
import { audienceQueries, namedInAudience, type AudienceRow } from '../../core/audience.ts';
import type { LearnerScope } from '../user/learner-scope.ts';
import {
  programmeAudience,
  programmeItems,
  programmeMembers,
  programmeStages,
  programmeSupervisors,
  programmes,
} from './programme.schema.ts';

export type ProgrammeRow = typeof programmes.$inferSelect;
export type StageRow = typeof programmeStages.$inferSelect;
export type ItemRow = typeof programmeItems.$inferSelect;

export interface StageInput {
  id?: number;
  name: string;
  items: ItemInput[];
}
export interface ItemInput {
  id?: number;
  itemType: number;
  kind: string;
  refId: number;
  compulsory: boolean;
}

/** The programme tables: the programme, its stages and items, participants, supervisors. */
export function createProgrammeRepository(db: DbOrTx) {
  const audience = audienceQueries(db, programmeAudience);

  /** The learner may see it: a member, named by the participant rule, or by a package. */
  function reachable(scope: LearnerScope, withSignup: boolean): SQL {
    return or(
      sql`exists (select 1 from ${programmeMembers} where ${programmeMembers.programmeId} = ${programmes.id} and ${programmeMembers.userId} = ${scope.userId})`,
      // The participant rule's rows that name the learner: as a person, by department or position.
      namedInAudience(scope, programmeAudience, programmes.id),
      withSignup ? eq(programmes.bySignup, true) : undefined,
    )!;
  }

  return {
    reachable,

    async insert(values: typeof programmes.$inferInsert): Promise<ProgrammeRow> {
      const [row] = await db.insert(programmes).values(values).returning();
      return row!;
    },

    async update(
      id: number,
      values: Partial<typeof programmes.$inferInsert>,
    ): Promise<ProgrammeRow> {
      const [row] = await db
        .update(programmes)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(programmes.id, id))
        .returning();
      return row!;
    },

    async findInCompany(companyId: number, id: number): Promise<ProgrammeRow | undefined> {
      const [row] = await db
        .select()
        .from(programmes)
        .where(and(eq(programmes.companyId, companyId), eq(programmes.id, id)));
      return row;
    },

    /** The company of the programme, if it exists (who may read its report). */
    async companyOf(id: number): Promise<number | undefined> {
      const [row] = await db
        .select({ companyId: programmes.companyId })
        .from(programmes)
        .where(eq(programmes.id, id));
      return row?.companyId;
    },

    async findManyInCompany(companyId: number, ids: number[]): Promise<ProgrammeRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(programmes)
        .where(and(eq(programmes.companyId, companyId), inArray(programmes.id, ids)))
        .orderBy(asc(programmes.id));
    },

    async setStatus(ids: number[], status: string): Promise<void> {
      if (!ids.length) return;
      await db
        .update(programmes)
        .set({
          status,
          updatedAt: new Date(),
          ...(status === 'published' ? { publishedAt: new Date() } : {}),
        })
        .where(inArray(programmes.id, ids));
    },

    async remove(id: number): Promise<void> {
      await db.delete(programmeMembers).where(eq(programmeMembers.programmeId, id));
      await db.delete(programmes).where(eq(programmes.id, id));
    },

    /** The admin list of a kind, last changed first. */
    async adminList(
      f: { companyId: number; kind: string; status?: string; keyword?: string },
      offset: number,
      limit: number,
    ): Promise<{ rows: ProgrammeRow[]; total: number }> {
      const where = and(
        eq(programmes.companyId, f.companyId),
        eq(programmes.kind, f.kind),
        f.status ? eq(programmes.status, f.status) : undefined,
        f.keyword ? ilike(programmes.name, containsPattern(f.keyword)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(programmes)
          .where(where)
          .orderBy(desc(programmes.updatedAt), desc(programmes.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(programmes).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The learner's list of a kind: published programmes the learner may reach. */
    async learnerList(
      scope: LearnerScope,
      f: {
        kind: string;
        taskType?: number;
        mine: boolean;
        keyword?: string;
        state?: 'notStarted' | 'inProgress' | 'ended';
        now: Date;
      },
      offset: number,
      limit: number,
    ): Promise<{ rows: ProgrammeRow[]; total: number }> {
      const now = f.now.toISOString();
      const timeFilter: Record<string, SQL> = {
        notStarted: sql`${programmes.startAt} is not null and ${programmes.startAt} > ${now}`,
        ended: sql`${programmes.endAt} is not null and ${programmes.endAt} <= ${now}`,
        inProgress: sql`(${programmes.startAt} is null or ${programmes.startAt} <= ${now}) and (${programmes.endAt} is null or ${programmes.endAt} > ${now})`,
      };
      const where = and(
        eq(programmes.companyId, scope.companyId),
        eq(programmes.kind, f.kind),
        eq(programmes.status, 'published'),
        f.taskType ? eq(programmes.taskType, f.taskType) : undefined,
        f.keyword ? ilike(programmes.name, containsPattern(f.keyword)) : undefined,
        f.state ? timeFilter[f.state] : undefined,
        f.mine
          ? sql`exists (select 1 from ${programmeMembers} where ${programmeMembers.programmeId} = ${programmes.id} and ${programmeMembers.userId} = ${scope.userId})`
          : reachable(scope, true),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(programmes)
          .where(where)
          .orderBy(sql`${programmes.startAt} desc nulls last`, desc(programmes.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(programmes).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Published programmes of some task types the learner is a member of or named for. */
    async tasksOf(scope: LearnerScope, taskTypes: readonly number[]): Promise<ProgrammeRow[]> {
      if (!taskTypes.length) return [];
      return db
        .select()
        .from(programmes)
        .where(
          and(
            eq(programmes.companyId, scope.companyId),
            eq(programmes.status, 'published'),
            ne(programmes.kind, 'package'),
            inArray(programmes.taskType, [...taskTypes]),
            reachable(scope, false),
          ),
        )
        .orderBy(desc(programmes.id))
        .limit(500);
    },

    async stagesOf(programmeId: number): Promise<StageRow[]> {
      return db
        .select()
        .from(programmeStages)
        .where(eq(programmeStages.programmeId, programmeId))
        .orderBy(asc(programmeStages.sort), asc(programmeStages.id));
    },

    async itemsOf(programmeIds: number[]): Promise<ItemRow[]> {
      if (!programmeIds.length) return [];
      return db
        .select()
        .from(programmeItems)
        .where(inArray(programmeItems.programmeId, programmeIds))
        .orderBy(asc(programmeItems.programmeId), asc(programmeItems.sort), asc(programmeItems.id));
    },

    /** Items per programme (the cards' counts), one grouped query. */
    async itemCounts(programmeIds: number[]): Promise<Map<number, number>> {
      if (!programmeIds.length) return new Map();
      const rows = await db
        .select({ id: programmeItems.programmeId, n: count() })
        .from(programmeItems)
        .where(inArray(programmeItems.programmeId, programmeIds))
        .groupBy(programmeItems.programmeId);
      return new Map(rows.map((r) => [r.id, r.n]));
    },

    /** Writes the stages and items as given, keeping the ids that exist (and their progress). */
    async saveStructure(
      programmeId: number,
      stages: readonly StageInput[],
      packageItems: readonly ItemInput[],
    ): Promise<void> {
      const keepStages = stages.flatMap((s) => (s.id ? [s.id] : []));
      const keepItems = [...stages.flatMap((s) => s.items), ...packageItems].flatMap((i) =>
        i.id ? [i.id] : [],
      );
      await db
        .delete(programmeItems)
        .where(
          and(
            eq(programmeItems.programmeId, programmeId),
            keepItems.length ? notInArray(programmeItems.id, keepItems) : undefined,
          ),
        );
      await db
        .delete(programmeStages)
        .where(
          and(
            eq(programmeStages.programmeId, programmeId),
            keepStages.length ? notInArray(programmeStages.id, keepStages) : undefined,
          ),
        );
      let sort = 0;
      const writeItem = async (item: ItemInput, stageId: number | null) => {
        sort += 1;
        const values = {
          stageId,
          sort,
          itemType: item.itemType,
          kind: item.kind,
          refId: item.refId,
          compulsory: item.compulsory,
        };
        if (item.id)
          await db.update(programmeItems).set(values).where(eq(programmeItems.id, item.id));
        else await db.insert(programmeItems).values({ ...values, programmeId });
      };
      for (const [i, stage] of stages.entries()) {
        let stageId = stage.id;
        if (stageId)
          await db
            .update(programmeStages)
            .set({ sort: i + 1, name: stage.name })
            .where(eq(programmeStages.id, stageId));
        else {
          const [row] = await db
            .insert(programmeStages)
            .values({ programmeId, sort: i + 1, name: stage.name })
            .returning({ id: programmeStages.id });
          stageId = row!.id;
        }
        for (const item of stage.items) await writeItem(item, stageId);
      }
      for (const item of packageItems) await writeItem(item, null);
    },

    async audienceOf(programmeId: number): Promise<AudienceRow[]> {
      return audience.of(programmeId);
    },

    async replaceAudience(programmeId: number, rows: readonly AudienceRow[]): Promise<void> {
      await audience.replace(programmeId, rows);
    },

    async supervisorsOf(programmeId: number): Promise<number[]> {
      const rows = await db
        .select({ userId: programmeSupervisors.userId })
        .from(programmeSupervisors)
        .where(eq(programmeSupervisors.programmeId, programmeId))
        .orderBy(asc(programmeSupervisors.userId));
      return rows.map((r) => r.userId);
    },

    async replaceSupervisors(programmeId: number, userIds: readonly number[]): Promise<void> {
      await db
        .delete(programmeSupervisors)
        .where(eq(programmeSupervisors.programmeId, programmeId));
      if (userIds.length)
        await db
          .insert(programmeSupervisors)
          .values(userIds.map((userId) => ({ programmeId, userId })));
    },

    async isSupervisor(programmeId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(programmeSupervisors)
        .where(
          and(
            eq(programmeSupervisors.programmeId, programmeId),
            eq(programmeSupervisors.userId, userId),
          ),
        );
      return !!row;
    },

    /** Programmes the user supervises (any status but draft), newest first. */
    async supervisedBy(
      companyId: number,
      userId: number,
      f: { kind?: string; keyword?: string },
      offset: number,
      limit: number,
    ): Promise<{ rows: ProgrammeRow[]; total: number }> {
      const where = and(
        eq(programmes.companyId, companyId),
        ne(programmes.status, 'draft'),
        f.kind ? eq(programmes.kind, f.kind) : undefined,
        f.keyword ? ilike(programmes.name, containsPattern(f.keyword)) : undefined,
        sql`exists (select 1 from ${programmeSupervisors} where ${programmeSupervisors.programmeId} = ${programmes.id} and ${programmeSupervisors.userId} = ${userId})`,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(programmes)
          .where(where)
          .orderBy(desc(programmes.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(programmes).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Published packages bundling a programme (their members may reach it). */
    async packagesHolding(programmeIds: number[]): Promise<{ packageId: number; refId: number }[]> {
      if (!programmeIds.length) return [];
      return db
        .select({ packageId: programmeItems.programmeId, refId: programmeItems.refId })
        .from(programmeItems)
        .where(
          and(eq(programmeItems.kind, 'programme'), inArray(programmeItems.refId, programmeIds)),
        );
    },

    /** Programme items of a kind and item ids inside published programmes of the company. */
    async itemsReferring(
      companyId: number,
      kind: string,
      refIds: readonly number[],
    ): Promise<(ItemRow & { programme: ProgrammeRow })[]> {
      if (!refIds.length) return [];
      const rows = await db
        .select({ item: programmeItems, programme: programmes })
        .from(programmeItems)
        .innerJoin(programmes, eq(programmes.id, programmeItems.programmeId))
        .where(
          and(
            eq(programmeItems.kind, kind),
            inArray(programmeItems.refId, [...refIds]),
            eq(programmes.companyId, companyId),
            eq(programmes.status, 'published'),
          ),
        );
      return rows.map((r) => ({ ...r.item, programme: r.programme }));
    },

    /**
     * Those of `ids` the learner sees by the programme's own rule: published programmes of the
     * company the learner is a member of or named by (a package's grant is the access module's).
     */
    async visibleIds(scope: LearnerScope, ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ id: programmes.id })
        .from(programmes)
        .where(
          and(
            inArray(programmes.id, ids),
            eq(programmes.companyId, scope.companyId),
            eq(programmes.status, 'published'),
            reachable(scope, false),
          ),
        );
      return new Set(rows.map((r) => r.id));
    },

    /** Programmes of the company whose name contains the keyword (pickers), newest first. */
    async search(companyId: number, keyword: string, limit: number): Promise<ProgrammeRow[]> {
      return db
        .select()
        .from(programmes)
        .where(
          and(
            eq(programmes.companyId, companyId),
            ne(programmes.kind, 'package'),
            ne(programmes.status, 'draft'),
            keyword ? ilike(programmes.name, containsPattern(keyword)) : undefined,
          ),
        )
        .orderBy(desc(programmes.id))
        .limit(limit);
    },
  };
}
export type ProgrammeRepository = ReturnType<typeof createProgrammeRepository>;
