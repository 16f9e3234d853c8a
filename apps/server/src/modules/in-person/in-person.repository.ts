import { and, count, desc, eq, gt, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AttendanceState, InPersonTimeState, LeaveStatus } from '@ascent/shared/in-person';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../core/like.ts';
import { peopleRows } from '../user/people.sql.ts';
import { departmentWithin } from '../department/department.sql.ts';
import { audienceQueries, visibleToLearner, type AudienceRow } from '../../core/audience.ts';
import type { LearnerScope } from '../user/learner-scope.ts';
import {
  inPersonAttendance,
  inPersonAudience,
  inPersonCorrections,
  inPersonEvaluations,
  inPersonLeaves,
  inPersonManagers,
  inPersonSessions,
} from './in-person.schema.ts';

export type InPersonSessionRow = typeof inPersonSessions.$inferSelect;
export type NewInPersonSession = typeof inPersonSessions.$inferInsert;
export type AttendanceRow = typeof inPersonAttendance.$inferSelect;
export type LeaveRow = typeof inPersonLeaves.$inferSelect;

/** Who people are (the user module's people subquery): names, departments, audience columns. */
const people = peopleRows();

/** The states of spec s.4 as SQL, from the session's rule (constants) and the joined rows. */
function stateSql(s: InPersonSessionRow, now: Date): SQL<AttendanceState> {
  const late = sql`${inPersonAttendance.signInAt} > ${new Date(s.startAt.getTime() + s.lateAfterMinutes * 60_000)}`;
  const onLeave = sql`exists (select 1 from ${inPersonLeaves} where ${inPersonLeaves.sessionId} = ${s.id} and ${inPersonLeaves.userId} = ${people.id} and ${inPersonLeaves.status} = 'approved')`;
  const ended = now.getTime() >= s.endAt.getTime();
  return sql<AttendanceState>`case
    when ${inPersonAttendance.signInAt} is null and ${onLeave} then 'leave'
    when ${inPersonAttendance.signInAt} is null and ${inPersonAttendance.signOutAt} is not null then 'signedOut'
    when ${inPersonAttendance.signInAt} is null then ${ended ? 'absent' : 'notSignedIn'}
    when ${s.requireSignOut} and ${inPersonAttendance.signOutAt} is null and ${late} then 'late'
    when ${s.requireSignOut} and ${inPersonAttendance.signOutAt} is null then 'signedIn'
    when ${s.requireSignOut} and ${inPersonAttendance.signOutAt} < ${s.endAt} then 'leftEarly'
    when ${late} then 'late'
    else 'attended' end`;
}

