import {
  and,
  desc,
  eq,
  getTableColumns,
  getTableName,
  gt,
  gte,
  inArray,
  lt,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sharedStatement } from '../../core/group-commit.ts';
import {
  columnArrays,
  preparedStatement,
  rowOf,
  selectList,
  unnestColumns,
} from '../../db/prepared.ts';
import {
  learningActiveDays,
  learningCourseProgress,
  learningLedger,
  learningPlays,
  learningResourceProgress,
  learningScorm,
} from './learning.schema.ts';

export type ResourceProgressRow = typeof learningResourceProgress.$inferSelect;
export type CourseProgressRow = typeof learningCourseProgress.$inferSelect;
export type PlayRow = typeof learningPlays.$inferSelect;
export type LedgerRow = typeof learningLedger.$inferSelect;
export type NewLedgerRow = typeof learningLedger.$inferInsert;

/** The first key of the advisory lock that serialises one learner's earnings (its second). */
const EARNING_LOCK = 1_700_017;

/** A learner's ledger rows of one kind given by one rule (action). */
const ruleRows = (userId: number, kind: string, rule: string) =>
  and(
    eq(learningLedger.userId, userId),
    eq(learningLedger.kind, kind),
    eq(learningLedger.rule, rule),
  );

/** What a second beat (or any later save) of a resource's progress changes: all but its keys. */
const progressChanges = [
  'state',
  'studiedSeconds',
  'position',
  'furthest',
  'completedAt',
  'updatedAt',
] as const satisfies (keyof ResourceProgressRow)[];
const progressColumns = getTableColumns(learningResourceProgress);

/** The upsert of resource progress rows: `progressChanges`, as inserted. */
const resourceProgressUpdate = {
  target: [learningResourceProgress.userId, learningResourceProgress.resourceId],
  set: Object.fromEntries(
    progressChanges.map((f) => [f, sql.raw(`excluded.${progressColumns[f].name}`)]),
  ),
};

/**
 * The beats' reads, one statement for a group-commit batch (core/group-commit.ts, shared
 * statements): each learner's play row, locked in the order of the learners' ids, with their
 * progress on the beat's resource and the row's version as locked and as the statement first
 * saw it (see lockBeat); null for a learner without a play. One request per learner (a batch
 * holds one beat of a learner). A prepared statement (db/prepared.ts): the hottest read.
 */
const lockBeatsStatement = preparedStatement(
  'learning_lock_beats',
  `select ${selectList(learningPlays, 'p', 'play')},
      ${selectList(learningResourceProgress, 'r', 'progress')},
      p.xmin::text as locked,
      (select seen.xmin::text from ${getTableName(learningPlays)} seen where seen.user_id = p.user_id) as seen
    from ${getTableName(learningPlays)} p
    join unnest($1::int[], $2::int[]) as beat_key(user_id, resource_id) on beat_key.user_id = p.user_id
    left join ${getTableName(learningResourceProgress)} r
      on r.user_id = p.user_id and r.resource_id = beat_key.resource_id
    order by p.user_id
    for update of p`,
);
const lockBeats = sharedStatement(
  async (db: DbOrTx, keys: { userId: number; resourceId: number }[]) => {
    const rows = await lockBeatsStatement(db, [
      keys.map((k) => k.userId),
      keys.map((k) => k.resourceId),
    ]);
    const byUser = new Map(
      rows.map((r) => [
        r['play.user_id'] as number,
        {
          play: rowOf(learningPlays, r, 'play')!,
          progress: rowOf(learningResourceProgress, r, 'progress'),
          locked: r.locked as string,
          seen: r.seen as string,
        },
      ]),
    );
    return keys.map((k) => byUser.get(k.userId) ?? null);
  },
);

/** One beat's writes (see saveBeat). */
interface BeatWrite {
  row: ResourceProgressRow;
  play: Omit<PlayRow, 'userId'> | null;
  touchCourseAt: Date | null;
}

/**
 * The beats' writes, one prepared statement for a group-commit batch: every beat's resource
 * progress (one upsert), the play rows of the beats that have one, and the last study time of
 * the courses of the beats that changed no resource's state (answering those records' states).
 */
