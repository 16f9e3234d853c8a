import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { TContact } from '@ascent/shared/users';
import type { DbOrTx } from '../../db/client.ts';
import { departmentRows } from '../department/department.sql.ts';
import { users } from './user.schema.ts';

/** The contact search's query (contact.service.ts) on users, with their departments' names. */
export function createContactRepository(db: DbOrTx) {
  const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
  return {
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
      const departments = departmentRows('contact_department');
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
export type ContactRepository = ReturnType<typeof createContactRepository>;
