import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { ReviewerCandidate } from '@ascent/shared/exam-admin';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../core/like.ts';
import { departments } from '../department/department.schema.ts';
import { userRoles, users } from '../user/user.schema.ts';

/** How an examinee shows in results and marking lists. */
export interface ExamPerson {
  name: string;
  account: string;
  departmentName: string;
}

/** What exam administration and marking need to know about people. */
export interface ExamPeople {
  /** Active users of the company among `ids` who may mark: role exam_reviewer or admin. */
  reviewersIn(companyId: number, ids: number[]): Promise<ReviewerCandidate[]>;
  /** Active possible reviewers whose account or name contains the keyword, by account. */
  searchReviewers(companyId: number, keyword: string, limit: number): Promise<ReviewerCandidate[]>;
  /** Name, account and department of the company's users among `ids` (any status). */
  cardsOf(companyId: number, ids: number[]): Promise<Map<number, ExamPerson>>;
}

const REVIEWER_ROLES = ['exam_reviewer', 'admin'];
const ID_BATCH = 1000;

/**
 * The user module's answers for exams, over its tables (users, their roles and departments).
 * Kept beside the exam module until the user module offers a role-aware directory.
 */
export function createExamPeople(db: DbOrTx): ExamPeople {
  const mayReview = inArray(
    users.id,
    db
      .select({ id: userRoles.userId })
      .from(userRoles)
      .where(inArray(userRoles.role, REVIEWER_ROLES)),
  );
  const active = (companyId: number) =>
    and(eq(users.companyId, companyId), eq(users.status, 'active'));
  const candidate = { id: users.id, account: users.account, realName: users.realName };

  return {
    async reviewersIn(companyId, ids) {
      if (!ids.length) return [];
      return db
        .select(candidate)
        .from(users)
        .where(and(active(companyId), inArray(users.id, ids), mayReview))
        .orderBy(asc(users.id));
    },

    async searchReviewers(companyId, keyword, limit) {
      const like = containsPattern(keyword);
      return db
        .select(candidate)
        .from(users)
        .where(
          and(
            active(companyId),
            mayReview,
            keyword ? or(ilike(users.account, like), ilike(users.realName, like)) : undefined,
          ),
        )
        .orderBy(asc(users.account))
        .limit(limit);
    },

    async cardsOf(companyId, ids) {
      const out = new Map<number, ExamPerson>();
      const unique = [...new Set(ids)];
      for (let i = 0; i < unique.length; i += ID_BATCH) {
        const rows = await db
          .select({
            id: users.id,
            name: users.realName,
            account: users.account,
            departmentName: sql<string>`coalesce(${departments.name}, '')`,
          })
          .from(users)
          .leftJoin(departments, eq(departments.id, users.departmentId))
          .where(
            and(eq(users.companyId, companyId), inArray(users.id, unique.slice(i, i + ID_BATCH))),
          );
        for (const r of rows)
          out.set(r.id, { name: r.name, account: r.account, departmentName: r.departmentName });
      }
      return out;
    },
  };
}
