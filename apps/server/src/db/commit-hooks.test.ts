import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from './client.ts';
import { openTestDatabase } from '../../test/fresh-database.ts';
import { afterCommit } from './commit-hooks.ts';

/**
 * After-commit hooks on a real database (PGlite, or a fresh PostgreSQL database when
 * DATABASE_URL is set): each hook sees the rows its transaction wrote from another connection's
 * point of view, and a rolled-back transaction or savepoint runs none of its hooks.
 */
describe('after-commit hooks', () => {
  let database: Database;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ database, close } = await openTestDatabase());
    await database.db.execute(sql`create table hook_probe (id int primary key)`);
  });
  afterAll(async () => {
    await close?.();
  });
  beforeEach(async () => {
    await database.db.execute(sql`delete from hook_probe`);
  });

  /** What the database holds, read outside any transaction (PostgreSQL: another connection). */
  const committed = async () => {
    const result = (await database.db.execute(
      sql`select id from hook_probe order by id`,
    )) as unknown as { rows: { id: number }[] };
    return result.rows.map((r) => r.id);
  };
  const write = (q: DbOrTx, id: number) => q.execute(sql`insert into hook_probe values (${id})`);

  it('run after the outermost COMMIT, and before the transaction answers its caller', async () => {
    const seen: number[][] = [];
    const order: string[] = [];
    await database.db.transaction(async (tx) => {
      await write(tx, 1);
      void afterCommit(tx, async () => {
        order.push('hook');
        // PGlite has one connection: the read waits for the COMMIT, which already happened.
        seen.push(await committed());
      });
      await tx.transaction(async (sp) => {
        await write(sp, 2);
        void afterCommit(sp, () => order.push('savepoint hook'));
      });
      order.push('body done');
    });
    order.push('answered');
    expect(order).toEqual(['body done', 'hook', 'savepoint hook', 'answered']);
    expect(seen).toEqual([[1, 2]]);
  });

  it('are dropped with a rolled-back savepoint, and all with a rolled-back transaction', async () => {
    const ran: string[] = [];
    await database.db.transaction(async (tx) => {
      await write(tx, 1);
      void afterCommit(tx, () => ran.push('kept'));
      await tx
        .transaction(async (sp) => {
          await write(sp, 2);
          void afterCommit(sp, () => ran.push('rolled back'));
          throw new Error('undo the savepoint');
        })
        .catch(() => undefined);
    });
    expect(ran).toEqual(['kept']);
    expect(await committed()).toEqual([1]);

    await expect(
      database.db.transaction(async (tx) => {
        await write(tx, 3);
        await tx.transaction(async (sp) => {
          void afterCommit(sp, () => ran.push('inner of a failed transaction'));
        });
        throw new Error('undo all');
      }),
    ).rejects.toThrow('undo all');
    expect(ran).toEqual(['kept']);
    expect(await committed()).toEqual([1]);
  });

  it('run at once outside a transaction; a failing hook does not fail the commit', async () => {
    const ran: string[] = [];
    await afterCommit(database.db, () => ran.push('now'));
    expect(ran).toEqual(['now']);
    await database.db.transaction(async (tx) => {
      await write(tx, 4);
      void afterCommit(tx, () => {
        throw new Error('a hook fails');
      });
      void afterCommit(tx, () => ran.push('the next still runs'));
    });
    expect(ran).toEqual(['now', 'the next still runs']);
    expect(await committed()).toEqual([4]);
  });
});
