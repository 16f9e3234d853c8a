import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { TAudience } from '@ascent/shared/message';
import { departmentRows, departmentSubtreeIds } from '../department/department.sql.ts';
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

/**
 * `select id from users where ...`: the active people of the company an announcement's audience
 * names ("everyone", departments with their sub-departments, or chosen ids), as a subquery, so
 * a sender inserts one row per recipient with a single INSERT ... SELECT however large the
 * company.
 */
export function audiencePeople(companyId: number, audience: TAudience) {
  const active = and(eq(users.companyId, companyId), eq(users.status, 'active'));
  let chosen: SQL | undefined;
  if ('userIds' in audience) chosen = inArray(users.id, audience.userIds);
  if ('departmentIds' in audience)
    // Every department whose path starts with a chosen department's path (itself included).
    chosen = inArray(users.departmentId, departmentSubtreeIds(companyId, audience.departmentIds));
  return qb.select({ id: users.id }).from(users).where(and(active, chosen));
}

/**
 * `select id from users where ...`: everyone of the company (active or not) in one of the
 * departments, for `inArray(x.userId, ...)`: a unit manager's or a supervisor's people on the
 * dashboard and its reports (the departments of their subtree).
 */
export function peopleInDepartments(companyId: number, departmentIds: readonly number[]) {
  return qb
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.departmentId, [...departmentIds])));
}
