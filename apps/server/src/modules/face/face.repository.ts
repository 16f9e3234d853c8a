import { and, count, desc, eq, gt, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AttendanceState, FaceTimeState, LeaveStatus } from '@ascent/shared/face';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../core/like.ts';
import { peopleRows } from '../user/people.sql.ts';
import { departmentWithin } from '../department/department.sql.ts';
import { audienceQueries, visibleToLearner, type AudienceRow } from '../../core/audience.ts';
import type { LearnerScope } from '../user/learner-scope.ts';
import {
  faceAttendance,
  faceAudience,
  faceCorrections,
  faceEvaluations,
  faceLeaves,
  faceManagers,
  faceSessions,
} from './face.schema.ts';

export type FaceSessionRow = typeof faceSessions.$inferSelect;
export type NewFaceSession = typeof faceSessions.$inferInsert;
export type AttendanceRow = typeof faceAttendance.$inferSelect;
export type LeaveRow = typeof faceLeaves.$inferSelect;

/** Who people are (the user module's people subquery): names, departments, audience columns. */
const people = peopleRows();

/** The states of spec s.4 as SQL, from the session's rule (constants) and the joined rows. */
function stateSql(s: FaceSessionRow, now: Date): SQL<AttendanceState> {
  const late = sql`${faceAttendance.signInAt} > ${new Date(s.startAt.getTime() + s.lateAfterMinutes * 60_000)}`;
  const onLeave = sql`exists (select 1 from ${faceLeaves} where ${faceLeaves.sessionId} = ${s.id} and ${faceLeaves.userId} = ${people.id} and ${faceLeaves.status} = 'approved')`;
  const ended = now.getTime() >= s.endAt.getTime();
  return sql<AttendanceState>`case
    when ${faceAttendance.signInAt} is null and ${onLeave} then 'leave'
    when ${faceAttendance.signInAt} is null and ${faceAttendance.signOutAt} is not null then 'signedOut'
    when ${faceAttendance.signInAt} is null then ${ended ? 'absent' : 'notSignedIn'}
    when ${s.requireSignOut} and ${faceAttendance.signOutAt} is null and ${late} then 'late'
    when ${s.requireSignOut} and ${faceAttendance.signOutAt} is null then 'signedIn'
    when ${s.requireSignOut} and ${faceAttendance.signOutAt} < ${s.endAt} then 'leftEarly'
    when ${late} then 'late'
    else 'attended' end`;
}

