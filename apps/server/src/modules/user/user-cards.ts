import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { departments } from '../department/department.schema.ts';
import { users } from './user.schema.ts';

/** How a person shows in rankings and lists: name, portrait and department. */
export interface PersonCard {
  userId: number;
  realName: string;
  portrait: string;
  departmentName: string;
}

/** The user module's answer for modules that show people (rankings): one query for many ids. */
export function createPeopleCards(db: DbOrTx) {
  return {
    async of(companyId: number, ids: number[]): Promise<Map<number, PersonCard>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({
          userId: users.id,
          realName: users.realName,
          portrait: users.portrait,
          departmentName: departments.name,
        })
        .from(users)
        .leftJoin(departments, eq(departments.id, users.departmentId))
        .where(and(eq(users.companyId, companyId), inArray(users.id, ids)));
      return new Map(rows.map((r) => [r.userId, { ...r, departmentName: r.departmentName ?? '' }]));
    },
  };
}
export type PeopleCards = ReturnType<typeof createPeopleCards>;
