import type { Db, DbOrTx, Tx } from './client.ts';

type Hook = () => unknown;

/** Each open transaction's (or savepoint's) hooks, by its Drizzle handle. */
const pending = new WeakMap<object, Hook[]>();

async function runAll(hooks: readonly Hook[]): Promise<void> {
  for (const hook of hooks)
    try {
      await hook();
    } catch (err) {
      // The data is committed whatever a hook does; its failure is reported, never the caller's.
      process.emitWarning(`after-commit hook failed: ${(err as Error).message}`);
    }
}

/**
 * Runs `hook` once what `q` wrote is committed: after the outermost transaction's COMMIT when
 * `q` is a transaction or a savepoint (a rolled-back savepoint or transaction drops its hooks),
 * at once when `q` is the database itself (its statements commit as they run). For code that
 * writes inside someone else's transaction and must then tell others (drop a cache entry every
 * process keeps): told earlier, a reader could load the old rows again before the commit.
 * The transaction's caller continues once the hooks have run.
 */
export function afterCommit(q: DbOrTx, hook: Hook): Promise<void> {
  const hooks = pending.get(q);
  if (!hooks) return runAll([hook]);
  hooks.push(hook);
  return Promise.resolve();
}

/**
 * Makes `transaction` on `db` (and on every transaction and savepoint it opens) keep the hooks
 * afterCommit gives it: a released savepoint hands its hooks to the transaction around it, the
 * outermost runs them after its COMMIT. Applied once to each database openDatabase returns.
 */
export function withCommitHooks<T extends Db>(db: T): T {
  keepHooks(db, null);
  return db;
}

function keepHooks(q: DbOrTx, outer: Hook[] | null): void {
  type Open = (body: (tx: Tx) => Promise<unknown>, config?: unknown) => Promise<unknown>;
  const open = (q.transaction as Open).bind(q);
  const kept: Open = async (body, config) => {
    const hooks: Hook[] = [];
    const result = await open(async (tx) => {
      pending.set(tx, hooks);
      keepHooks(tx, hooks);
      return body(tx);
    }, config);
    if (outer) outer.push(...hooks);
    else await runAll(hooks);
    return result;
  };
  (q as { transaction: unknown }).transaction = kept;
}
