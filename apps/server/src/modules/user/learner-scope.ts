import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { users } from './user.schema.ts';
import { departmentPathOf } from '../department/department.sql.ts';

/**
 * Who a learner is for audience checks (course, knowledge and later items visible to
 * departments, positions or people): the own department and every department above it,
 * the position name and the secrecy level.
 */
export interface LearnerScope {
  userId: number;
  companyId: number;
  secrecyLevel: number;
  /** The own department and its ancestors (empty without a department). */
  departmentIds: number[];
  position: string;
}

export function createLearnerScopes(db: Db) {
  return {
    /** The learner's scope; `q` reads it through a transaction (PGlite has one connection). */
    async of(userId: number, q: DbOrTx = db): Promise<LearnerScope | null> {
      const [row] = await q
        .select({
          userId: users.id,
          companyId: users.companyId,
          secrecyLevel: users.secrecyLevel,
          position: users.position,
          path: departmentPathOf(users.departmentId),
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!row) return null;
      const departmentIds = (row.path ?? '')
        .split('/')
        .filter(Boolean)
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0);
      return {
        userId: row.userId,
        companyId: row.companyId,
        secrecyLevel: row.secrecyLevel,
        position: row.position,
        departmentIds,
      };
    },
  };
}
export type LearnerScopes = ReturnType<typeof createLearnerScopes>;