const playColumns = Object.values(getTableColumns(learningPlays));
/** The statement's parameters: the plays' columns, then the touched courses', then progress. */
const touchesFrom = playColumns.length + 1;
const progressFrom = touchesFrom + 3;
const saveBeatsStatement = preparedStatement(
  'learning_save_beats',
  `with beat_play as (
      update ${getTableName(learningPlays)} p
        set ${playColumns
          .filter((c) => c !== learningPlays.userId)
          .map((c) => `${c.name} = i.${c.name}`)
          .join(', ')}
        from ${unnestColumns(learningPlays, 1, 'i')}
        where p.user_id = i.user_id
        returning p.user_id
    ), beat_course as (
      update ${getTableName(learningCourseProgress)} c set last_studied_at = i.at
        from unnest($${touchesFrom}::int[], $${touchesFrom + 1}::int[], $${touchesFrom + 2}::timestamptz[])
          as i(user_id, course_id, at)
        where c.user_id = i.user_id and c.course_id = i.course_id
        returning c.user_id, c.course_id, c.state
    )
    insert into ${getTableName(learningResourceProgress)} as rp
      select * from ${unnestColumns(learningResourceProgress, progressFrom, 'i')}
      on conflict (user_id, resource_id) do update set
        ${progressChanges.map((f) => `${progressColumns[f].name} = excluded.${progressColumns[f].name}`).join(', ')}
      returning rp.*, (select bc.state from beat_course bc
        where bc.user_id = rp.user_id and bc.course_id = rp.course_id) as course_state`,
);
const saveBeats = sharedStatement(async (db: DbOrTx, beats: BeatWrite[]) => {
  const plays = beats.flatMap((b) => (b.play ? [{ ...b.play, userId: b.row.userId }] : []));
  const touches = beats.filter((b) => b.touchCourseAt);
  const saved = await saveBeatsStatement(db, [
    ...columnArrays(learningPlays, plays),
    touches.map((b) => b.row.userId),
    touches.map((b) => b.row.courseId),
    touches.map((b) => b.touchCourseAt!.toISOString()),
    ...columnArrays(
      learningResourceProgress,
      beats.map((b) => b.row),
    ),
  ]);
  const byUser = new Map(
    saved.map((r) => [
      r.user_id as number,
      {
        progress: rowOf(learningResourceProgress, r)!,
        courseState: (r.course_state as string | null) ?? null,
      },
    ]),
  );
  return beats.map((b) => byUser.get(b.row.userId)!);
});