/** Data access of face-to-face sessions, their audiences, attendance, leave and evaluations. */
export function createInPersonRepository(db: DbOrTx) {
  /** The session's audience rule names the learner (whole company, departments, positions, people). */
  const namedByAudience = (scope: LearnerScope): SQL =>
    visibleToLearner(scope, inPersonSessions, inPersonAudience);
  const audience = audienceQueries(db, inPersonAudience);

  /** The learner has an attendance row on the session. */
  const hasAttended = (userId: number): SQL =>
    sql`exists (select 1 from ${inPersonAttendance} where ${inPersonAttendance.sessionId} = ${inPersonSessions.id} and ${inPersonAttendance.userId} = ${userId})`;

  /** A page of sessions, the latest start first, and how many there are in all. */
  async function sessionPage(
    where: SQL | undefined,
    offset: number,
    limit: number,
  ): Promise<{ rows: InPersonSessionRow[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(inPersonSessions)
        .where(where)
        .orderBy(desc(inPersonSessions.startAt), desc(inPersonSessions.id))
        .offset(offset)
        .limit(limit),
      db.select({ n: count() }).from(inPersonSessions).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /**
   * Everyone expected at a session: the audience (the whole company when 'all'; departments
   * with everything below them, positions, people; secrecy level permitting), and anyone who
   * signed in or took leave (programme members come in this way).
   */
  function expectedWhere(s: InPersonSessionRow): SQL {
    const refs = sql`select ${inPersonAudience.ref} from ${inPersonAudience} where ${inPersonAudience.itemId} = ${s.id}`;
    const inAudience =
      s.visibility === 'all'
        ? sql`true`
        : sql`(${people.id}::text in (${refs} and ${inPersonAudience.kind} = 'user')
            or ${people.position} in (${refs} and ${inPersonAudience.kind} = 'position')
            or exists (select 1 from ${inPersonAudience} fa
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
        sql`exists (select 1 from ${inPersonAttendance} fa2 where fa2.session_id = ${s.id} and fa2.user_id = ${people.id})`,
        sql`exists (select 1 from ${inPersonLeaves} fl where fl.session_id = ${s.id} and fl.user_id = ${people.id} and fl.status = 'approved')`,
      ),
    )!;
  }

  return {
    async insert(values: NewInPersonSession): Promise<InPersonSessionRow> {
      const [row] = await db.insert(inPersonSessions).values(values).returning();
      return row!;
    },
    async update(id: number, values: Partial<NewInPersonSession>): Promise<InPersonSessionRow> {
      const [row] = await db
        .update(inPersonSessions)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(inPersonSessions.id, id))
        .returning();
      return row!;
    },
    async deleteMany(ids: number[]): Promise<void> {
      if (ids.length) await db.delete(inPersonSessions).where(inArray(inPersonSessions.id, ids));
    },
    async findInCompany(companyId: number, id: number): Promise<InPersonSessionRow | null> {
      const [row] = await db
        .select()
        .from(inPersonSessions)
        .where(and(eq(inPersonSessions.companyId, companyId), eq(inPersonSessions.id, id)));
      return row ?? null;
    },
    async findManyInCompany(companyId: number, ids: number[]): Promise<InPersonSessionRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(inPersonSessions)
        .where(and(eq(inPersonSessions.companyId, companyId), inArray(inPersonSessions.id, ids)));
    },
    /** Locks one session row for the length of the transaction (sign-ins of one learner). */
    async lock(id: number): Promise<void> {
      await db
        .select({ id: inPersonSessions.id })
        .from(inPersonSessions)
        .where(eq(inPersonSessions.id, id))
        .for('update');
    },

    async adminList(
      q: { companyId: number; keyword?: string; timeState?: InPersonTimeState; now: Date },
      offset: number,
      limit: number,
    ): Promise<{ rows: (InPersonSessionRow & { signedIn: number })[]; total: number }> {
      const where = and(
        eq(inPersonSessions.companyId, q.companyId),
        q.keyword ? ilike(inPersonSessions.name, containsPattern(q.keyword)) : undefined,
        timeStateWhere(q.timeState, q.now),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            session: inPersonSessions,
            signedIn: sql<number>`(select count(*)::int from ${inPersonAttendance} where ${inPersonAttendance.sessionId} = ${inPersonSessions.id} and ${inPersonAttendance.signInAt} is not null)`,
          })
          .from(inPersonSessions)
          .where(where)
          .orderBy(desc(inPersonSessions.updatedAt), desc(inPersonSessions.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(inPersonSessions).where(where),
      ]);
      return {
        rows: rows.map((r) => ({ ...r.session, signedIn: r.signedIn })),
        total: total?.n ?? 0,
      };
    },

    /** Sessions the learner is in the audience of, or has attendance or leave on. */
    async learnerList(
      scope: LearnerScope,
      q: { keyword?: string; timeState?: InPersonTimeState; now: Date },
      offset: number,
      limit: number,
    ): Promise<{ rows: InPersonSessionRow[]; total: number }> {
      const where = and(
        eq(inPersonSessions.companyId, scope.companyId),
        or(
          namedByAudience(scope),
          hasAttended(scope.userId),
          sql`exists (select 1 from ${inPersonLeaves} where ${inPersonLeaves.sessionId} = ${inPersonSessions.id} and ${inPersonLeaves.userId} = ${scope.userId})`,
        ),
        q.keyword ? ilike(inPersonSessions.name, containsPattern(q.keyword)) : undefined,
        timeStateWhere(q.timeState, q.now),
      );
      return sessionPage(where, offset, limit);
    },

    /** Those of `ids` the audience rule lets the learner attend (whole company or named). */
    async visibleIds(scope: LearnerScope, ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ id: inPersonSessions.id })
        .from(inPersonSessions)
        .where(and(inArray(inPersonSessions.id, ids), namedByAudience(scope)));
      return new Set(rows.map((r) => r.id));
    },

    async searchByName(companyId: number, keyword: string, limit: number) {
      return db
        .select({ id: inPersonSessions.id, name: inPersonSessions.name })
        .from(inPersonSessions)
        .where(
          and(
            eq(inPersonSessions.companyId, companyId),
            keyword ? ilike(inPersonSessions.name, containsPattern(keyword)) : undefined,
          ),
        )
        .orderBy(desc(inPersonSessions.startAt), desc(inPersonSessions.id))
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
        .select({ userId: inPersonManagers.userId })
        .from(inPersonManagers)
        .where(eq(inPersonManagers.sessionId, sessionId));
      return rows.map((r) => r.userId);
    },
    async replaceManagers(sessionId: number, userIds: number[]): Promise<void> {
      await db.delete(inPersonManagers).where(eq(inPersonManagers.sessionId, sessionId));
      if (userIds.length)
        await db.insert(inPersonManagers).values(userIds.map((userId) => ({ sessionId, userId })));
    },
    async isManager(sessionId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: inPersonManagers.userId })
        .from(inPersonManagers)
        .where(and(eq(inPersonManagers.sessionId, sessionId), eq(inPersonManagers.userId, userId)));
      return !!row;
    },
    async managedList(
      companyId: number,
      userId: number,
      offset: number,
      limit: number,
    ): Promise<{ rows: InPersonSessionRow[]; total: number }> {
      const where = and(
        eq(inPersonSessions.companyId, companyId),
        sql`exists (select 1 from ${inPersonManagers} where ${inPersonManagers.sessionId} = ${inPersonSessions.id} and ${inPersonManagers.userId} = ${userId})`,
      );
      return sessionPage(where, offset, limit);
    },

    async hasAttendance(ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await db
        .selectDistinct({ id: inPersonAttendance.sessionId })
        .from(inPersonAttendance)
        .where(inArray(inPersonAttendance.sessionId, ids));
      return new Set(rows.map((r) => r.id));
    },
    async attendanceOf(sessionId: number, userId: number): Promise<AttendanceRow | null> {
      const [row] = await db
        .select()
        .from(inPersonAttendance)
        .where(
          and(eq(inPersonAttendance.sessionId, sessionId), eq(inPersonAttendance.userId, userId)),
        );
      return row ?? null;
    },
    /** Attendance rows of some learners on some sessions (item states, the learner's list). */
    async attendanceMany(userIds: number[], sessionIds: number[]): Promise<AttendanceRow[]> {
      if (!userIds.length || !sessionIds.length) return [];
      return db
        .select()
        .from(inPersonAttendance)
        .where(
          and(
            inArray(inPersonAttendance.userId, userIds),
            inArray(inPersonAttendance.sessionId, sessionIds),
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
        .insert(inPersonAttendance)
        .values({ ...key, ...values, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: [inPersonAttendance.sessionId, inPersonAttendance.userId],
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
      await db.insert(inPersonAttendance).values(key).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(inPersonAttendance)
        .where(
          and(
            eq(inPersonAttendance.sessionId, key.sessionId),
            eq(inPersonAttendance.userId, key.userId),
          ),
        )
        .for('update');
      return row!;
    },
    async signedInCount(sessionId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(inPersonAttendance)
        .where(
          and(
            eq(inPersonAttendance.sessionId, sessionId),
            sql`${inPersonAttendance.signInAt} is not null`,
          ),
        );
      return row?.n ?? 0;
    },
    async insertCorrection(values: typeof inPersonCorrections.$inferInsert): Promise<void> {
      await db.insert(inPersonCorrections).values(values);
    },

    /** One page of everyone expected, with their state, and the counts per state. */
    async expectedPage(
      s: InPersonSessionRow,
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
            signInAt: inPersonAttendance.signInAt,
            signOutAt: inPersonAttendance.signOutAt,
            grade: inPersonAttendance.grade,
            gradeComment: sql<string>`coalesce(${inPersonAttendance.gradeComment}, '')`,
            leaveStatus: sql<LeaveStatus | null>`(select ${inPersonLeaves.status} from ${inPersonLeaves} where ${inPersonLeaves.sessionId} = ${s.id} and ${inPersonLeaves.userId} = ${people.id} order by ${inPersonLeaves.id} desc limit 1)`,
          })
          .from(people)
          .leftJoin(
            inPersonAttendance,
            and(eq(inPersonAttendance.sessionId, s.id), eq(inPersonAttendance.userId, people.id)),
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
          inPersonAttendance,
          and(eq(inPersonAttendance.sessionId, s.id), eq(inPersonAttendance.userId, people.id)),
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
    async expectedUsers(s: InPersonSessionRow, userIds: number[]): Promise<Set<number>> {
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
    async expectedAll(s: InPersonSessionRow, now: Date, limit: number) {
      return (await this.expectedPage(s, { now }, 0, limit)).rows;
    },

    // Leave
    async insertLeave(values: typeof inPersonLeaves.$inferInsert): Promise<LeaveRow> {
      const [row] = await db.insert(inPersonLeaves).values(values).returning();
      return row!;
    },
    async updateLeave(
      id: number,
      values: Partial<typeof inPersonLeaves.$inferInsert>,
    ): Promise<LeaveRow> {
      const [row] = await db
        .update(inPersonLeaves)
        .set(values)
        .where(eq(inPersonLeaves.id, id))
        .returning();
      return row!;
    },
    async leaveById(id: number): Promise<LeaveRow | null> {
      const [row] = await db.select().from(inPersonLeaves).where(eq(inPersonLeaves.id, id));
      return row ?? null;
    },
    async lockLeave(id: number): Promise<LeaveRow | null> {
      const [row] = await db
        .select()
        .from(inPersonLeaves)
        .where(eq(inPersonLeaves.id, id))
        .for('update');
      return row ?? null;
    },
    /** The learner's latest leave request on each of the sessions. */
    async latestLeaves(userId: number, sessionIds: number[]): Promise<Map<number, LeaveRow>> {
      if (!sessionIds.length) return new Map();
      const rows = await db
        .select()
        .from(inPersonLeaves)
        .where(
          and(eq(inPersonLeaves.userId, userId), inArray(inPersonLeaves.sessionId, sessionIds)),
        )
        .orderBy(inPersonLeaves.id);
      return new Map(rows.map((r) => [r.sessionId, r]));
    },
    async leavePage(
      sessionId: number,
      status: LeaveStatus | undefined,
      offset: number,
      limit: number,
    ) {
      const where = and(
        eq(inPersonLeaves.sessionId, sessionId),
        status ? eq(inPersonLeaves.status, status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            leave: inPersonLeaves,
            name: people.realName,
            account: people.account,
            departmentName: sql<string>`coalesce(${people.departmentName}, '')`,
          })
          .from(inPersonLeaves)
          .innerJoin(people, eq(people.id, inPersonLeaves.userId))
          .where(where)
          .orderBy(desc(inPersonLeaves.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(inPersonLeaves).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    // Evaluations
    async evaluationOf(sessionId: number, userId: number) {
      const [row] = await db
        .select()
        .from(inPersonEvaluations)
        .where(
          and(eq(inPersonEvaluations.sessionId, sessionId), eq(inPersonEvaluations.userId, userId)),
        );
      return row ?? null;
    },
    /** Inserts the evaluation; false when the learner had already given one. */
    async insertEvaluation(values: typeof inPersonEvaluations.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(inPersonEvaluations)
        .values(values)
        .onConflictDoNothing()
        .returning({ userId: inPersonEvaluations.userId });
      return rows.length > 0;
    },
    async evaluationPage(sessionId: number, offset: number, limit: number) {
      const where = eq(inPersonEvaluations.sessionId, sessionId);
      const [rows, dist] = await Promise.all([
        db
          .select({
            userId: inPersonEvaluations.userId,
            rating: inPersonEvaluations.rating,
            comment: inPersonEvaluations.comment,
            createdAt: inPersonEvaluations.createdAt,
            name: people.realName,
            account: people.account,
          })
          .from(inPersonEvaluations)
          .innerJoin(people, eq(people.id, inPersonEvaluations.userId))
          .where(where)
          .orderBy(desc(inPersonEvaluations.createdAt))
          .offset(offset)
          .limit(limit),
        db
          .select({ rating: inPersonEvaluations.rating, n: count() })
          .from(inPersonEvaluations)
          .where(where)
          .groupBy(inPersonEvaluations.rating),
      ]);
      return { rows, dist };
    },

    /** Sessions for the to-do centre: the learner's, not ended more than `since` ago. */
    async taskList(scope: LearnerScope, since: Date, limit: number): Promise<InPersonSessionRow[]> {
      return db
        .select()
        .from(inPersonSessions)
        .where(
          and(
            eq(inPersonSessions.companyId, scope.companyId),
            gt(inPersonSessions.endAt, since),
            or(namedByAudience(scope), hasAttended(scope.userId)),
          ),
        )
        .orderBy(inPersonSessions.startAt)
        .limit(limit);
    },
  };
}
export type InPersonRepository = ReturnType<typeof createInPersonRepository>;

function timeStateWhere(state: InPersonTimeState | undefined, now: Date): SQL | undefined {
  if (state === 'notStarted') return gt(inPersonSessions.startAt, now);
  if (state === 'inProgress')
    return and(lte(inPersonSessions.startAt, now), gt(inPersonSessions.endAt, now));
  if (state === 'ended') return lte(inPersonSessions.endAt, now);
  return undefined;
}
