import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.ts';
import { createFreshDatabase } from '../../test/fresh-database.ts';
import { isUniqueViolation } from './db-errors.ts';
import { fail } from './errors.ts';
import { createGroupCommit, type Unit } from './group-commit.ts';

/**
 * Group commit (docs/decisions.md "Heartbeat group commit") on a real database: PGlite, or a
 * fresh PostgreSQL database when DATABASE_URL is set. Units write rows of a scratch table; a
 * deferred foreign key makes a COMMIT fail on demand.
 */
describe('group commit', () => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (process.env.DATABASE_URL) {
      const fresh = await createFreshDatabase(process.env.DATABASE_URL);
      drop = fresh.drop;
      database = await openDatabase({ databaseUrl: fresh.url });
    } else database = await openDatabase({ dataDir: 'memory://' });
    await database.db.execute(sql`create table gc_parent (id int primary key)`);
    await database.db.execute(sql`create table gc_probe (
      id int primary key,
      parent int references gc_parent (id) deferrable initially deferred)`);
    await database.db.execute(sql`insert into gc_parent values (1)`);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });
  beforeEach(async () => {
    await database.db.execute(sql`delete from gc_probe`);
  });

  const stored = async () => {
    const result = (await database.db.execute(
      sql`select id from gc_probe order by id`,
    )) as unknown as {
      rows: { id: number }[];
    };
    return result.rows.map((r) => Number(r.id));
  };

  /** A unit inserting probe `id` (with a parent that may not exist) and answering it. */
  const insert =
    (id: number, parent = 1): Unit<number> =>
    async (tx) => {
      await tx.execute(sql`insert into gc_probe values (${id}, ${parent})`);
      return id;
    };

  /** A promise and its resolver: holds a unit (and so its batch's transaction) open. */
  function gate() {
    let open!: () => void;
    const opened = new Promise<void>((r) => (open = r));
    return { open, opened };
  }

  it('runs units submitted together, and those queued behind a batch, in few transactions, in order', async () => {
    const sizes: number[] = [];
    const group = createGroupCommit(database.db, { max: 4, onBatch: (n) => sizes.push(n) });
    const order: number[] = [];
    const g = gate();
    const first = group.submit(async (tx) => {
      await g.opened;
      order.push(0);
      return insert(0)(tx);
    });
    // Let the first batch begin, then queue nine behind it.
    await new Promise((r) => setTimeout(r, 20));
    const rest = Array.from({ length: 9 }, (_, i) =>
      group.submit(async (tx) => {
        order.push(i + 1);
        return insert(i + 1)(tx);
      }),
    );
    g.open();
    expect(await Promise.all([first, ...rest])).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Ten units, four transactions: the first alone, then at most `max` at a time.
    expect(sizes).toEqual([1, 4, 4, 1]);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await stored()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('lets callers still on their way (a few awaits behind the first) join its batch', async () => {
    const sizes: number[] = [];
    const group = createGroupCommit(database.db, { onBatch: (n) => sizes.push(n) });
    // Each caller first awaits a while, as a request does its reads before the write.
    const caller = async (id: number) => {
      for (let i = 0; i < 5 * id; i++) await Promise.resolve();
      return group.submit(insert(id));
    };
    expect(await Promise.all([1, 2, 3, 4, 5].map(caller))).toEqual([1, 2, 3, 4, 5]);
    expect(sizes).toEqual([5]);
  });

  it('rolls back and rejects only the unit that failed; the rest of its batch commits', async () => {
    const sizes: number[] = [];
    const group = createGroupCommit(database.db, { onBatch: (n) => sizes.push(n) });
    const results = await Promise.allSettled([
      group.submit(insert(1)),
      // A refusal after a write: its row goes with it.
      group.submit(async (tx) => {
        await insert(2)(tx);
        throw fail('learning.previousChapter');
      }),
      // A unique violation: probe 1 is there already (in this transaction).
      group.submit(insert(1)),
      group.submit(insert(3)),
    ]);
    expect(sizes).toEqual([4]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({
      ref: 'learning.previousChapter',
    });
    expect(isUniqueViolation((results[2] as PromiseRejectedResult).reason)).toBe(true);
    expect(await stored()).toEqual([1, 3]);
  });

  it('rejects every caller of a batch whose commit fails, and answers none before the commit', async () => {
    const group = createGroupCommit(database.db);
    let firstSettled = false;
    const g = gate();
    const settled = Promise.allSettled([
      group.submit(insert(1)).finally(() => (firstSettled = true)),
      // Probe 2's parent does not exist: the deferred key fails at COMMIT, not here.
      group.submit(async (tx) => {
        const id = await insert(2, 99)(tx);
        await g.opened;
        return id;
      }),
      group.submit(insert(3)),
    ]);
    await new Promise((r) => setTimeout(r, 20));
    // The first unit is done, but its batch has not committed: its caller is still waiting.
    expect(firstSettled).toBe(false);
    g.open();
    const results = await settled;
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await stored()).toEqual([]);
    // The group goes on with the next batch.
    expect(await group.submit(insert(4))).toBe(4);
    expect(await stored()).toEqual([4]);
  });
});
