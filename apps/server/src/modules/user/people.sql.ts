import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { departmentRows } from '../department/department.sql.ts';
import { users } from './user.schema.ts';

const qb = new QueryBuilder();

/**
 * People as a read-only subquery other modules' repositories join where a list of their own
 * rows must be paged, filtered or sorted by who the person is (a report's names, a sign-up's
 * people, everyone a session expects): id, company, account, name, portrait, position, status,
 * secrecy level, department id and the department's name (null without a department, though
 * typed as the column: coalesce it). The users table stays private to this module; lookups by
 * id lists go through the people directory (people-directory.ts) instead. `name` is the
 * subquery's alias, unique in the query.
 */
export function peopleRows(name = 'people') {
  const department = departmentRows(`${name}_department`);
  return qb
    .select({
      id: users.id,
      companyId: users.companyId,
      account: users.account,
      realName: users.realName,
      portrait: users.portrait,
      position: users.position,
      status: users.status,
      secrecyLevel: users.secrecyLevel,
      departmentId: users.departmentId,
      departmentName: department.name,
    })
    .from(users)
    .leftJoin(department, eq(department.id, users.departmentId))
    .as(name);
}
export type PeopleRows = ReturnType<typeof peopleRows>;
