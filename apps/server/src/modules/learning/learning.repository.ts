import { and, desc, eq, getTableColumns, gt, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sharedStatement } from '../../core/group-commit.ts';
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

/** The upsert of resource progress rows: everything but their keys and course, as inserted. */
const resourceProgressUpdate = {
  target: [learningResourceProgress.userId, learningResourceProgress.resourceId],
  set: {
    state: sql`excluded.state`,
    studiedSeconds: sql`excluded.studied_seconds`,
    position: sql`excluded.position`,
    furthest: sql`excluded.furthest`,
    completedAt: sql`excluded.completed_at`,
    updatedAt: sql`excluded.updated_at`,
  },
};

/** `(values (…), (…)) as name(columns)`: rows for a statement to join or update from. */
function valuesOf(name: string, columns: string[], rows: SQL[]): SQL {
  return sql`(values ${sql.join(rows, sql`, `)}) as ${sql.raw(name)}(${sql.raw(columns.join(', '))})`;
}

/** The play row's version as locked and as the statement first saw it (see lockBeat). */
const playVersions = {
  locked: sql<string>`${learningPlays}.xmin::text`,
  seen: sql<string>`(select seen.xmin::text from ${learningPlays} seen where seen.user_id = ${learningPlays.userId})`,
};

/**
 * The beats' reads, one statement for a group-commit batch (core/group-commit.ts, shared
 * statements): each learner's play row, locked in the order of the learners' ids, with their
 * progress on the beat's resource and the row's versions; null for a learner without a play.
 * One request per learner (a batch holds one beat of a learner).
 */
const lockBeats = sharedStatement(
  async (db: DbOrTx, keys: { userId: number; resourceId: number }[]) => {
    const beatKeys = valuesOf(
      'beat_key',
      ['user_id', 'resource_id'],
      keys.map((k) => sql`(${k.userId}::int, ${k.resourceId}::int)`),
    );
    const rows = await db
      .select({ play: learningPlays, progress: learningResourceProgress, ...playVersions })
      .from(learningPlays)
      .innerJoin(beatKeys, sql`beat_key.user_id = ${learningPlays.userId}`)
      .leftJoin(
        learningResourceProgress,
        and(
          eq(learningResourceProgress.userId, learningPlays.userId),
          sql`${learningResourceProgress.resourceId} = beat_key.resource_id`,
        ),
      )
      .orderBy(learningPlays.userId)
      .for('update', { of: learningPlays });
    const byUser = new Map(rows.map((r) => [r.play.userId, r]));
    return keys.map((k) => byUser.get(k.userId) ?? null);
  },
);

/** One beat's writes (see saveBeat). */
interface BeatWrite {
  row: typeof learningResourceProgress.$inferInsert;
  play: Omit<PlayRow, 'userId'> | null;
  touchCourseAt: Date | null;
}

/**
 * The beats' writes, one statement for a group-commit batch: every beat's resource progress,
 * the play rows of the beats that have one, and the last study time of the courses of the
 * beats that changed no resource's state (answering those records' states).
 */
const saveBeats = sharedStatement(async (db: DbOrTx, beats: BeatWrite[]) => {
  const ctes = [];
  const plays = beats.flatMap((b) => (b.play ? [{ ...b.play, userId: b.row.userId }] : []));
  if (plays.length) {
    ctes.push(
      db.$with('beat_play').as(
        db
          .update(learningPlays)
          .set({
            playId: sql`beat_play_in.play_id`,
            courseId: sql`beat_play_in.course_id`,
            resourceId: sql`beat_play_in.resource_id`,
            lastBeatAt: sql`beat_play_in.last_beat_at`,
            closed: sql`beat_play_in.closed`,
          })
          .from(
            valuesOf(
              'beat_play_in',
              ['user_id', 'play_id', 'course_id', 'resource_id', 'last_beat_at', 'closed'],
              plays.map(
                (p) =>
                  sql`(${p.userId}::int, ${p.playId}::text, ${p.courseId}::int, ${p.resourceId}::int, ${p.lastBeatAt.toISOString()}::timestamptz, ${p.closed}::boolean)`,
              ),
            ),
          )
          .where(sql`${learningPlays.userId} = beat_play_in.user_id`)
          .returning({ userId: learningPlays.userId }),
      ),
    );
  }
  const touches = beats.filter((b) => b.touchCourseAt);
  const course = touches.length
    ? db.$with('beat_course').as(
        db
          .update(learningCourseProgress)
          .set({ lastStudiedAt: sql`beat_course_in.at` })
          .from(
            valuesOf(
              'beat_course_in',
              ['user_id', 'course_id', 'at'],
              touches.map(
                (b) =>
                  sql`(${b.row.userId}::int, ${b.row.courseId}::int, ${b.touchCourseAt!.toISOString()}::timestamptz)`,
              ),
            ),
          )
          .where(
            sql`${learningCourseProgress.userId} = beat_course_in.user_id and ${learningCourseProgress.courseId} = beat_course_in.course_id`,
          )
          .returning({
            userId: learningCourseProgress.userId,
            courseId: learningCourseProgress.courseId,
            state: learningCourseProgress.state,
          }),
      )
    : null;
  if (course) ctes.push(course);
  const saved = await db
    .with(...ctes)
    .insert(learningResourceProgress)
    .values(beats.map((b) => b.row))
    .onConflictDoUpdate(resourceProgressUpdate)
    .returning({
      ...getTableColumns(learningResourceProgress),
      courseState: course
        ? sql<
            string | null
          >`(select beat_course.state from ${course} where beat_course.user_id = learning_resource_progress.user_id and beat_course.course_id = learning_resource_progress.course_id)`
        : sql<null>`null`,
    });
  const byUser = new Map(
    saved.map(({ courseState, ...progress }) => [progress.userId, { progress, courseState }]),
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
      row: typeof learningResourceProgress.$inferInsert,
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
    /** Appends rows; a row already given (same user, kind, rule, item) is skipped. */
    /** The learner studied on the company's day `day` (once per day: the key ignores repeats). */
    async markActive(companyId: number, day: string, userId: number): Promise<void> {
      await db.insert(learningActiveDays).values({ companyId, day, userId }).onConflictDoNothing();
    },

    async credit(rows: NewLedgerRow[]): Promise<number> {
      if (!rows.length) return 0;
      const added = await db
        .insert(learningLedger)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: learningLedger.id });
      return added.length;
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
