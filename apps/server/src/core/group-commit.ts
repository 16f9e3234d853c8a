import type { Db, DbOrTx, Tx } from '../db/client.ts';
import { isRetryableConflict } from './db-errors.ts';

/** How many units one transaction takes at most (the rest wait for the next). */
export const GROUP_COMMIT_MAX = 64;
/** How often a unit cancelled by a deadlock is run again (in the next batch) before it fails. */
export const GROUP_COMMIT_RETRIES = 3;

/** One caller's work, run inside the batch's transaction (in a savepoint of its own when a unit of the batch failed). */
export type Unit<T> = (tx: Tx) => Promise<T>;

interface Pending {
  unit: Unit<unknown>;
  /**
   * Units run in the order of their keys (a learner's id), then of their arrival; a batch
   * holds at most one unit of a key (their shared statements would read before either writes).
   */
  key: number | undefined;
  /** Times a deadlock has cancelled it. */
  conflicts: number;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit (docs/decisions.md "Heartbeat group commit"): many small write transactions
 * of a hot call become one. While a batch's transaction is in flight, new units queue; the
 * next batch (up to `max`, one unit of a key) then runs in ONE transaction, one unit after the
 * other (PGlite has one connection, and a learner's beats keep their order), except that the
 * units' **shared statements** (`sharedStatement`) run once for the whole batch: each unit
 * waits at one until all have reached it. Units seldom fail, so a batch first
 * runs without savepoints; only when one of its units throws is that transaction rolled back
 * and the batch run again with each unit in its own savepoint: a unit that throws then rolls
 * back only its own writes and rejects only its own caller (units must bear running again:
 * they only read and write through `tx`, as a deadlock's retry asks already). Every caller
 * hears its result only once the COMMIT has succeeded; a failed commit rejects every caller
 * of the batch, so nothing is acknowledged that is not stored.
 *
 * Several processes each run their own batches on PostgreSQL, and two batches may wait for
 * each other's rows. Units run in the order of their keys (say, the learner's id: every batch
 * takes the learners' rows in one global order, which avoids most cycles), and a unit that
 * PostgreSQL cancels to break a deadlock anyway (its savepoint rolled back, nothing of it
 * kept) runs again in the next batch, up to GROUP_COMMIT_RETRIES times.
 *
 * A unit must use only the `tx` it is given (a query on the root db would wait for this very
 * transaction on PGlite), and must not submit to the same group (it would wait for itself).
 */
export function createGroupCommit(
  db: Db,
  opts: {
    max?: number;
    /** Told each batch's size before its transaction begins (tests, metrics). */
    onBatch?: (size: number) => void;
  } = {},
) {
  const max = opts.max ?? GROUP_COMMIT_MAX;
  const queue: Pending[] = [];
  let draining = false;

  /**
   * The batch's units one after the other in one transaction, without savepoints (each costs
   * two statements more per unit). True when it committed and every caller was answered; false
   * when a unit threw: the whole transaction was rolled back, nothing of it stored or answered,
   * and the batch is to run again with savepoints. A failure of the transaction itself (BEGIN,
   * COMMIT) is thrown: a COMMIT whose outcome is unknown must not be run again.
   */
  async function runWhole(batch: Pending[]): Promise<boolean> {
    const values: unknown[] = [];
    let unitFailed = false;
    try {
      await db.transaction(async (tx) => {
        const turns = new Turns(tx);
        const outcomes = await Promise.allSettled(batch.map((p) => turns.run(() => p.unit(tx))));
        for (const o of outcomes) {
          if (o.status === 'fulfilled') values.push(o.value);
          else {
            unitFailed = true;
            throw o.reason;
          }
        }
      });
    } catch (error) {
      if (unitFailed) return false;
      throw error;
    }
    batch.forEach((p, i) => p.resolve(values[i]));
    return true;
  }

  async function runBatch(queue: Pending[], batch: Pending[]): Promise<void> {
    opts.onBatch?.(batch.length);
    if (batch.length > 1) {
      try {
        if (await runWhole(batch)) return;
      } catch (error) {
        for (const p of batch) p.reject(error);
        return;
      }
    }
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      await db.transaction(async (tx) => {
        // A unit alone needs no savepoint: if it fails, the whole transaction is only its own.
        if (batch.length === 1) {
          outcomes.push({ ok: true, value: await batch[0]!.unit(tx) });
          return;
        }
        for (const p of batch) {
          try {
            outcomes.push({ ok: true, value: await tx.transaction((sp) => p.unit(sp)) });
          } catch (error) {
            // Drizzle has rolled back to the unit's savepoint: the batch goes on without it.
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      // The transaction itself failed (BEGIN, COMMIT, a lost connection, or the unit of a
      // batch of one): nothing is stored.
      if (batch.length === 1 && mayRetry(batch[0]!, error)) queue.unshift(batch[0]!);
      else for (const p of batch) p.reject(error);
      return;
    }
    const again: Pending[] = [];
    batch.forEach((p, i) => {
      const o = outcomes[i]!;
      if (o.ok) p.resolve(o.value);
      else if (mayRetry(p, o.error)) again.push(p);
      else p.reject(o.error);
    });
    // Ahead of what arrived meanwhile: a learner's beats keep their order.
    queue.unshift(...again);
  }

  /** Whether a deadlock cancelled the unit and it may run again (counted). */
  function mayRetry(p: Pending, error: unknown): boolean {
    if (!isRetryableConflict(error) || p.conflicts >= GROUP_COMMIT_RETRIES) return false;
    p.conflicts++;
    return true;
  }

  async function drain(): Promise<void> {
    try {
      while (queue.length) {
        // Callers on their way here (their reads before the write) take the turn of the event
        // loop first and join the batch: on PGlite those reads wait for the batch's transaction
        // (one connection), so without it every batch would hold the first beat only.
        await new Promise((resolve) => setImmediate(resolve));
        await runBatch(queue, takeBatch(queue, max));
      }
    } finally {
      draining = false;
    }
  }

  return {
    /**
     * Runs `unit` in the next batch; resolves with its result once that batch has committed.
     * `key` orders the units of a batch (their rows are locked in that order everywhere), and
     * a batch holds at most one unit of a key.
     */
    submit<T>(unit: Unit<T>, key?: number): Promise<T> {
      // Read in the caller's own async context: with a read replica the primary is wrapped so
      // that touching `transaction` marks the caller's request as a writer (db/reader.ts,
      // read-your-writes), though the batch's transaction may be begun under another request.
      void db.transaction;
      return new Promise<T>((resolve, reject) => {
        queue.push({
          unit,
          key,
          conflicts: 0,
          resolve: resolve as (value: unknown) => void,
          reject,
        });
        if (draining) return;
        draining = true;
        void drain();
      });
    },
  };
}
export type GroupCommit = ReturnType<typeof createGroupCommit>;

/**
 * The next batch: up to `max` units from the head of the queue, at most one of each key (a
 * key's later units stay queued, in order, for the next batch), in the order of their keys.
 */
function takeBatch(queue: Pending[], max: number): Pending[] {
  const batch: Pending[] = [];
  const keys = new Set<number>();
  for (let i = 0; i < queue.length && batch.length < max;) {
    const p = queue[i]!;
    if (p.key !== undefined && keys.has(p.key)) {
      i++;
      continue;
    }
    if (p.key !== undefined) keys.add(p.key);
    batch.push(p);
    queue.splice(i, 1);
  }
  return batch.sort((a, b) => (a.key ?? 0) - (b.key ?? 0));
}

/** One shared statement's callers waiting for it to run. */
type Waiting = { request: unknown; settle: (outcome: Outcome) => void }[];
type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };
type Run = (tx: DbOrTx, requests: unknown[]) => Promise<unknown[]>;

/** The batch (its turns) that a transaction runs, for its shared statements. */
const turnsOf = new WeakMap<object, Turns>();

/**
 * Whose turn it is among the units of a batch (run together in one transaction): one unit at a
 * time runs, so that a batch behaves as if its units ran one after the other, except that a
 * unit waiting for a **shared statement** gives up its turn. Once no unit can go on, each
 * shared statement that units wait for runs once for all of them (one round trip and one
 * statement for the batch instead of one per unit), and its units take their turns again.
 */
class Turns {
  private busy = false;
  /** The first failure of a unit. */
  private failed: { error: unknown } | undefined;
  private readonly next: (() => void)[] = [];
  private readonly waiting = new Map<Run, Waiting>();
  private readonly tx: Tx;

  constructor(tx: Tx) {
    this.tx = tx;
    turnsOf.set(tx, this);
  }

  /**
   * Runs `work` in its turn; the turn passes on when it settles. Once a unit has failed the
   * batch is rolled back whole, so the units after it stop at their next turn (with its error).
   */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.take();
    try {
      if (this.failed) throw this.failed.error;
      return await work();
    } catch (error) {
      this.failed ??= { error };
      throw error;
    } finally {
      this.give();
    }
  }

  /** Called in the caller's turn: waits (turn given up) for `run` with the batch's requests. */
  async share(run: Run, request: unknown): Promise<unknown> {
    const outcome = await new Promise<Outcome>((settle) => {
      const list = this.waiting.get(run) ?? [];
      list.push({ request, settle });
      this.waiting.set(run, list);
      this.give();
    });
    await this.take();
    if (this.failed) throw this.failed.error;
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }

  private take(): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.next.push(resolve));
  }

  private give(): void {
    const next = this.next.shift();
    if (next) return next();
    this.busy = false;
    const first = this.waiting.entries().next();
    if (first.done) return;
    const [run, list] = first.value;
    if (!this.failed) return void this.flush(run, list);
    this.waiting.delete(run);
    for (const w of list) w.settle({ ok: false, error: this.failed.error });
    this.give();
  }

  /** Runs one shared statement for its waiting callers, in a turn of its own. */
  private async flush(run: Run, list: Waiting): Promise<void> {
    this.waiting.delete(run);
    this.busy = true;
    try {
      const values = await run(
        this.tx,
        list.map((w) => w.request),
      );
      list.forEach((w, i) => w.settle({ ok: true, value: values[i] }));
    } catch (error) {
      for (const w of list) w.settle({ ok: false, error });
    }
    this.give();
  }
}

/**
 * A statement that the units of a group-commit batch share: each unit's call waits until every
 * unit of the batch has made its own (or cannot go on), then `run` answers all of them with ONE
 * statement (a value per request, in order). Outside a batch (another transaction, a
 * savepoint) it runs at once for the one request. A unit makes one such call at a time.
 */
export function sharedStatement<Req, Res>(
  run: (tx: DbOrTx, requests: Req[]) => Promise<Res[]>,
): (tx: DbOrTx, request: Req) => Promise<Res> {
  return async (tx, request) => {
    const turns = turnsOf.get(tx);
    if (!turns) return (await run(tx, [request]))[0]!;
    return (await turns.share(run as Run, request)) as Res;
  };
}
