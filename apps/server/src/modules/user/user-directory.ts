import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TAudience, TRecipient } from '@ascent/shared/message';
import type { TContact } from '@ascent/shared/users';
import type { DbOrTx } from '../../db/client.ts';
import { departments } from '../department/department.schema.ts';
import { users } from './user.schema.ts';

/**
 * The user module's answers for modules that address or pick people (announcements, approvers):
 * who
 * is in "everyone", in departments with their sub-departments, or among chosen ids. Only active
 * users of the company count. The audience comes back as a subquery, so a sender can insert one
 * row per recipient with a single INSERT ... SELECT however large the company.
 */
export function createUserDirectory(db: DbOrTx) {
  const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
  return {
    /** `select id from users where ...`: the active users an audience names. */
    audienceQuery(companyId: number, audience: TAudience) {
      const active = and(eq(users.companyId, companyId), eq(users.status, 'active'));
      let chosen: SQL | undefined;
      if ('userIds' in audience) chosen = inArray(users.id, audience.userIds);
      if ('departmentIds' in audience) {
        // Every department whose path starts with a chosen department's path (itself included).
        const root = alias(departments, 'root');
        chosen = inArray(
          users.departmentId,
          db
            .select({ id: departments.id })
            .from(departments)
            .innerJoin(
              root,
              and(
                eq(root.companyId, companyId),
                inArray(root.id, audience.departmentIds),
                sql`${departments.path} like ${root.path} || '%'`,
              ),
            )
            .where(eq(departments.companyId, companyId)),
        );
      }
      return db.select({ id: users.id }).from(users).where(and(active, chosen));
    },

    /** The company's departments among `ids`. */
    async departmentsIn(companyId: number, ids: number[]): Promise<{ id: number; name: string }[]> {
      if (!ids.length) return [];
      return db
        .select({ id: departments.id, name: departments.name })
        .from(departments)
        .where(and(eq(departments.companyId, companyId), inArray(departments.id, ids)))
        .orderBy(asc(departments.id));
    },

    /**
     * The company's users among `ids`: any status by default (a sent message keeps its
     * addressees), active ones only when asked (new approvers).
     */
    async usersIn(
      companyId: number,
      ids: number[],
      opts: { activeOnly?: boolean } = {},
    ): Promise<TRecipient[]> {
      if (!ids.length) return [];
      return db
        .select({ id: users.id, account: users.account, realName: users.realName })
        .from(users)
        .where(
          and(
            eq(users.companyId, companyId),
            inArray(users.id, ids),
            opts.activeOnly ? eq(users.status, 'active') : undefined,
          ),
        )
        .orderBy(asc(users.id));
    },

    /** Active users whose account or name contains the keyword, by account; at most `limit`. */
    async search(companyId: number, keyword: string, limit: number): Promise<TRecipient[]> {
      const like = `%${escapeLike(keyword)}%`;
      return db
        .select({ id: users.id, account: users.account, realName: users.realName })
        .from(users)
        .where(
          and(
            eq(users.companyId, companyId),
            eq(users.status, 'active'),
            keyword ? or(ilike(users.account, like), ilike(users.realName, like)) : undefined,
          ),
        )
        .orderBy(asc(users.account))
        .limit(limit);
    },

    /**
     * contact/search: active colleagues of the company whose name, account or department name
     * contains the keyword, or whose mobile number contains it (`mobile: 'contains'`) or is it
     * (`mobile: 'whole'`); by name, then account. Mobile numbers come back as stored.
     */
    async contacts(
      companyId: number,
      keyword: string,
      mobile: 'contains' | 'whole',
      offset: number,
      limit: number,
    ): Promise<{ rows: TContact[]; total: number }> {
      const like = `%${escapeLike(keyword)}%`;
      const where = and(
        eq(users.companyId, companyId),
        eq(users.status, 'active'),
        or(
          ilike(users.realName, like),
          ilike(users.account, like),
          ilike(departments.name, like),
          mobile === 'contains' ? ilike(users.mobile, like) : eq(users.mobile, keyword),
        ),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            userId: users.id,
            account: users.account,
            realName: users.realName,
            portrait: users.portrait,
            departmentId: users.departmentId,
            departmentName: sql<string>`coalesce(${departments.name}, '')`,
            position: users.position,
            mobile: users.mobile,
          })
          .from(users)
          .leftJoin(
            departments,
            and(eq(departments.id, users.departmentId), eq(departments.companyId, companyId)),
          )
          .where(where)
          .orderBy(asc(users.realName), asc(users.account), asc(users.id))
          .offset(offset)
          .limit(limit),
        db
          .select({ n: count() })
          .from(users)
          .leftJoin(
            departments,
            and(eq(departments.id, users.departmentId), eq(departments.companyId, companyId)),
          )
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type UserDirectory = ReturnType<typeof createUserDirectory>;
