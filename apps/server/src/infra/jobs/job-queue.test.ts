import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { createFreshDatabase } from '../../../test/fresh-database.ts';
import { openMemoryDatabase } from '../../../test/memory-template.ts';
import {
  createJobQueue,
  deadLetterOf,
  JobAborted,
  JOBS_SCHEMA,
  PermanentJobError,
  type JobHandler,
  type JobQueue,
  type QueuePolicy,
} from './job-queue.ts';

/**
 * The job queue's contract, on PGlite (the template's copy) or, with DATABASE_URL, on a fresh
 * PostgreSQL database: a job runs once, a failing one is retried with exponential back-off and
 * then failed and dead-lettered, an admin's retry runs it again, a stop hands a running job
 * back, and two queues on one database hand each job to exactly one of them.
 */
const quiet = { warn: () => undefined, error: () => undefined };

let database: Database;
let drop: (() => Promise<void>) | null = null;
let url = '';
const opened: JobQueue[] = [];

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    const fresh = await createFreshDatabase(process.env.DATABASE_URL);
    url = fresh.url;
    drop = fresh.drop;
    database = await openDatabase({ databaseUrl: url });
  } else {
    database = await openMemoryDatabase();
  }
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((q) => q.stop()));
  await sql(`DELETE FROM ${JOBS_SCHEMA}.job`);
});

afterAll(async () => {
  await database.close();
  await drop?.();
});

async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []) {
  const client = (
    database.db as unknown as {
      $client: { query: (t: string, v: unknown[]) => Promise<{ rows: T[] }> };
    }
  ).$client;
  return (await client.query(text, values)).rows;
}

function queueOn(
  db: Database,
  queues: Record<string, JobHandler<{ n: number }>>,
  policy: Partial<QueuePolicy> = { retryLimit: 2, retryDelaySeconds: 60 },
) {
  const queue = createJobQueue({ database: db, settings: { work: true, pollMs: 500 }, log: quiet });
  for (const [name, handler] of Object.entries(queues)) queue.define(name, handler, policy);
  opened.push(queue);
  return queue;
}

/** Waits for a condition (no fixed sleeps): polls every 50 ms, up to 20 s. */
async function until<T>(check: () => Promise<T | null | undefined | false>): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const v = await check();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not met in time');
}

/** The job's next start, in seconds from now (the back-off pg-boss set). */
async function dueInSeconds(id: string) {
  const [row] = await sql<{ s: number }>(
    `SELECT extract(epoch FROM start_after - now())::float AS s FROM ${JOBS_SCHEMA}.job WHERE id = $1`,
    [id],
  );
  return row!.s;
}

/** The back-off runs out now (as it would minutes later). */
const dueNow = (id: string) =>
  sql(`UPDATE ${JOBS_SCHEMA}.job SET start_after = now() WHERE id = $1`, [id]);

