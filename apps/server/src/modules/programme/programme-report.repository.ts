import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../core/like.ts';
import { departments } from '../department/department.schema.ts';
import { users } from '../user/user.schema.ts';
import { programmeMembers } from './programme.schema.ts';

/**
 * The progress report: members with their names and departments, paged, and the members per
 * department in one grouped query. It reads the user module's tables for names and the
 * department subtree filter (as exam-admin.people.ts does, until the user module offers a
 * report join of its own); the member row already holds the progress, so a page of a
 * 5,000-member programme is one indexed query plus its count.
 */
export function createReportRepository(db: DbOrTx) {
  function where(
    companyId: number,
    f: { programmeId: number; departmentId?: number; state?: string; keyword?: string },
  ): SQL {
    const under = f.departmentId
      ? inArray(
          users.departmentId,
          db
            .select({ id: departments.id })
            .from(departments)
            .where(
              and(
                eq(departments.companyId, companyId),
                sql`${departments.path} like (select r.path from ${departments} r where r.id = ${f.departmentId} and r.company_id = ${companyId}) || '%'`,
              ),
            ),
        )
      : undefined;
    const like = f.keyword ? containsPattern(f.keyword) : '';
    return and(
      eq(programmeMembers.programmeId, f.programmeId),
      f.state ? eq(programmeMembers.state, f.state) : undefined,
      under,
      f.keyword ? or(ilike(users.realName, like), ilike(users.account, like)) : undefined,
    )!;
  }

  /** A member's own columns (the page of members without the people joined). */
  const memberColumns = {
    userId: programmeMembers.userId,
    source: programmeMembers.source,
    enrolledAt: programmeMembers.enrolledAt,
    state: programmeMembers.state,
    percent: programmeMembers.percent,
    compulsoryDone: programmeMembers.compulsoryDone,
    completedAt: programmeMembers.completedAt,
  };
  const columns = {
    ...memberColumns,
    realName: users.realName,
    account: users.account,
    position: users.position,
    departmentName: sql<string>`coalesce(${departments.name}, '')`,
  };

  return {
    async learners(
      companyId: number,
      f: { programmeId: number; departmentId?: number; state?: string; keyword?: string },
      offset: number,
      limit: number,
    ) {
      if (!f.departmentId && !f.keyword) {
        // No filter on people: the page and the total come from the member rows alone (the
        // primary key's order), and only the page's 20 people are joined for their names.
        const own = and(
          eq(programmeMembers.programmeId, f.programmeId),
          f.state ? eq(programmeMembers.state, f.state) : undefined,
        );
        const page = db
          .select(memberColumns)
          .from(programmeMembers)
          .where(own)
          .orderBy(asc(programmeMembers.userId))
          .limit(limit)
          .offset(offset)
          .as('page');
        const [rows, [total]] = await Promise.all([
          db
            .select({
              userId: page.userId,
              source: page.source,
              enrolledAt: page.enrolledAt,
              state: page.state,
              percent: page.percent,
              compulsoryDone: page.compulsoryDone,
              completedAt: page.completedAt,
              realName: users.realName,
              account: users.account,
              position: users.position,
              departmentName: sql<string>`coalesce(${departments.name}, '')`,
            })
            .from(page)
            .innerJoin(users, eq(users.id, page.userId))
            .leftJoin(departments, eq(departments.id, users.departmentId))
            .orderBy(asc(page.userId)),
          db
            .select({ n: sql<number>`count(*)::int` })
            .from(programmeMembers)
            .where(own),
        ]);
        return { rows, total: total?.n ?? 0 };
      }
      const w = where(companyId, f);
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(programmeMembers)
          .innerJoin(users, eq(users.id, programmeMembers.userId))
          .leftJoin(departments, eq(departments.id, users.departmentId))
          .where(w)
          .orderBy(asc(programmeMembers.userId))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(programmeMembers)
          .innerJoin(users, eq(users.id, programmeMembers.userId))
          .where(w),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Members per department of their own department (grouped first, then named). */
    async departments(programmeId: number) {
      const grouped = db
        .select({
          departmentId: users.departmentId,
          members: sql<number>`count(*)::int`.as('members'),
          notStarted:
            sql<number>`(count(*) filter (where ${programmeMembers.state} = 'notStarted'))::int`.as(
              'not_started',
            ),
          inProgress:
            sql<number>`(count(*) filter (where ${programmeMembers.state} = 'inProgress'))::int`.as(
              'in_progress',
            ),
          completed:
            sql<number>`(count(*) filter (where ${programmeMembers.state} = 'completed'))::int`.as(
              'completed',
            ),
          averagePercent:
            sql<number>`round(avg(${programmeMembers.percent})::numeric, 1)::float8`.as('average'),
        })
        .from(programmeMembers)
        .innerJoin(users, eq(users.id, programmeMembers.userId))
        .where(eq(programmeMembers.programmeId, programmeId))
        .groupBy(users.departmentId)
        .as('grouped');
      return db
        .select({
          departmentId: grouped.departmentId,
          departmentName: sql<string>`coalesce(${departments.name}, '')`,
          members: grouped.members,
          notStarted: grouped.notStarted,
          inProgress: grouped.inProgress,
          completed: grouped.completed,
          averagePercent: grouped.averagePercent,
        })
        .from(grouped)
        .leftJoin(departments, eq(departments.id, grouped.departmentId))
        .orderBy(sql`coalesce(${departments.name}, '')`);
    },
  };
}
export type ReportRepository = ReturnType<typeof createReportRepository>;
export type ReportLearnerRow = Awaited<ReturnType<ReportRepository['learners']>>['rows'][number];
export type ReportDepartmentRow = Awaited<ReturnType<ReportRepository['departments']>>[number];
