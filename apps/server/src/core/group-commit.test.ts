import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.ts';
import { openTestDatabase } from '../../test/fresh-database.ts';
import { isUniqueViolation } from './db-errors.ts';
import { fail } from './errors.ts';
import {
  createGroupCommit,
  GROUP_COMMIT_RETRIES,
  sharedStatement,
  type Unit,
} from './group-commit.ts';

/**
 * Group commit (docs/decisions.md "Heartbeat group commit") on a real database: PGlite, or a
 * fresh PostgreSQL database when DATABASE_URL is set. Units write rows of a scratch table; a
 * deferred foreign key makes a COMMIT fail on demand.
 */
describe('group commit', () => {
  let database: Database;
  let close: (() => Promise<void>) | undefined;
  /** The PostgreSQL database's address (a second pool on it stands for another process). */
  let url = '';

  beforeAll(async () => {
    ({ database, url, close } = await openTestDatabase());
    await database.db.execute(sql`create table gc_parent (id int primary key)`);
    await database.db.execute(sql`create table gc_probe (
      id int primary key,
      parent int references gc_parent (id) deferrable initially deferred)`);
    await database.db.execute(sql`insert into gc_parent values (1)`);
  });
  afterAll(async () => {
    await close?.();
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

  it('runs a batch whose units all succeed without savepoints, and one with a failure again with them', async () => {
    const group = createGroupCommit(database.db);
    // A unit in a savepoint is handed the savepoint's own handle; without one, the batch's.
    const handles: unknown[] = [];
    const unit =
      (id: number): Unit<number> =>
      async (tx) => {
        handles.push(tx);
        return insert(id)(tx);
      };
    expect(await Promise.all([1, 2, 3].map((id) => group.submit(unit(id))))).toEqual([1, 2, 3]);
    expect(new Set(handles).size).toBe(1);
    expect(await stored()).toEqual([1, 2, 3]);

    handles.length = 0;
    let runs = 0;
    const results = await Promise.allSettled([
      group.submit(unit(4)),
      group.submit(async (tx) => {
        runs++;
        await insert(5)(tx);
        throw fail('learning.previousChapter');
      }),
      group.submit(unit(6)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    // Once without savepoints (rolled back whole), once in a savepoint of its own.
    expect(runs).toBe(2);
    // Unit 4 ran twice (once in the rolled-back try), unit 6 once (its try ended at the failure).
    expect(handles).toHaveLength(3);
    expect(new Set(handles.slice(1)).size).toBe(2);
    expect(await stored()).toEqual([1, 2, 3, 4, 6]);
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

  it('runs a batch in the order of its keys, each key\u2019s units in the order they came', async () => {
    const ran: string[] = [];
    const group = createGroupCommit(database.db);
    const unit =
      (id: number, label: string): Unit<number> =>
      async (tx) => {
        ran.push(label);
        return insert(id)(tx);
      };
    await Promise.all([
      group.submit(unit(1, 'learner 3, first'), 3),
      group.submit(unit(2, 'learner 1'), 1),
      group.submit(unit(3, 'learner 3, second'), 3),
      group.submit(unit(4, 'learner 2'), 2),
    ]);
    expect(ran).toEqual(['learner 1', 'learner 2', 'learner 3, first', 'learner 3, second']);
  });

  it('runs again a unit cancelled to break a deadlock, and gives up after a few times', async () => {
    const group = createGroupCommit(database.db);
    const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });
    let attempts = 0;
    const unlucky: Unit<number> = async (tx) => {
      attempts++;
      await insert(10)(tx);
      if (attempts === 1) throw deadlock();
      return 10;
    };
    const [again, other] = await Promise.all([group.submit(unlucky), group.submit(insert(11))]);
    expect([again, other, attempts]).toEqual([10, 11, 2]);
    expect(await stored()).toEqual([10, 11]);

    let tries = 0;
    const doomed = group.submit(async () => {
      tries++;
      throw deadlock();
    });
    await expect(doomed).rejects.toThrow('deadlock detected');
    expect(tries).toBe(1 + GROUP_COMMIT_RETRIES);
    // Any other failure is not run again.
    let refused = 0;
    await expect(
      group.submit(async () => {
        refused++;
        throw fail('common.parameterError');
      }),
    ).rejects.toThrow();
    expect(refused).toBe(1);
  });

  it.runIf(process.env.DATABASE_URL)(
    'two processes whose batches lock the same rows in opposite orders both get through',
    async () => {
      const second = await openDatabase({ databaseUrl: url });
      try {
        await database.db.execute(sql`insert into gc_probe values (21, 1), (22, 1)`);
        const a = createGroupCommit(database.db);
        const b = createGroupCommit(second.db);
        const aHolds = gate();
        const bHolds = gate();
        const lock = (tx: Parameters<Unit<number>>[0], id: number) =>
          tx.execute(sql`select id from gc_probe where id = ${id} for update`);
        let runs = 0;
        const [x, y] = await Promise.all([
          a.submit(async (tx) => {
            runs++;
            await lock(tx, 21);
            aHolds.open();
            await bHolds.opened;
            await lock(tx, 22);
            return 1;
          }),
          b.submit(async (tx) => {
            runs++;
            await lock(tx, 22);
            bHolds.open();
            await aHolds.opened;
            await lock(tx, 21);
            return 2;
          }),
        ]);
        expect([x, y]).toEqual([1, 2]);
        // PostgreSQL cancelled one of them; it ran again once the other had committed.
        expect(runs).toBe(3);
      } finally {
        await second.close();
      }
    },
  );

  it('runs a shared statement once for the units of a batch, each unit otherwise in its turn', async () => {
    const calls: number[][] = [];
    const double = sharedStatement(async (tx, ids: number[]) => {
      calls.push(ids);
      await tx.execute(sql`select 1`);
      return ids.map((id) => id * 2);
    });
    const order: string[] = [];
    const unit =
      (id: number): Unit<number> =>
      async (tx) => {
        order.push(`reads ${id}`);
        const doubled = await double(tx, id);
        order.push(`shared ${id}`);
        await insert(id)(tx);
        order.push(`wrote ${id}`);
        return doubled;
      };
    const sizes: number[] = [];
    const group = createGroupCommit(database.db, { onBatch: (n) => sizes.push(n) });
    expect(await Promise.all([3, 1, 2].map((id) => group.submit(unit(id), id)))).toEqual([6, 2, 4]);
    expect(sizes).toEqual([3]);
    // One statement for the batch, its requests in the order of the keys.
    expect(calls).toEqual([[1, 2, 3]]);
    // Between shared statements a unit runs alone, as if the units ran one after the other.
    expect(order).toEqual([
      'reads 1',
      'reads 2',
      'reads 3',
      'shared 1',
      'wrote 1',
      'shared 2',
      'wrote 2',
      'shared 3',
      'wrote 3',
    ]);
    expect(await stored()).toEqual([1, 2, 3]);

    // Two units of one key never share a batch (the second's read would miss the first's write).
    calls.length = 0;
    sizes.length = 0;
    expect(await Promise.all([group.submit(unit(4), 4), group.submit(unit(5), 4)])).toEqual([
      8, 10,
    ]);
    expect(sizes).toEqual([1, 1]);
    expect(calls).toEqual([[4], [5]]);
    // Outside a batch it runs at once, for its one request.
    expect(await double(database.db, 7)).toBe(14);
    expect(calls).toEqual([[4], [5], [7]]);
  });

  it('runs a batch whose shared statement failed again with each unit alone in a savepoint', async () => {
    const calls: number[][] = [];
    const check = sharedStatement(async (_tx, ids: number[]) => {
      calls.push(ids);
      if (ids.includes(13)) throw fail('common.parameterError');
      return ids;
    });
    const group = createGroupCommit(database.db);
    const unit =
      (id: number): Unit<number> =>
      async (tx) => {
        await check(tx, id);
        return insert(id)(tx);
      };
    const results = await Promise.allSettled([12, 13, 14].map((id) => group.submit(unit(id), id)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(calls).toEqual([[12, 13, 14], [12], [13], [14]]);
    expect(await stored()).toEqual([12, 14]);
  });
});