describe(`job queue on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('runs a job once and lists it completed', async () => {
    const seen: number[] = [];
    const queue = queueOn(database, { 'test-once': async ({ n }) => void seen.push(n) });
    await queue.start();
    const id = await queue.send('test-once', { n: 7 });
    const job = await until(async () => {
      const j = await queue.find(id!);
      return j?.state === 'completed' && j;
    });
    expect(seen).toEqual([7]);
    expect(job).toMatchObject({ queue: 'test-once', attempts: 1, maxAttempts: 3, lastError: null });
    const listed = await queue.list({ state: 'completed', page: 1, pageSize: 10 });
    expect(listed.total).toBe(1);
    expect(listed.items[0]!.id).toBe(id);
    expect((await queue.list({ state: 'failed', page: 1, pageSize: 10 })).total).toBe(0);
  });

  it('a job sent in a transaction runs once that commits, without waiting for a poll; rolled back, never', async () => {
    const seen: number[] = [];
    // A minute between polls: only the wake-up after the commit can run the job in time.
    const queue = createJobQueue({
      database,
      settings: { work: true, pollMs: 60_000 },
      log: quiet,
    });
    queue.define('test-in-tx', async ({ n }: { n: number }) => void seen.push(n));
    opened.push(queue);
    await queue.start();
    await expect(
      database.db.transaction(async (tx) => {
        await queue.send('test-in-tx', { n: 1 }, { tx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    let id: string | null = null;
    await database.db.transaction(async (tx) => {
      id = await queue.send('test-in-tx', { n: 2 }, { tx });
    });
    await until(async () => (await queue.find(id!))?.state === 'completed');
    expect(seen).toEqual([2]);
  });

  it('retries a failing job with exponential back-off, then fails and dead-letters it; a retry runs it again', async () => {
    let failing = true;
    const attempts: number[] = [];
    const queue = queueOn(database, {
      'test-flaky': async (_data, job) => {
        attempts.push(job.attempt);
        if (failing) throw new Error(`attempt ${job.attempt} broke`);
      },
    });
    await queue.start();
    const id = (await queue.send('test-flaky', { n: 1 }))!;

    // First failure: retried after 60-120 s (the delay, with jitter).
    await until(async () => (await queue.find(id))?.state === 'retry');
    const first = await dueInSeconds(id);
    expect(first).toBeGreaterThan(50);
    expect(first).toBeLessThanOrEqual(120);
    expect((await queue.find(id))!.lastError).toBe('attempt 1 broke');
    await dueNow(id);

    // Second failure: twice the wait (120-240 s).
    await until(async () => attempts.length === 2 && (await queue.find(id))?.state === 'retry');
    const second = await dueInSeconds(id);
    expect(second).toBeGreaterThan(110);
    expect(second).toBeLessThanOrEqual(240);
    await dueNow(id);

    // Third failure: out of retries, failed for good with a copy in the dead-letter queue.
    const dead = await until(async () => {
      const j = await queue.find(id);
      return j?.state === 'failed' && j;
    });
    expect(attempts).toEqual([1, 2, 3]);
    expect(dead).toMatchObject({ attempts: 3, deadLettered: true, lastError: 'attempt 3 broke' });
    const copies = await sql(`SELECT data FROM ${JOBS_SCHEMA}.job WHERE name = $1`, [
      deadLetterOf('test-flaky'),
    ]);
    expect(copies).toEqual([{ data: { n: 1 } }]);
    expect(
      (await queue.list({ state: 'failed', page: 1, pageSize: 10 })).items.map((j) => j.id),
    ).toEqual([id]);

    // An admin retries it: one more attempt, which now works; the dead-letter copy goes.
    failing = false;
    expect(await queue.retry(id)).toBe(true);
    const done = await until(async () => {
      const j = await queue.find(id);
      return j?.state === 'completed' && j;
    });
    expect(done.attempts).toBe(4);
    expect(attempts).toEqual([1, 2, 3, 4]);
    expect(
      await sql(`SELECT id FROM ${JOBS_SCHEMA}.job WHERE name = $1`, [deadLetterOf('test-flaky')]),
    ).toEqual([]);
    // Only a failed job is retried.
    expect(await queue.retry(id)).toBe(false);
  });

  it('a permanent failure is not retried', async () => {
    const queue = queueOn(database, {
      'test-permanent': async () => {
        throw new PermanentJobError('no converter');
      },
    });
    await queue.start();
    const id = (await queue.send('test-permanent', { n: 1 }))!;
    const job = await until(async () => {
      const j = await queue.find(id);
      return j?.state === 'failed' && j;
    });
    expect(job).toMatchObject({ attempts: 1, deadLettered: true, lastError: 'no converter' });
  });

  it('a stop hands the running job back uncounted; the next process runs it', async () => {
    let started = false;
    const first = queueOn(database, {
      'test-stop': (_data, job) =>
        new Promise((_resolve, reject) => {
          started = true;
          job.signal.addEventListener('abort', () => reject(new JobAborted('stopping')));
        }),
    });
    await first.start();
    const id = (await first.send('test-stop', { n: 1 }))!;
    await until(async () => started);
    await first.stop();
    expect(await first.find(id)).toMatchObject({ state: 'created', attempts: 0 });

    const ran: number[] = [];
    const second = queueOn(database, {
      'test-stop': async (_data, job) => void ran.push(job.attempt),
    });
    await second.start();
    await until(async () => (await second.find(id))?.state === 'completed');
    expect(ran).toEqual([1]);
  });

  it('a long job keeps its claim; once it expired and was taken up again, the old attempt lets go', async () => {
    /** Whether pg-boss's expiry would take the job now (started_on + expire_in passed). */
    const expired = async (id: string) =>
      (
        await sql<{ e: boolean }>(
          `SELECT started_on + expire_in < now() AS e FROM ${JOBS_SCHEMA}.job WHERE id = $1`,
          [id],
        )
      )[0]!.e;
    // The handler's steps, each let go by the test in turn.
    const steps: (() => void)[] = [];
    const next = async (i: number) => {
      await until(async () => steps.length > i);
      steps[i]!();
    };
    const kept: boolean[] = [];
    let firstDone = false;
    const policy = { retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 2 };
    const first = queueOn(
      database,
      {
        'test-long': async (_data, job) => {
          // Each step waits for the test, then keeps the claim (once inside a transaction).
          for (let i = 0; i < 3; i++) {
            await new Promise<void>((resolve) => steps.push(resolve));
            kept.push(
              i === 1
                ? await database.db.transaction(async (tx) => job.keep(tx))
                : await job.keep(),
            );
          }
          firstDone = true;
        },
      },
      policy,
    );
    await first.start();
    const id = (await first.send('test-long', { n: 1 }))!;
    await until(async () => steps.length);

    // It has run longer than its expiry allows: without a renewal pg-boss would expire it.
    await sql(
      `UPDATE ${JOBS_SCHEMA}.job SET started_on = now() - interval '10 seconds' WHERE id = $1`,
      [id],
    );
    expect(await expired(id)).toBe(true);
    await next(0);
    await until(async () => kept.length === 1);
    expect(kept).toEqual([true]);
    expect(await expired(id)).toBe(false);
    // A renewal inside a transaction holds too.
    await next(1);
    await until(async () => kept.length === 2);
    expect(kept).toEqual([true, true]);
    expect(await expired(id)).toBe(false);

    // Its process stalled past the expiry: pg-boss puts it back and another process takes it.
    await sql(`UPDATE ${JOBS_SCHEMA}.job SET state = 'retry', start_after = now() WHERE id = $1`, [
      id,
    ]);
    const ran: number[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const second = queueOn(
      database,
      {
        'test-long': async (_data, job) => {
          ran.push(job.attempt);
          await held;
        },
      },
      policy,
    );
    await second.start();
    await until(async () => ran.length === 1);
    // The first attempt learns it no longer holds the job, and its end leaves the job alone.
    await next(2);
    await until(async () => firstDone);
    expect(kept).toEqual([true, true, false]);
    expect(await first.find(id)).toMatchObject({ state: 'active', attempts: 2 });
    release();
    const done = await until(async () => {
      const j = await second.find(id);
      return j?.state === 'completed' && j;
    });
    expect(done.attempts).toBe(2);
    expect(ran).toEqual([2]);
  });

  it('two queues sharing the database hand each job to exactly one of them', async () => {
    const other = url ? await openDatabase({ databaseUrl: url }) : database;
    try {
      const runs: { n: number; by: string }[] = [];
      const handler =
        (by: string): JobHandler<{ n: number }> =>
        async ({ n }) => {
          runs.push({ n, by });
          // A little work, so both queues are busy at once.
          await new Promise((r) => setTimeout(r, 20));
        };
      const a = queueOn(database, { 'test-shared': handler('a') });
      const b = queueOn(other, { 'test-shared': handler('b') });
      await Promise.all([a.start(), b.start()]);
      const total = 30;
      for (let n = 0; n < total; n++) await (n % 2 ? a : b).send('test-shared', { n });
      await until(
        async () => (await a.list({ state: 'completed', page: 1, pageSize: 1 })).total === total,
      );
      expect(runs.map((r) => r.n).sort((x, y) => x - y)).toEqual([...Array(total).keys()]);
      expect(new Set(runs.map((r) => r.by))).toEqual(new Set(['a', 'b']));
    } finally {
      if (other !== database) {
        await Promise.all(opened.splice(0).map((q) => q.stop()));
        await other.close();
      }
    }
  });

  it('a recurring job runs again and again, in one process at a time', async () => {
    const other = url ? await openDatabase({ databaseUrl: url }) : database;
    try {
      let running = 0;
      let overlapped = false;
      const by: string[] = [];
      const task = (name: string) => async () => {
        running += 1;
        if (running > 1) overlapped = true;
        by.push(name);
        await new Promise((r) => setTimeout(r, 50));
        running -= 1;
      };
      const make = (db: Database, name: string) => {
        const q = createJobQueue({
          database: db,
          settings: { work: true, pollMs: 500 },
          log: quiet,
        });
        q.every('test-every', 100, task(name));
        opened.push(q);
        return q;
      };
      const a = make(database, 'a');
      const b = make(other, 'b');
      await Promise.all([a.start(), b.start()]);
      await until(async () => by.length >= 4);
      expect(overlapped).toBe(false);
      // Never more than one run waiting.
      const waiting = await sql(
        `SELECT id FROM ${JOBS_SCHEMA}.job WHERE name = 'test-every' AND state = 'created'`,
      );
      expect(waiting.length).toBeLessThanOrEqual(1);
    } finally {
      if (other !== database) {
        await Promise.all(opened.splice(0).map((q) => q.stop()));
        await other.close();
      }
    }
  });
});
