import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../core/like.ts';
import { departmentRows, departmentSubtreeIds } from '../department/department.sql.ts';
import { peopleRows } from '../user/people.sql.ts';
import { programmeMembers } from './programme.schema.ts';

/**
 * The progress report: members with their names and departments, paged, and the members per
 * department in one grouped query. Names come from the user module's people subquery and the
 * department subtree filter from the department module's (the tables stay theirs); the member
 * row already holds the progress, so a page of a 5,000-member programme is one indexed query
 * plus its count.
 */
export function createReportRepository(db: DbOrTx) {
  const people = peopleRows();
  function where(
    companyId: number,
    f: { programmeId: number; departmentId?: number; state?: string; keyword?: string },
  ): SQL {
    const under = f.departmentId
      ? inArray(people.departmentId, departmentSubtreeIds(companyId, [f.departmentId]))
      : undefined;
    const like = f.keyword ? containsPattern(f.keyword) : '';
    return and(
      eq(programmeMembers.programmeId, f.programmeId),
      f.state ? eq(programmeMembers.state, f.state) : undefined,
      under,
      f.keyword ? or(ilike(people.realName, like), ilike(people.account, like)) : undefined,
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
    realName: people.realName,
    account: people.account,
    position: people.position,
    departmentName: sql<string>`coalesce(${people.departmentName}, '')`,
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
              realName: people.realName,
              account: people.account,
              position: people.position,
              departmentName: sql<string>`coalesce(${people.departmentName}, '')`,
            })
            .from(page)
            .innerJoin(people, eq(people.id, page.userId))
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
          .innerJoin(people, eq(people.id, programmeMembers.userId))
          .where(w)
          .orderBy(asc(programmeMembers.userId))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(programmeMembers)
          .innerJoin(people, eq(people.id, programmeMembers.userId))
          .where(w),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Members per department of their own department (grouped first, then named). */
    async departments(programmeId: number) {
      const departments = departmentRows('department');
      const grouped = db
        .select({
          departmentId: people.departmentId,
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
        .innerJoin(people, eq(people.id, programmeMembers.userId))
        .where(eq(programmeMembers.programmeId, programmeId))
        .groupBy(people.departmentId)
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
