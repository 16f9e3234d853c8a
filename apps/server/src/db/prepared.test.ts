import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableName } from 'drizzle-orm';
import { openTestDatabase } from '../../test/fresh-database.ts';
import { buildCompany, buildDepartment, buildUser } from '../../test/builders.ts';
import type { Database } from './client.ts';
import { columnArrays, preparedStatement, rowOf, selectList, unnestColumns } from './prepared.ts';
import { learningResourceProgress } from '../modules/learning/learning.schema.ts';

const table = getTableName(learningResourceProgress);
/** Rows in through `unnest`, back through `returning` and a prefixed select list. */
const insertRows = preparedStatement(
  'prepared_test_insert',
  `insert into ${table} select * from ${unnestColumns(learningResourceProgress, 1, 'i')} returning *`,
);
const readRows = preparedStatement(
  'prepared_test_read',
  `select ${selectList(learningResourceProgress, 'r', 'progress')}
     from unnest($1::int[]) as k(resource_id)
     left join ${table} r on r.resource_id = k.resource_id and r.user_id = $2
     order by k.resource_id`,
);

describe('prepared statements (db/prepared.ts)', () => {
  let database: Database;
  let close: () => Promise<void>;
  beforeAll(async () => ({ database, close } = await openTestDatabase()));
  afterAll(() => close?.());

  it('writes a batch of rows through arrays and reads them back as Drizzle would', async () => {
    const { db } = database;
    const company = await buildCompany(db);
    const dept = await buildDepartment(db, company.id, 'Sales');
    const user = await buildUser(db, { companyId: company.id, departmentId: dept.id });
    const at = new Date('2026-12-07T08:00:00.250Z');
    const row = (resourceId: number, position: number, completedAt: Date | null) => ({
      userId: user.id,
      resourceId,
      courseId: 9,
      companyId: company.id,
      state: completedAt ? 'completed' : 'studying',
      studiedSeconds: resourceId * 10,
      position,
      furthest: position,
      completedAt,
      updatedAt: at,
    });
    const rows = [row(1, 12.5, null), row(2, 0, at)];
    // In a transaction (its own connection) and then on the database, twice each: a named
    // statement is parsed once per connection and used again.
    const inserted = await db.transaction((tx) =>
      insertRows(tx, columnArrays(learningResourceProgress, rows)),
    );
    expect(inserted.map((r) => rowOf(learningResourceProgress, r))).toEqual(rows);
    for (const q of [db, db]) {
      const read = await readRows(q, [[3, 1, 2], user.id]);
      expect(read.map((r) => rowOf(learningResourceProgress, r, 'progress'))).toEqual([
        rows[0],
        rows[1],
        null,
      ]);
    }
    // Empty arrays: a batch with nothing of a kind runs the same text.
    expect(
      await db.transaction((tx) => insertRows(tx, columnArrays(learningResourceProgress, []))),
    ).toEqual([]);
  });
});