/** Data access of face-to-face sessions, their audiences, attendance, leave and evaluations. */
export function createFaceRepository(db: DbOrTx) {
  /** The session's audience rule names the learner (whole company, departments, positions, people). */
  const namedByAudience = (scope: LearnerScope): SQL =>
    visibleToLearner(scope, faceSessions, faceAudience);
  const audience = audienceQueries(db, faceAudience);

  /** The learner has an attendance row on the session. */
  const hasAttended = (userId: number): SQL =>
    sql`exists (select 1 from ${faceAttendance} where ${faceAttendance.sessionId} = ${faceSessions.id} and ${faceAttendance.userId} = ${userId})`;

  /** A page of sessions, the latest start first, and how many there are in all. */
  async function sessionPage(
    where: SQL | undefined,
    offset: number,
    limit: number,
  ): Promise<{ rows: FaceSessionRow[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(faceSessions)
        .where(where)
        .orderBy(desc(faceSessions.startAt), desc(faceSessions.id))
        .offset(offset)
        .limit(limit),
      db.select({ n: count() }).from(faceSessions).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /**
   * Everyone expected at a session: the audience (the whole company when 'all'; departments
   * with everything below them, positions, people; secrecy level permitting), and anyone who
   * signed in or took leave (programme members come in this way).
   */
  function expectedWhere(s: FaceSessionRow): SQL {
    const refs = sql`select ${faceAudience.ref} from ${faceAudience} where ${faceAudience.itemId} = ${s.id}`;
    const inAudience =
      s.visibility === 'all'
        ? sql`true`
        : sql`(${people.id}::text in (${refs} and ${faceAudience.kind} = 'user')
            or ${people.position} in (${refs} and ${faceAudience.kind} = 'position')
            or exists (select 1 from ${faceAudience} fa
              where fa.session_id = ${s.id} and fa.kind = 'department'
              and ${departmentWithin(people.departmentId, (root) => sql`${root}::text = fa.ref`)}))`;
    return and(
      eq(people.companyId, s.companyId),
      or(
        and(
          eq(people.status, 'active'),
          sql`${people.secrecyLevel} >= ${s.secrecyLevel}`,
          inAudience,
        ),
        sql`exists (select 1 from ${faceAttendance} fa2 where fa2.session_id = ${s.id} and fa2.user_id = ${people.id})`,
        sql`exists (select 1 from ${faceLeaves} fl where fl.session_id = ${s.id} and fl.user_id = ${people.id} and fl.status = 'approved')`,
      ),
    )!;
  }

  return {
    async insert(values: NewFaceSession): Promise<FaceSessionRow> {
      const [row] = await db.insert(faceSessions).values(values).returning();
      return row!;
    },
    async update(id: number, values: Partial<NewFaceSession>): Promise<FaceSessionRow> {
      const [row] = await db
        .update(faceSessions)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(faceSessions.id, id))
        .returning();
      return row!;
    },
    async deleteMany(ids: number[]): Promise<void> {
      if (ids.length) await db.delete(faceSessions).where(inArray(faceSessions.id, ids));
    },
    async findInCompany(companyId: number, id: number): Promise<FaceSessionRow | null> {
      const [row] = await db
        .select()
        .from(faceSessions)
        .where(and(eq(faceSessions.companyId, companyId), eq(faceSessions.id, id)));
      return row ?? null;
    },
    async findManyInCompany(companyId: number, ids: number[]): Promise<FaceSessionRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(faceSessions)
        .where(and(eq(faceSessions.companyId, companyId), inArray(faceSessions.id, ids)));
    },
    /** Locks one session row for the length of the transaction (sign-ins of one learner). */
    async lock(id: number): Promise<void> {
      await db
        .select({ id: faceSessions.id })
        .from(faceSessions)
        .where(eq(faceSessions.id, id))
        .for('update');
    },

    async adminList(
      q: { companyId: number; keyword?: string; timeState?: FaceTimeState; now: Date },
      offset: number,
      limit: number,
    ): Promise<{ rows: (FaceSessionRow & { signedIn: number })[]; total: number }> {
      const where = and(
        eq(faceSessions.companyId, q.companyId),
        q.keyword ? ilike(faceSessions.name, containsPattern(q.keyword)) : undefined,
        timeStateWhere(q.timeState, q.now),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            session: faceSessions,
            signedIn: sql<number>`(select count(*)::int from ${faceAttendance} where ${faceAttendance.sessionId} = ${faceSessions.id} and ${faceAttendance.signInAt} is not null)`,
          })
          .from(faceSessions)
          .where(where)
          .orderBy(desc(faceSessions.updatedAt), desc(faceSessions.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(faceSessions).where(where),
      ]);
      return {
        rows: rows.map((r) => ({ ...r.session, signedIn: r.signedIn })),
        total: total?.n ?? 0,
      };
    },

    /** Sessions the learner is in the audience of, or has attendance or leave on. */
    async learnerList(
      scope: LearnerScope,
      q: { keyword?: string; timeState?: FaceTimeState; now: Date },
      offset: number,
      limit: number,
    ): Promise<{ rows: FaceSessionRow[]; total: number }> {
      const where = and(
        eq(faceSessions.companyId, scope.companyId),
        or(
          namedByAudience(scope),
          hasAttended(scope.userId),
          sql`exists (select 1 from ${faceLeaves} where ${faceLeaves.sessionId} = ${faceSessions.id} and ${faceLeaves.userId} = ${scope.userId})`,
        ),
        q.keyword ? ilike(faceSessions.name, containsPattern(q.keyword)) : undefined,
        timeStateWhere(q.timeState, q.now),
      );
      return sessionPage(where, offset, limit);
    },

    /** Those of `ids` the audience rule lets the learner attend (whole company or named). */
    async visibleIds(scope: LearnerScope, ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ id: faceSessions.id })
        .from(faceSessions)
        .where(and(inArray(faceSessions.id, ids), namedByAudience(scope)));
      return new Set(rows.map((r) => r.id));
    },

    async searchByName(companyId: number, keyword: string, limit: number) {
      return db
        .select({ id: faceSessions.id, name: faceSessions.name })
        .from(faceSessions)
        .where(
          and(
            eq(faceSessions.companyId, companyId),
            keyword ? ilike(faceSessions.name, containsPattern(keyword)) : undefined,
          ),
        )
        .orderBy(desc(faceSessions.startAt), desc(faceSessions.id))
        .limit(limit);
    },

    async audienceOf(sessionId: number): Promise<AudienceRow[]> {
      return audience.of(sessionId);
    },
    async replaceAudience(sessionId: number, rows: readonly AudienceRow[]): Promise<void> {
      await audience.replace(sessionId, rows);
    },
    async managersOf(sessionId: number): Promise<number[]> {
      const rows = await db
        .select({ userId: faceManagers.userId })
        .from(faceManagers)
        .where(eq(faceManagers.sessionId, sessionId));
      return rows.map((r) => r.userId);
    },
    async replaceManagers(sessionId: number, userIds: number[]): Promise<void> {
      await db.delete(faceManagers).where(eq(faceManagers.sessionId, sessionId));
      if (userIds.length)
        await db.insert(faceManagers).values(userIds.map((userId) => ({ sessionId, userId })));
    },
    async isManager(sessionId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: faceManagers.userId })
        .from(faceManagers)
        .where(and(eq(faceManagers.sessionId, sessionId), eq(faceManagers.userId, userId)));
      return !!row;
    },
    async managedList(
      companyId: number,
      userId: number,
      offset: number,
      limit: number,
    ): Promise<{ rows: FaceSessionRow[]; total: number }> {
      const where = and(
        eq(faceSessions.companyId, companyId),
        sql`exists (select 1 from ${faceManagers} where ${faceManagers.sessionId} = ${faceSessions.id} and ${faceManagers.userId} = ${userId})`,
      );
      return sessionPage(where, offset, limit);
    },

    async hasAttendance(ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await db
        .selectDistinct({ id: faceAttendance.sessionId })
        .from(faceAttendance)
        .where(inArray(faceAttendance.sessionId, ids));
      return new Set(rows.map((r) => r.id));
    },
    async attendanceOf(sessionId: number, userId: number): Promise<AttendanceRow | null> {
      const [row] = await db
        .select()
        .from(faceAttendance)
        .where(and(eq(faceAttendance.sessionId, sessionId), eq(faceAttendance.userId, userId)));
      return row ?? null;
    },
    /** Attendance rows of some learners on some sessions (item states, the learner's list). */
    async attendanceMany(userIds: number[], sessionIds: number[]): Promise<AttendanceRow[]> {
      if (!userIds.length || !sessionIds.length) return [];
      return db
        .select()
        .from(faceAttendance)
        .where(
          and(
            inArray(faceAttendance.userId, userIds),
            inArray(faceAttendance.sessionId, sessionIds),
          ),
        );
    },
    async saveAttendance(
      key: { sessionId: number; userId: number; companyId: number },
      values: Partial<
        Pick<AttendanceRow, 'signInAt' | 'signOutAt' | 'grade' | 'gradeComment' | 'completedAt'>
      >,
    ): Promise<AttendanceRow> {
      const [row] = await db
        .insert(faceAttendance)
        .values({ ...key, ...values, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: [faceAttendance.sessionId, faceAttendance.userId],
          set: { ...values, updatedAt: new Date() },
        })
        .returning();
      return row!;
    },
    /** The learner's row on the session, created empty when missing, locked till the end. */
    async lockAttendance(key: {
      sessionId: number;
      userId: number;
      companyId: number;
    }): Promise<AttendanceRow> {
      await db.insert(faceAttendance).values(key).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(faceAttendance)
        .where(
          and(eq(faceAttendance.sessionId, key.sessionId), eq(faceAttendance.userId, key.userId)),
        )
        .for('update');
      return row!;
    },
    async signedInCount(sessionId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(faceAttendance)
        .where(
          and(eq(faceAttendance.sessionId, sessionId), sql`${faceAttendance.signInAt} is not null`),
        );
      return row?.n ?? 0;
    },
    async insertCorrection(values: typeof faceCorrections.$inferInsert): Promise<void> {
      await db.insert(faceCorrections).values(values);
    },

    /** One page of everyone expected, with their state, and the counts per state. */
    async expectedPage(
      s: FaceSessionRow,
      q: { state?: AttendanceState; keyword?: string; now: Date },
      offset: number,
      limit: number,
    ) {
      const state = stateSql(s, q.now);
      const base = and(
        expectedWhere(s),
        q.keyword
          ? or(
              ilike(people.realName, containsPattern(q.keyword)),
              ilike(people.account, containsPattern(q.keyword)),
            )
          : undefined,
      );
      const from = () =>
        db
          .select({
            userId: people.id,
            name: people.realName,
            account: people.account,
            departmentName: sql<string>`coalesce(${people.departmentName}, '')`,
            state,
            signInAt: faceAttendance.signInAt,
            signOutAt: faceAttendance.signOutAt,
            grade: faceAttendance.grade,
            gradeComment: sql<string>`coalesce(${faceAttendance.gradeComment}, '')`,
            leaveStatus: sql<LeaveStatus | null>`(select ${faceLeaves.status} from ${faceLeaves} where ${faceLeaves.sessionId} = ${s.id} and ${faceLeaves.userId} = ${people.id} order by ${faceLeaves.id} desc limit 1)`,
          })
          .from(people)
          .leftJoin(
            faceAttendance,
            and(eq(faceAttendance.sessionId, s.id), eq(faceAttendance.userId, people.id)),
          );
      const pageQuery = from()
        .where(and(base, q.state ? sql`${state} = ${q.state}` : undefined))
        .orderBy(people.account)
        .offset(offset)
        .limit(limit);
      const states = db
        .select({ state: state.as('state') })
        .from(people)
        .leftJoin(
          faceAttendance,
          and(eq(faceAttendance.sessionId, s.id), eq(faceAttendance.userId, people.id)),
        )
        .where(base)
        .as('t');
      const countsQuery = db
        .select({ state: states.state, n: count() })
        .from(states)
        .groupBy(states.state);
      const [rows, counts] = await Promise.all([pageQuery, countsQuery]);
      const byState = Object.fromEntries(counts.map((c) => [c.state, c.n])) as Partial<
        Record<AttendanceState, number>
      >;
      const total = q.state ? (byState[q.state] ?? 0) : counts.reduce((sum, c) => sum + c.n, 0);
      return { rows, total, counts: byState };
    },

    /** True when the user is among everyone expected (a correction's or an import's target). */
    async expectedUsers(s: FaceSessionRow, userIds: number[]): Promise<Set<number>> {
      if (!userIds.length) return new Set();
      const rows = await db
        .select({ id: people.id })
        .from(people)
        .where(and(expectedWhere(s), inArray(people.id, userIds)));
      return new Set(rows.map((r) => r.id));
    },
    /** The company's users by lower-cased account (the import's rows). */
    async usersByAccount(companyId: number, accounts: string[]) {
      if (!accounts.length) return new Map<string, number>();
      const rows = await db
        .select({ id: people.id, account: people.account })
        .from(people)
        .where(
          and(eq(people.companyId, companyId), inArray(sql`lower(${people.account})`, accounts)),
        );
      return new Map(rows.map((r) => [r.account.toLowerCase(), r.id]));
    },
    /** Everyone expected (the export), in account order. */
    async expectedAll(s: FaceSessionRow, now: Date, limit: number) {
      return (await this.expectedPage(s, { now }, 0, limit)).rows;
    },

    // Leave
    async insertLeave(values: typeof faceLeaves.$inferInsert): Promise<LeaveRow> {
      const [row] = await db.insert(faceLeaves).values(values).returning();
      return row!;
    },
    async updateLeave(
      id: number,
      values: Partial<typeof faceLeaves.$inferInsert>,
    ): Promise<LeaveRow> {
      const [row] = await db
        .update(faceLeaves)
        .set(values)
        .where(eq(faceLeaves.id, id))
        .returning();
      return row!;
    },
    async leaveById(id: number): Promise<LeaveRow | null> {
      const [row] = await db.select().from(faceLeaves).where(eq(faceLeaves.id, id));
      return row ?? null;
    },
    async lockLeave(id: number): Promise<LeaveRow | null> {
      const [row] = await db.select().from(faceLeaves).where(eq(faceLeaves.id, id)).for('update');
      return row ?? null;
    },
    /** The learner's latest leave request on each of the sessions. */
    async latestLeaves(userId: number, sessionIds: number[]): Promise<Map<number, LeaveRow>> {
      if (!sessionIds.length) return new Map();
      const rows = await db
        .select()
        .from(faceLeaves)
        .where(and(eq(faceLeaves.userId, userId), inArray(faceLeaves.sessionId, sessionIds)))
        .orderBy(faceLeaves.id);
      return new Map(rows.map((r) => [r.sessionId, r]));
    },
    async leavePage(
      sessionId: number,
      status: LeaveStatus | undefined,
      offset: number,
      limit: number,
    ) {
      const where = and(
        eq(faceLeaves.sessionId, sessionId),
        status ? eq(faceLeaves.status, status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            leave: faceLeaves,
            name: people.realName,
            account: people.account,
            departmentName: sql<string>`coalesce(${people.departmentName}, '')`,
          })
          .from(faceLeaves)
          .innerJoin(people, eq(people.id, faceLeaves.userId))
          .where(where)
          .orderBy(desc(faceLeaves.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(faceLeaves).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    // Evaluations
    async evaluationOf(sessionId: number, userId: number) {
      const [row] = await db
        .select()
        .from(faceEvaluations)
        .where(and(eq(faceEvaluations.sessionId, sessionId), eq(faceEvaluations.userId, userId)));
      return row ?? null;
    },
    /** Inserts the evaluation; false when the learner had already given one. */
    async insertEvaluation(values: typeof faceEvaluations.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(faceEvaluations)
        .values(values)
        .onConflictDoNothing()
        .returning({ userId: faceEvaluations.userId });
      return rows.length > 0;
    },
    async evaluationPage(sessionId: number, offset: number, limit: number) {
      const where = eq(faceEvaluations.sessionId, sessionId);
      const [rows, dist] = await Promise.all([
        db
          .select({
            userId: faceEvaluations.userId,
            rating: faceEvaluations.rating,
            comment: faceEvaluations.comment,
            createdAt: faceEvaluations.createdAt,
            name: people.realName,
            account: people.account,
          })
          .from(faceEvaluations)
          .innerJoin(people, eq(people.id, faceEvaluations.userId))
          .where(where)
          .orderBy(desc(faceEvaluations.createdAt))
          .offset(offset)
          .limit(limit),
        db
          .select({ rating: faceEvaluations.rating, n: count() })
          .from(faceEvaluations)
          .where(where)
          .groupBy(faceEvaluations.rating),
      ]);
      return { rows, dist };
    },

    /** Sessions for the to-do centre: the learner's, not ended more than `since` ago. */
    async taskList(scope: LearnerScope, since: Date, limit: number): Promise<FaceSessionRow[]> {
      return db
        .select()
        .from(faceSessions)
        .where(
          and(
            eq(faceSessions.companyId, scope.companyId),
            gt(faceSessions.endAt, since),
            or(namedByAudience(scope), hasAttended(scope.userId)),
          ),
        )
        .orderBy(faceSessions.startAt)
        .limit(limit);
    },
  };
}
export type FaceRepository = ReturnType<typeof createFaceRepository>;

function timeStateWhere(state: FaceTimeState | undefined, now: Date): SQL | undefined {
  if (state === 'notStarted') return gt(faceSessions.startAt, now);
  if (state === 'inProgress')
    return and(lte(faceSessions.startAt, now), gt(faceSessions.endAt, now));
  if (state === 'ended') return lte(faceSessions.endAt, now);
  return undefined;
}
