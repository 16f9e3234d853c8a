import type { Db, Tx } from '../db/client.ts';
import { isRetryableConflict } from './db-errors.ts';

/** How many units one transaction takes at most (the rest wait for the next). */
export const GROUP_COMMIT_MAX = 64;
/** How often a unit cancelled by a deadlock is run again (in the next batch) before it fails. */
export const GROUP_COMMIT_RETRIES = 3;

/** One caller's work, run inside the batch's transaction (in a savepoint of its own when a unit of the batch failed). */
export type Unit<T> = (tx: Tx) => Promise<T>;

interface Pending {
  unit: Unit<unknown>;
  /** Units run in the order of their keys (a learner's id), then of their arrival. */
  key: number;
  /** Times a deadlock has cancelled it. */
  conflicts: number;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit (docs/decisions.md "Heartbeat group commit"): many small write transactions
 * of a hot call become one. While a batch's transaction is in flight, new units queue; the
 * next batch (up to `max`) then runs in ONE transaction, one unit after the other (PGlite has
 * one connection, and a learner's beats keep their order). Units seldom fail, so a batch first
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
    /**
     * Batches in flight at once (default 1). PostgreSQL's pool runs several transactions side
     * by side: a unit's lane is its key modulo `lanes`, so one key's units stay in one lane and
     * keep their order. PGlite has one connection: one lane.
     */
    lanes?: number;
    /** Told each batch's size before its transaction begins (tests, metrics). */
    onBatch?: (size: number) => void;
  } = {},
) {
  const max = opts.max ?? GROUP_COMMIT_MAX;
  const lanes = Array.from({ length: Math.max(1, opts.lanes ?? 1) }, () => ({
    queue: [] as Pending[],
    draining: false,
  }));

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
        for (const p of batch) {
          try {
            values.push(await p.unit(tx));
          } catch (error) {
            unitFailed = true;
            throw error;
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

  async function drain(lane: (typeof lanes)[number]): Promise<void> {
    const { queue } = lane;
    try {
      while (queue.length) {
        // Callers on their way here (their reads before the write) take the turn of the event
        // loop first and join the batch: on PGlite those reads wait for the batch's transaction
        // (one connection), so without it every batch would hold the first beat only.
        await new Promise((resolve) => setImmediate(resolve));
        await runBatch(
          queue,
          queue.splice(0, max).sort((a, b) => a.key - b.key),
        );
      }
    } finally {
      lane.draining = false;
    }
  }

  return {
    /**
     * Runs `unit` in the next batch; resolves with its result once that batch has committed.
     * `key` orders the units of a batch (their rows are locked in that order everywhere).
     */
    submit<T>(unit: Unit<T>, key = 0): Promise<T> {
      // Read in the caller's own async context: with a read replica the primary is wrapped so
      // that touching `transaction` marks the caller's request as a writer (db/reader.ts,
      // read-your-writes), though the batch's transaction may be begun under another request.
      void db.transaction;
      const lane = lanes[Math.abs(key) % lanes.length]!;
      return new Promise<T>((resolve, reject) => {
        lane.queue.push({
          unit,
          key,
          conflicts: 0,
          resolve: resolve as (value: unknown) => void,
          reject,
        });
        if (lane.draining) return;
        lane.draining = true;
        void drain(lane);
      });
    },
  };
}
export type GroupCommit = ReturnType<typeof createGroupCommit>;
