import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { TJobState } from '@ascent/shared/jobs';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { afterCommit } from '../../db/commit-hooks.ts';

/** The schema pg-boss keeps its tables in (the same on PGlite and PostgreSQL). */
export const JOBS_SCHEMA = 'pgboss';

/** The states a job can be in: pg-boss's (the shared list the admin site shows). */
export type JobState = TJobState;

/** How a queue retries: `retryLimit` retries after the first attempt, exponential back-off. */
export interface QueuePolicy {
  /** Retries after the first attempt before the job is failed and dead-lettered. */
  retryLimit: number;
  /** The first retry waits 1-2x this (seconds); each further one twice as long (back-off). */
  retryDelaySeconds: number;
  /** The longest one attempt may hold the job before pg-boss counts it failed (seconds). */
  expireInSeconds: number;
}

export const DEFAULT_POLICY: QueuePolicy = {
  retryLimit: 2,
  retryDelaySeconds: 30,
  expireInSeconds: 15 * 60,
};

/** What a handler is given beside the job's data. */
export interface JobContext {
  id: string;
  /** 1 for the first attempt, 2 for the first retry, ... */
  attempt: number;
  /** Whether this is the last attempt the queue allows (a failure now dead-letters the job). */
  last: boolean;
  /** Aborted when the process stops: the job is handed back unfinished (not counted). */
  signal: AbortSignal;
  /**
   * Keeps the claim of a long job: its expiry starts again (the queue's `expireInSeconds` from
   * now), so only a handler that stops making progress (its process died) loses the job. With
   * `tx` the renewal is part of that transaction. False when this attempt no longer holds the
   * job (it expired and was taken up again): the handler should stop without writing, and the
   * queue leaves the job to the attempt that holds it.
   */
  keep(tx?: DbOrTx): Promise<boolean>;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

/**
 * Why a job failed, as the admin page shows it in the reader's language: a message key, and
 * what the handler adds (a converter's own words).
 */
export interface JobReason {
  /** A message reference: a catalogue key, or `key|values` (messageRef). */
  key: string;
  detail: string;
}

/** A handler's failure with its reason (kept with the job, beside the message). */
export class JobError extends Error {
  override name = 'JobError';
  readonly reason?: JobReason;
  constructor(message: string, reason?: JobReason) {
    super(message);
    this.reason = reason;
  }
}

/** Thrown by a handler for a failure no retry mends: the job is failed (dead-lettered) now. */
export class PermanentJobError extends JobError {
  override name = 'PermanentJobError';
}

/** Thrown by a handler that stopped because the process is stopping: the job goes back. */
export class JobAborted extends Error {
  override name = 'JobAborted';
}

/** One job as the admin list shows it. */
export interface JobRow {
  id: string;
  queue: string;
  state: JobState;
  /** Attempts started so far. */
  attempts: number;
  /** Attempts the queue allows in all. */
  maxAttempts: number;
  createdAt: Date;
  finishedAt: Date | null;
  /** The last failure's message, when the last attempt failed. */
  lastError: string | null;
  /** Its reason, when the handler gave one (JobError). */
  lastReason: JobReason | null;
  /** Failed for good with a copy in the queue's dead-letter queue. */
  deadLettered: boolean;
}

export interface JobFilter {
  /** Only jobs whose data names this company (`companyId`). */
  companyId?: number;
  /** The queues to list (default: every queue defined). */
  queues?: string[];
  state?: JobState;
  page: number;
  pageSize: number;
}

interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The dead-letter queue of a queue: failed jobs' copies land there. */
export const deadLetterOf = (queue: string) => `${queue}-dead`;

/**
 * pg-boss's `db` option over the app's own connection: PGlite (one client, multi-statement
 * DDL through exec) or the node-postgres pool. pg-boss sends its schema install as one text
 * of many statements without values, everything else as one statement with values.
 */
function bossDb(database: Database): PgBoss.Db {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.kind === 'pglite') {
    const lite = client as PGlite;
    return {
      async executeSql(text, values) {
        if (values?.length) return lite.query(text, values);
        const results = await lite.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    };
  }
  const pool = client as pg.Pool;
  return { executeSql: (text, values) => pool.query(text, values) };
}

/**
 * pg-boss's `db` option inside a Drizzle transaction: a job sent with it is inserted (or not)
 * with the transaction's other writes. pg-boss's `$n` placeholders become Drizzle parameters.
 */
function inTransaction(tx: DbOrTx): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const chunks = text
        .split(/\$(\d+)/)
        .map((part, i) => (i % 2 ? sql.param(values[Number(part) - 1]) : sql.raw(part)));
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/** The SQL that installs pg-boss's schema (the API tests' template installs it once). */
export function jobSchemaSql(): string {
  return PgBoss.getConstructionPlans(JOBS_SCHEMA);
}

/** A literal for SQL text run without parameters (names are checked, JSON is escaped). */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Creates the queues missing (each after its dead-letter queue) and gives existing ones this
 * build's policy, in one transaction under an advisory lock: processes starting together would
 * otherwise deadlock creating the same queue's partition.
 */
function createQueuesSql(definitions: Definition[]): string {
  const statements = definitions.flatMap(({ name, policy, everyMs }) => {
    const options = {
      // A recurring queue holds at most one waiting job (pg-boss's 'short' policy).
      policy: everyMs ? 'short' : 'standard',
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: policy.expireInSeconds,
      deadLetter: deadLetterOf(name),
    };
    const create = (queue: string, json: object) =>
      `SELECT ${JOBS_SCHEMA}.create_queue(${literal(queue)}, ${literal(JSON.stringify(json))}::json)
        WHERE NOT EXISTS (SELECT 1 FROM ${JOBS_SCHEMA}.queue WHERE name = ${literal(queue)})`;
    return [
      create(deadLetterOf(name), { policy: 'standard' }),
      create(name, options),
      `UPDATE ${JOBS_SCHEMA}.queue SET retry_limit = ${options.retryLimit},
         retry_delay = ${options.retryDelay}, retry_backoff = true, policy = ${literal(options.policy)},
         expire_seconds = ${options.expireInSeconds}, dead_letter = ${literal(options.deadLetter)},
         updated_on = now()
       WHERE name = ${literal(name)}`,
    ];
  });
  return [
    'BEGIN',
    `SELECT pg_advisory_xact_lock(hashtext(${literal(`${JOBS_SCHEMA}.queues`)}))`,
    ...statements,
    'COMMIT',
  ].join(';\n');
}

interface Definition {
  name: string;
  policy: QueuePolicy;
  handler: JobHandler<unknown>;
  /** A recurring job: every idle process keeps one queued this long ahead (ms). */
  everyMs?: number;
}

/**
 * The one job queue of the server (pg-boss in the app's database, PGlite or PostgreSQL): modules
 * `define` their queues with a handler and a retry policy when they are built, `send` jobs while
 * the app runs; `start()` installs pg-boss's schema when missing, creates the queues (each with
 * its dead-letter queue) and, when `work` is on, runs one loop per queue that fetches one job at
 * a time (pg-boss claims it FOR UPDATE SKIP LOCKED, so each job goes to exactly one process),
 * runs its handler and completes or fails it. A failed attempt is retried with exponential
 * back-off until the policy's limit, then the job is failed and copied to the dead-letter
 * queue. `stop()` ends the loops, aborting a handler in progress and handing its job back.
 */
export function createJobQueue(deps: {
  database: Database;
  settings: {
    /** Whether this process runs the handlers (JOB_WORKER=off: web-only processes). */
    work: boolean;
    /** How often an idle loop looks for due jobs (ms). */
    pollMs: number;
  };
  log: Logger;
}) {
  const { settings, log } = deps;
  const db = bossDb(deps.database);
  const boss = new PgBoss({
    db,
    schema: JOBS_SCHEMA,
    // Maintenance (expiry of stuck jobs, archiving) runs in every process under pg-boss's lock.
    supervise: true,
    schedule: false,
    migrate: true,
    // Failed jobs stay in the list (and retryable) two weeks; completed ones leave after 12 h.
    archiveFailedAfterSeconds: 14 * 24 * 3600,
  });
  boss.on('error', (err: unknown) => log.warn({ err }, 'job queue'));
  const definitions = new Map<string, Definition>();
  const loops: Promise<void>[] = [];
  const wakers = new Map<string, () => void>();
  /** When this process last queued each recurring queue's next run. */
  const scheduled = new Map<string, number>();
  let abort = new AbortController();
  let running = false;
  let started: Promise<void> | null = null;

  async function runOne(def: Definition): Promise<boolean> {
    const [job] = await boss.fetch<unknown>(def.name, { batchSize: 1, includeMetadata: true });
    if (!job) return false;
    const attempt = job.retryCount + 1;
    let lost = false;
    const keep = async (tx?: DbOrTx) => {
      lost ||= !(await keepClaim(def, job.id, job.retryCount, tx));
      return !lost;
    };
    try {
      await def.handler(job.data, {
        id: job.id,
        attempt,
        last: job.retryCount >= job.retryLimit,
        signal: abort.signal,
        keep,
      });
      // A job taken up again by another attempt is that attempt's to complete or fail.
      if (lost) return true;
      await boss.complete(def.name, job.id);
    } catch (err) {
      if (lost) return true;
      // Only a handler that says it stopped for the shutdown gets its job back uncounted.
      if (err instanceof JobAborted) {
        await handBack(def.name, job.id, job.retryCount);
        return false;
      }
      const message = err instanceof Error ? err.message : String(err);
      log.warn({ err, queue: def.name, jobId: job.id, attempt }, 'job failed');
      if (err instanceof PermanentJobError) await lastAttempt(def.name, job.id);
      const reason = err instanceof JobError ? err.reason : undefined;
      await boss.fail(def.name, job.id, { message, ...(reason && { reason }) });
    }
    return true;
  }

  /**
   * An attempt cut short by a shutdown: the job is due again at once, the attempt uncounted
   * (only while this attempt holds it: one that expired meanwhile is another attempt's).
   */
  async function handBack(name: string, id: string, retryCount: number) {
    await db.executeSql(
      `UPDATE ${JOBS_SCHEMA}.job SET state = 'created', start_after = now(),
         started_on = CASE WHEN retry_count = 0 THEN NULL ELSE started_on END,
         retry_count = GREATEST(retry_count - 1, 0)
       WHERE name = $1 AND id = $2 AND state = 'active' AND retry_count = $3`,
      [name, id, retryCount],
    );
  }

  /**
   * Renews an active job's expiry (pg-boss expires it when `started_on + expire_in` has
   * passed) while the attempt that fetched it holds it: pg-boss counts each fetch after the
   * first in `retry_count`, so an expired job taken up again no longer matches.
   */
  async function keepClaim(def: Definition, id: string, retryCount: number, tx?: DbOrTx) {
    const { rows } = await (tx ? inTransaction(tx) : db).executeSql(
      `UPDATE ${JOBS_SCHEMA}.job
          SET expire_in = (now() - started_on) + $4 * interval '1 second'
        WHERE name = $1 AND id = $2 AND state = 'active' AND retry_count = $3
        RETURNING id`,
      [def.name, id, retryCount, def.policy.expireInSeconds],
    );
    return rows.length === 1;
  }

  /** A failure no retry mends: the job's limit is the attempt just made. */
  async function lastAttempt(name: string, id: string) {
    await db.executeSql(
      `UPDATE ${JOBS_SCHEMA}.job SET retry_limit = retry_count WHERE name = $1 AND id = $2`,
      [name, id],
    );
  }

  /**
   * A recurring queue's next run: one job due `everyMs` from now, unless one is waiting already
   * (the 'short' policy drops the duplicate). Every idle process does this, so the run goes on
   * when the process that ran the last one is gone; whichever process fetches it runs it.
   */
  async function keepScheduled(def: Definition) {
    scheduled.set(def.name, Date.now());
    await boss.send(def.name, {}, { singletonKey: def.name, startAfter: def.everyMs! / 1000 });
  }

  async function loop(def: Definition) {
    while (running) {
      let worked = false;
      try {
        worked = await runOne(def);
      } catch (err) {
        log.error({ err, queue: def.name }, 'job queue poll failed');
      }
      if (!running) break;
      if (worked) continue;
      if (
        def.everyMs &&
        Date.now() - (scheduled.get(def.name) ?? 0) >= Math.min(def.everyMs, 60_000)
      )
        await keepScheduled(def).catch((err: unknown) =>
          log.error({ err }, 'job queue schedule failed'),
        );
      await new Promise<void>((resolve) => {
        // A recurring queue looks again when its next run is due.
        const timer = setTimeout(done, Math.min(settings.pollMs, def.everyMs ?? Infinity));
        timer.unref();
        function done() {
          clearTimeout(timer);
          wakers.delete(def.name);
          resolve();
        }
        wakers.set(def.name, done);
      });
    }
  }

  return {
    /** A queue and its handler; called while the app is built, before `start()`. */
    define<T>(name: string, handler: JobHandler<T>, policy: Partial<QueuePolicy> = {}) {
      if (definitions.has(name)) throw new Error(`job queue ${name} defined twice`);
      if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`job queue name ${name}`);
      definitions.set(name, {
        name,
        policy: { ...DEFAULT_POLICY, ...policy },
        handler: handler as JobHandler<unknown>,
      });
    },

    /**
     * A periodic task as a recurring job: run about every `everyMs` by exactly one of the
     * working processes at a time (a failure waits for the next run: no retries).
     */
    every(name: string, everyMs: number, task: (signal: AbortSignal) => Promise<void>) {
      this.define(name, (_data, job) => task(job.signal), {
        retryLimit: 0,
        expireInSeconds: 15 * 60,
      });
      definitions.get(name)!.everyMs = everyMs;
    },

    /** Installs the schema when missing, creates the queues, begins the loops (when working). */
    start(): Promise<void> {
      started ??= (async () => {
        await boss.start();
        await db.executeSql(createQueuesSql([...definitions.values()]), []);
        if (!settings.work) return;
        running = true;
        abort = new AbortController();
        for (const def of definitions.values()) loops.push(loop(def));
      })();
      return started;
    },

    /** Ends the loops (a handler in progress is aborted, its job handed back) and pg-boss. */
    async stop() {
      if (!started) return;
      await started.catch(() => undefined);
      running = false;
      abort.abort();
      for (const wake of [...wakers.values()]) wake();
      await Promise.all(loops.splice(0));
      await boss.stop({ graceful: false, close: false });
      started = null;
    },

    /**
     * Queues a job; its queue's loop in this process looks at once. With `tx` the job is part of
     * that transaction, and the loop looks once it has committed (an after-commit hook).
     * Returns the job's id.
     */
    async send(
      name: string,
      data: object,
      options: { singletonKey?: string; startAfterSeconds?: number; tx?: DbOrTx } = {},
    ): Promise<string | null> {
      if (!definitions.has(name)) throw new Error(`job queue ${name} is not defined`);
      const id = await boss.send(name, data, {
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
        ...(options.tx ? { db: inTransaction(options.tx) } : {}),
      });
      if (options.tx) void afterCommit(options.tx, () => wakers.get(name)?.());
      else wakers.get(name)?.();
      return id;
    },

    /**
     * Whether a job of queue `name` whose data holds `match` is still to run: waiting, due for a
     * retry, or running. False once it completed or failed for good (its attempts used up).
     */
    async pending(name: string, match: object, tx?: DbOrTx): Promise<boolean> {
      const result = await (tx ? inTransaction(tx) : db).executeSql(
        `SELECT 1 FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND data @> $2::jsonb
           AND state IN ('created', 'retry', 'active') LIMIT 1`,
        [name, JSON.stringify(match)],
      );
      return result.rows.length > 0;
    },

    /** The queues defined in this build. */
    queues: () => [...definitions.keys()],

    /** Jobs of the defined queues, newest first, one page (and how many match). */
    async list(filter: JobFilter): Promise<{ total: number; items: JobRow[] }> {
      const names = filter.queues ?? [...definitions.keys()];
      const values: unknown[] = [names];
      let where = 'name = ANY($1::text[])';
      if (filter.state) {
        values.push(filter.state);
        where += ` AND state = $${values.length}::${JOBS_SCHEMA}.job_state`;
      }
      if (filter.companyId !== undefined) {
        values.push(String(filter.companyId));
        where += ` AND data->>'companyId' = $${values.length}`;
      }
      const count = await db.executeSql(
        `SELECT count(*)::int AS n FROM ${JOBS_SCHEMA}.job WHERE ${where}`,
        values,
      );
      const page = await db.executeSql(
        `SELECT id, name, state, retry_count, retry_limit, created_on, completed_on,
                output, dead_letter, started_on
           FROM ${JOBS_SCHEMA}.job WHERE ${where}
          ORDER BY created_on DESC, id
          LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
        [...values, filter.pageSize, (filter.page - 1) * filter.pageSize],
      );
      return {
        total: (count.rows[0] as { n: number }).n,
        items: page.rows.map((r: Record<string, unknown>) => toRow(r)),
      };
    },

    /** One job of a defined queue (of the company, when given), or null. */
    async find(id: string, companyId?: number): Promise<JobRow | null> {
      const { rows } = await db.executeSql(
        `SELECT id, name, state, retry_count, retry_limit, created_on, completed_on,
                output, dead_letter, started_on
           FROM ${JOBS_SCHEMA}.job WHERE id = $1 AND name = ANY($2::text[])
            AND ($3::text IS NULL OR data->>'companyId' = $3)`,
        [id, [...definitions.keys()], companyId === undefined ? null : String(companyId)],
      );
      return rows[0] ? toRow(rows[0] as Record<string, unknown>) : null;
    },

    /**
     * Runs a failed (dead-lettered) job again, with one more attempt; its dead-letter copy goes.
     * False when the job is not failed (already retried, or never failed).
     */
    async retry(id: string, companyId?: number): Promise<boolean> {
      const job = await this.find(id, companyId);
      if (!job || job.state !== 'failed') return false;
      const { rows } = await db.executeSql(
        `WITH retried AS (
           UPDATE ${JOBS_SCHEMA}.job SET state = 'retry', retry_limit = retry_count + 1,
             start_after = now(), completed_on = NULL
            WHERE name = $1 AND id = $2 AND state = 'failed'
           RETURNING data, dead_letter
         ), copy AS (
           SELECT d.id FROM ${JOBS_SCHEMA}.job d, retried r
            WHERE d.name = r.dead_letter AND d.data IS NOT DISTINCT FROM r.data
            ORDER BY d.created_on LIMIT 1
         ), dropped AS (
           DELETE FROM ${JOBS_SCHEMA}.job WHERE name = $3 AND id IN (SELECT id FROM copy)
         )
         SELECT count(*)::int AS n FROM retried`,
        [job.queue, id, deadLetterOf(job.queue)],
      );
      wakers.get(job.queue)?.();
      return (rows[0] as { n: number }).n > 0;
    },
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;

function toRow(r: Record<string, unknown>): JobRow {
  const state = r.state as JobState;
  const output = r.output as { message?: unknown; reason?: Partial<JobReason> } | null;
  const failedOnce = state === 'failed' || state === 'retry';
  const reason = failedOnce ? output?.reason : undefined;
  return {
    id: String(r.id),
    queue: String(r.name),
    state,
    // pg-boss counts retries from the second start on.
    attempts: r.started_on ? Number(r.retry_count) + 1 : 0,
    maxAttempts: Number(r.retry_limit) + 1,
    createdAt: new Date(r.created_on as string),
    finishedAt: r.completed_on ? new Date(r.completed_on as string) : null,
    lastError: failedOnce && output && typeof output.message === 'string' ? output.message : null,
    lastReason:
      typeof reason?.key === 'string' && typeof reason.detail === 'string'
        ? { key: reason.key, detail: reason.detail }
        : null,
    deadLettered: state === 'failed' && Boolean(r.dead_letter),
  };
}
