import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  directoryDepartments,
  directoryFailures,
  directoryRuns,
  directoryUsers,
} from './directory.schema.ts';

export type DirectoryRunRow = typeof directoryRuns.$inferSelect;
export type DirectoryFailureRow = typeof directoryFailures.$inferSelect;
export type NewDirectoryFailure = typeof directoryFailures.$inferInsert;
type RunCounts = Pick<
  DirectoryRunRow,
  | 'departmentsCreated'
  | 'departmentsUpdated'
  | 'usersCreated'
  | 'usersUpdated'
  | 'usersDisabled'
  | 'failed'
>;
export type RunProgress = Partial<RunCounts> & { phase?: string; cursor?: string };

/** Rows per statement in batched writes and `in` lists. */
const BATCH = 1000;

/** The run, while it runs and nobody asked it to stop: a step or a retry applies only then. */
const liveRun = (id: number) =>
  and(
    eq(directoryRuns.id, id),
    eq(directoryRuns.state, 'running'),
    isNull(directoryRuns.cancelRequestedAt),
  );

/** Every query on the directory's tables: runs, failed rows, and the suites' ids mapped here. */
export function createDirectoryRepository(db: DbOrTx) {
  return {
    async insertRun(values: typeof directoryRuns.$inferInsert): Promise<DirectoryRunRow> {
      const [row] = await db.insert(directoryRuns).values(values).returning();
      if (!row) throw new Error('directory run insert returned nothing');
      if (!row.cycle) {
        await db.update(directoryRuns).set({ cycle: row.id }).where(eq(directoryRuns.id, row.id));
        row.cycle = row.id;
      }
      return row;
    },

    /** A run by id, of any company (the caller checks the company: core/access `inCompany`). */
    async runById(id: number): Promise<DirectoryRunRow | undefined> {
      const [row] = await db.select().from(directoryRuns).where(eq(directoryRuns.id, id));
      return row;
    },

    async findRun(companyId: number, id: number): Promise<DirectoryRunRow | undefined> {
      const [row] = await db
        .select()
        .from(directoryRuns)
        .where(and(eq(directoryRuns.companyId, companyId), eq(directoryRuns.id, id)));
      return row;
    },

    /** The suite's latest run in the company. */
    async latestRun(companyId: number, suite: string): Promise<DirectoryRunRow | undefined> {
      const [row] = await db
        .select()
        .from(directoryRuns)
        .where(and(eq(directoryRuns.companyId, companyId), eq(directoryRuns.suite, suite)))
        .orderBy(desc(directoryRuns.id))
        .limit(1);
      return row;
    },

    async pageRuns(companyId: number, suite: string | undefined, page: number, size: number) {
      const where = and(
        eq(directoryRuns.companyId, companyId),
        suite ? eq(directoryRuns.suite, suite) : undefined,
      );
      const [list, [total]] = await Promise.all([
        db
          .select()
          .from(directoryRuns)
          .where(where)
          .orderBy(desc(directoryRuns.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(directoryRuns).where(where),
      ]);
      return { list, total: total?.n ?? 0 };
    },

    async pageFailures(runId: number, page: number, size: number) {
      const where = eq(directoryFailures.runId, runId);
      const [list, [total]] = await Promise.all([
        db
          .select()
          .from(directoryFailures)
          .where(where)
          .orderBy(directoryFailures.id)
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(directoryFailures).where(where),
      ]);
      return { list, total: total?.n ?? 0 };
    },

    /**
     * The job's attempt takes the run up: queued (or running, when an attempt before died or
     * failed mid-way) becomes running. undefined when the run ended (cancelled while queued,
     * finished) or a cancel waits for it: the job has nothing to do.
     */
    async begin(id: number): Promise<DirectoryRunRow | undefined> {
      const [row] = await db
        .update(directoryRuns)
        .set({ state: 'running', startedAt: sql`coalesce(${directoryRuns.startedAt}, now())` })
        .where(
          and(
            eq(directoryRuns.id, id),
            inArray(directoryRuns.state, ['queued', 'running']),
            isNull(directoryRuns.cancelRequestedAt),
          ),
        )
        .returning();
      return row;
    },

    /**
     * A failed attempt that the job queue will retry: the run waits, queued, with why (its
     * phase and cursor kept, so the retry goes on from there). False when a cancel was asked
     * for meanwhile (the caller stops the run instead).
     */
    async requeue(id: number, error: string): Promise<boolean> {
      const rows = await db
        .update(directoryRuns)
        .set({ state: 'queued', error })
        .where(liveRun(id))
        .returning({ id: directoryRuns.id });
      return rows.length === 1;
    },

    /**
     * Stores the run's progress (counts added, phase and cursor set); false when an
     * administrator asked it to stop (or it is no longer running): the step is not applied.
     */
    async progress(id: number, p: RunProgress): Promise<boolean> {
      const add = (col: keyof RunCounts) =>
        p[col] ? sql`${directoryRuns[col]} + ${p[col]}` : undefined;
      const rows = await db
        .update(directoryRuns)
        .set({
          ...(p.phase !== undefined ? { phase: p.phase } : {}),
          ...(p.cursor !== undefined ? { cursor: p.cursor } : {}),
          departmentsCreated: add('departmentsCreated'),
          departmentsUpdated: add('departmentsUpdated'),
          usersCreated: add('usersCreated'),
          usersUpdated: add('usersUpdated'),
          usersDisabled: add('usersDisabled'),
          failed: add('failed'),
        })
        .where(liveRun(id))
        .returning({ id: directoryRuns.id });
      return rows.length === 1;
    },

    /** Whether the run is running and an administrator asked it to stop. */
    async cancelWanted(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: directoryRuns.id })
        .from(directoryRuns)
        .where(
          and(
            eq(directoryRuns.id, id),
            eq(directoryRuns.state, 'running'),
            sql`${directoryRuns.cancelRequestedAt} is not null`,
          ),
        );
      return row !== undefined;
    },

    async finish(id: number, state: 'done' | 'failed', error = '') {
      await db
        .update(directoryRuns)
        .set({ state, error, finishedAt: sql`now()` })
        .where(and(eq(directoryRuns.id, id), eq(directoryRuns.state, 'running')));
    },

    /** A queued or running run whose job is gone: failed with `error` (the row as it is now). */
    async abandon(id: number, error: string): Promise<DirectoryRunRow | undefined> {
      const [row] = await db
        .update(directoryRuns)
        .set({ state: 'failed', error, finishedAt: sql`now()` })
        .where(and(eq(directoryRuns.id, id), inArray(directoryRuns.state, ['queued', 'running'])))
        .returning();
      return row;
    },

    /** The job stops a run it was asked to: cancelled, with the reason the request wrote. */
    async finishCancelled(id: number) {
      await db
        .update(directoryRuns)
        .set({ state: 'cancelled', finishedAt: sql`now()` })
        .where(and(eq(directoryRuns.id, id), eq(directoryRuns.state, 'running')));
    },

    /**
     * An administrator's cancel: a queued run is cancelled at once (its job, when it comes,
     * finds it ended); a running one is asked to stop (its job, in whichever process, stops
     * before its next page). The
     * reason (a message reference naming who) is written with the request and shown once the
     * run has stopped. undefined when the run is neither queued nor running.
     */
    async cancel(id: number, by: number, reason: string): Promise<DirectoryRunRow | undefined> {
      const [queued] = await db
        .update(directoryRuns)
        .set({
          state: 'cancelled',
          error: reason,
          cancelRequestedAt: sql`now()`,
          cancelRequestedBy: by,
          finishedAt: sql`now()`,
        })
        .where(and(eq(directoryRuns.id, id), eq(directoryRuns.state, 'queued')))
        .returning();
      if (queued) return queued;
      // A second cancel of the same run keeps the first request (and who made it).
      const [running] = await db
        .update(directoryRuns)
        .set({
          cancelRequestedAt: sql`coalesce(${directoryRuns.cancelRequestedAt}, now())`,
          cancelRequestedBy: sql`case when ${directoryRuns.cancelRequestedAt} is null then ${by}::integer else ${directoryRuns.cancelRequestedBy} end`,
          error: sql`case when ${directoryRuns.cancelRequestedAt} is null then ${reason}::text else ${directoryRuns.error} end`,
        })
        .where(and(eq(directoryRuns.id, id), eq(directoryRuns.state, 'running')))
        .returning();
      return running;
    },

    async addFailures(rows: NewDirectoryFailure[]) {
      for (let i = 0; i < rows.length; i += BATCH)
        await db.insert(directoryFailures).values(rows.slice(i, i + BATCH));
    },

    /** The suite's departments mapped here: external id -> department, digest, last cycle. */
    async departmentMap(companyId: number, suite: string) {
      const rows = await db
        .select()
        .from(directoryDepartments)
        .where(
          and(eq(directoryDepartments.companyId, companyId), eq(directoryDepartments.suite, suite)),
        );
      return new Map(rows.map((r) => [r.externalId, r]));
    },

    async saveDepartment(values: typeof directoryDepartments.$inferInsert) {
      await db
        .insert(directoryDepartments)
        .values(values)
        .onConflictDoUpdate({
          target: [
            directoryDepartments.companyId,
            directoryDepartments.suite,
            directoryDepartments.externalId,
          ],
          set: {
            departmentId: values.departmentId,
            digest: values.digest,
            seenCycle: values.seenCycle,
          },
        });
    },

    /** The departments listed in this cycle, in a stable order (the users phase walks them). */
    async departmentsSeen(companyId: number, suite: string, cycle: number): Promise<string[]> {
      const rows = await db
        .select({ externalId: directoryDepartments.externalId })
        .from(directoryDepartments)
        .where(
          and(
            eq(directoryDepartments.companyId, companyId),
            eq(directoryDepartments.suite, suite),
            eq(directoryDepartments.seenCycle, cycle),
          ),
        )
        .orderBy(directoryDepartments.externalId);
      return rows.map((r) => r.externalId);
    },

    /** The members mapped here among these external ids. */
    async usersByExternal(companyId: number, suite: string, externalIds: string[]) {
      const out = new Map<string, typeof directoryUsers.$inferSelect>();
      for (let i = 0; i < externalIds.length; i += BATCH) {
        const chunk = externalIds.slice(i, i + BATCH);
        if (!chunk.length) continue;
        const rows = await db
          .select()
          .from(directoryUsers)
          .where(
            and(
              eq(directoryUsers.companyId, companyId),
              eq(directoryUsers.suite, suite),
              inArray(directoryUsers.externalId, chunk),
            ),
          );
        for (const r of rows) out.set(r.externalId, r);
      }
      return out;
    },

    /** Maps members to accounts (or refreshes the digest and cycle of mapped ones). */
    async saveUsers(rows: (typeof directoryUsers.$inferInsert)[]) {
      for (let i = 0; i < rows.length; i += BATCH) {
        const chunk = rows.slice(i, i + BATCH);
        if (!chunk.length) continue;
        await db
          .insert(directoryUsers)
          .values(chunk)
          .onConflictDoUpdate({
            target: [directoryUsers.companyId, directoryUsers.suite, directoryUsers.externalId],
            set: {
              userId: sql`excluded.user_id`,
              digest: sql`excluded.digest`,
              seenCycle: sql`excluded.seen_cycle`,
            },
          });
      }
    },

    /** Marks mapped members seen in this cycle (unchanged ones: nothing else to write). */
    async markUsersSeen(ids: number[], cycle: number) {
      for (let i = 0; i < ids.length; i += BATCH) {
        const chunk = ids.slice(i, i + BATCH);
        if (!chunk.length) continue;
        await db
          .update(directoryUsers)
          .set({ seenCycle: cycle })
          .where(inArray(directoryUsers.id, chunk));
      }
    },

    async forgetDigests(companyId: number, suite: string, userIds: number[]) {
      for (let i = 0; i < userIds.length; i += BATCH) {
        const chunk = userIds.slice(i, i + BATCH);
        if (!chunk.length) continue;
        await db
          .update(directoryUsers)
          .set({ digest: '' })
          .where(
            and(
              eq(directoryUsers.companyId, companyId),
              eq(directoryUsers.suite, suite),
              inArray(directoryUsers.userId, chunk),
            ),
          );
      }
    },

    /** How many members runs of this cycle listed. */
    async countSeen(companyId: number, suite: string, cycle: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(directoryUsers)
        .where(
          and(
            eq(directoryUsers.companyId, companyId),
            eq(directoryUsers.suite, suite),
            eq(directoryUsers.seenCycle, cycle),
          ),
        );
      return row?.n ?? 0;
    },

    /** The accounts of members no run of this cycle listed: they left the directory. */
    async leavers(companyId: number, suite: string, cycle: number): Promise<number[]> {
      const rows = await db
        .select({ userId: directoryUsers.userId })
        .from(directoryUsers)
        .where(
          and(
            eq(directoryUsers.companyId, companyId),
            eq(directoryUsers.suite, suite),
            ne(directoryUsers.seenCycle, cycle),
          ),
        );
      return rows.map((r) => r.userId);
    },
  };
}
export type DirectoryRepository = ReturnType<typeof createDirectoryRepository>;