/** Every query on the learning record's tables. */
export function createLearningRepository(db: DbOrTx) {
  return {
    // --- plays -------------------------------------------------------------------------------
    /**
     * A beat's reads: the learner's play row, locked for the rest of the transaction (created
     * when missing), and their progress on `resourceId`, in one statement on the hot path.
     *
     * The progress must be read after the lock: another process's beat of the learner that
     * held it may have written it. When the lock had to wait for such a beat, PostgreSQL hands
     * back the play row's newest version but the progress as of the statement's start; the
     * play row's version (xmin) then differs from the one the statement saw first (every beat
     * that writes progress also writes the play row), and the progress is read again.
     */
    async lockBeat(
      userId: number,
      resourceId: number,
      seed: Omit<PlayRow, 'userId'>,
    ): Promise<{ play: PlayRow; fresh: boolean; progress: ResourceProgressRow | null }> {
      const found = await lockBeats(db, { userId, resourceId });
      if (found && found.locked === found.seen)
        return { play: found.play, fresh: false, progress: found.progress };
      let play = found?.play;
      let fresh = false;
      if (!play) {
        const [inserted] = await db
          .insert(learningPlays)
          .values({ userId, ...seed })
          .onConflictDoNothing()
          .returning();
        fresh = inserted !== undefined;
        // Else another transaction created it meanwhile (the insert waited for it to commit).
        play =
          inserted ??
          (
            await db
              .select()
              .from(learningPlays)
              .where(eq(learningPlays.userId, userId))
              .for('update')
          )[0]!;
      }
      return { play, fresh, progress: await this.resourceProgress(userId, resourceId) };
    },
    // --- resource progress -------------------------------------------------------------------
    async resourceProgressOfCourse(userId: number, courseId: number) {
      return db
        .select()
        .from(learningResourceProgress)
        .where(
          and(
            eq(learningResourceProgress.userId, userId),
            eq(learningResourceProgress.courseId, courseId),
          ),
        );
    },
    async resourceProgress(userId: number, resourceId: number) {
      const [row] = await db
        .select()
        .from(learningResourceProgress)
        .where(
          and(
            eq(learningResourceProgress.userId, userId),
            eq(learningResourceProgress.resourceId, resourceId),
          ),
        );
      return row ?? null;
    },
    async upsertResourceProgress(row: typeof learningResourceProgress.$inferInsert) {
      const [saved] = await db
        .insert(learningResourceProgress)
        .values(row)
        .onConflictDoUpdate(resourceProgressUpdate)
        .returning();
      return saved!;
    },
    /**
     * A beat's writes in one statement: the resource's progress; the play row when given (a
     * beat of a play already stored); and, when `touchCourseAt` is given (the beat changed no
     * resource's state), only when the learner last studied the course. Answers the progress
     * saved and the course record's state, null when there is none or it was not touched.
     */
    async saveBeat(
      row: ResourceProgressRow,
      play: Omit<PlayRow, 'userId'> | null,
      touchCourseAt: Date | null,
    ) {
      return saveBeats(db, { row, play, touchCourseAt });
    },

    // --- course progress ---------------------------------------------------------------------
    async courseProgress(userId: number, courseId: number) {
      const [row] = await db
        .select()
        .from(learningCourseProgress)
        .where(
          and(
            eq(learningCourseProgress.userId, userId),
            eq(learningCourseProgress.courseId, courseId),
          ),
        );
      return row ?? null;
    },
    async upsertCourseProgress(row: typeof learningCourseProgress.$inferInsert) {
      const [saved] = await db
        .insert(learningCourseProgress)
        .values(row)
        .onConflictDoUpdate({
          target: [learningCourseProgress.userId, learningCourseProgress.courseId],
          set: {
            state: row.state,
            percent: row.percent,
            completedAt: row.completedAt,
            lastStudiedAt: row.lastStudiedAt,
          },
        })
        .returning();
      return saved!;
    },
    /** The learner's courses (optionally one state), most recently studied first. */
    async myCourses(userId: number, state: string | null, offset: number, limit: number) {
      const where = and(
        eq(learningCourseProgress.userId, userId),
        state ? eq(learningCourseProgress.state, state) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(learningCourseProgress)
          .where(where)
          .orderBy(
            sql`${learningCourseProgress.lastStudiedAt} desc nulls last`,
            desc(learningCourseProgress.courseId),
          )
          .offset(offset)
          .limit(limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(learningCourseProgress)
          .where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },
    async courseProgressOf(userId: number, courseIds: number[]) {
      if (!courseIds.length) return [];
      return db
        .select()
        .from(learningCourseProgress)
        .where(
          and(
            eq(learningCourseProgress.userId, userId),
            inArray(learningCourseProgress.courseId, courseIds),
          ),
        );
    },
    /** Subqueries of the learner's course ids in one state (for the to-do list). */
    courseIdsInState(userId: number, state: string) {
      return sql`select ${learningCourseProgress.courseId} from ${learningCourseProgress} where ${learningCourseProgress.userId} = ${userId} and ${learningCourseProgress.state} = ${state}`;
    },

    // --- SCORM -------------------------------------------------------------------------------
    async scorm(userId: number, resourceId: number) {
      const [row] = await db
        .select()
        .from(learningScorm)
        .where(and(eq(learningScorm.userId, userId), eq(learningScorm.resourceId, resourceId)));
      return row ?? null;
    },
    async saveScorm(row: typeof learningScorm.$inferInsert) {
      await db
        .insert(learningScorm)
        .values(row)
        .onConflictDoUpdate({
          target: [learningScorm.userId, learningScorm.resourceId],
          set: { cmi: row.cmi, updatedAt: row.updatedAt },
        });
    },

    // --- ledger ------------------------------------------------------------------------------
    /** The learner studied on the company's day `day` (once per day: the key ignores repeats). */
    async markActive(companyId: number, day: string, userId: number): Promise<void> {
      await db.insert(learningActiveDays).values({ companyId, day, userId }).onConflictDoNothing();
    },

    /**
     * Earnings (the earning service is the one writer): waits for the learner's earnings in
     * other transactions until this one ends, so a daily limit or a streak is read and written
     * by one transaction at a time per learner.
     */
    async lockEarnings(userId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${EARNING_LOCK}, ${userId})`);
    },
    /** Appends an earning; false when its key was already earned (nothing written). */
    async earn(row: NewLedgerRow): Promise<boolean> {
      const added = await db
        .insert(learningLedger)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: learningLedger.id });
      return added.length > 0;
    },
    /** What a rule gave a learner of one kind in [from, to) (its daily limit's count). */
    async earnedBetween(userId: number, kind: string, rule: string, from: Date, to: Date) {
      const [row] = await db
        .select({ sum: sql<string>`coalesce(sum(${learningLedger.amount}), 0)` })
        .from(learningLedger)
        .where(
          and(
            ruleRows(userId, kind, rule),
            gte(learningLedger.createdAt, from),
            lt(learningLedger.createdAt, to),
          ),
        );
      return Number(row?.sum ?? 0);
    },
    /** The keys among `keys` a rule has already given a learner (a streak's earlier periods). */
    async earnedKeys(userId: number, kind: string, rule: string, keys: string[]) {
      if (!keys.length) return new Set<string>();
      const rows = await db
        .select({ key: learningLedger.earnKey })
        .from(learningLedger)
        .where(and(ruleRows(userId, kind, rule), inArray(learningLedger.earnKey, keys)));
      return new Set(rows.map((r) => r.key));
    },
    async ledgerPage(userId: number, kind: string, offset: number, limit: number) {
      const where = and(eq(learningLedger.userId, userId), eq(learningLedger.kind, kind));
      const [rows, [agg]] = await Promise.all([
        db
          .select()
          .from(learningLedger)
          .where(where)
          .orderBy(desc(learningLedger.createdAt), desc(learningLedger.id))
          .offset(offset)
          .limit(limit),
        db
          .select({
            n: sql<number>`count(*)::int`,
            sum: sql<string>`coalesce(sum(${learningLedger.amount}), 0)`,
          })
          .from(learningLedger)
          .where(where),
      ]);
      return { rows, total: agg?.n ?? 0, sum: Number(agg?.sum ?? 0) };
    },
    /** The learner's sums per kind (since `from` when given: the training report's period). */
    async totals(userId: number, from?: Date | null) {
      const rows = await db
        .select({
          kind: learningLedger.kind,
          sum: sql<string>`coalesce(sum(${learningLedger.amount}), 0)`,
        })
        .from(learningLedger)
        .where(
          and(
            eq(learningLedger.userId, userId),
            from ? gte(learningLedger.createdAt, from) : undefined,
          ),
        )
        .groupBy(learningLedger.kind);
      return new Map(rows.map((r) => [r.kind, Number(r.sum)]));
    },
    /** Issue 6 (training report): courses the learner completed (since `from` when given). */
    async completedCourses(userId: number, from?: Date | null) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(learningCourseProgress)
        .where(
          and(
            eq(learningCourseProgress.userId, userId),
            eq(learningCourseProgress.state, 'completed'),
            from ? gte(learningCourseProgress.completedAt, from) : undefined,
          ),
        );
      return row?.n ?? 0;
    },
    /** Rankings: study hours per learner of a company since `from`, highest first. */
    async rank(companyId: number, from: Date, offset: number, limit: number) {
      const total = sql<string>`sum(${learningLedger.amount})`;
      return db
        .select({ userId: learningLedger.userId, hours: total })
        .from(learningLedger)
        .where(
          and(
            eq(learningLedger.companyId, companyId),
            eq(learningLedger.kind, 'hours'),
            gte(learningLedger.createdAt, from),
          ),
        )
        .groupBy(learningLedger.userId)
        .orderBy(desc(total), learningLedger.userId)
        .offset(offset)
        .limit(limit);
    },
    /** The learner's hours since `from` and how many learners of the company have more. */
    async rankOf(companyId: number, userId: number, from: Date) {
      const inPeriod = and(
        eq(learningLedger.companyId, companyId),
        eq(learningLedger.kind, 'hours'),
        gte(learningLedger.createdAt, from),
      );
      const [mine] = await db
        .select({ hours: sql<string>`coalesce(sum(${learningLedger.amount}), 0)` })
        .from(learningLedger)
        .where(and(inPeriod, eq(learningLedger.userId, userId)));
      const hours = Number(mine?.hours ?? 0);
      if (hours <= 0) return null;
      const per = db
        .select({ userId: learningLedger.userId })
        .from(learningLedger)
        .where(inPeriod)
        .groupBy(learningLedger.userId)
        .having(gt(sql`sum(${learningLedger.amount})`, hours))
        .as('ahead');
      const [ahead] = await db.select({ n: sql<number>`count(*)::int` }).from(per);
      return { rank: (ahead?.n ?? 0) + 1, hours };
    },
  };
}
export type LearningRepository = ReturnType<typeof createLearningRepository>;
