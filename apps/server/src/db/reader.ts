import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client.ts';

/**
 * Where one request's reports and long lists read from (docs/decisions.md "Read replica"):
 * decided once per request (core/read-your-writes.ts) and carried through the request's async
 * calls; `wrote` is set when the request sends a write to the primary.
 */
export interface ReadRoute {
  /** The reader serves this request from the replica (else from the primary). */
  replica: boolean;
  /** The request sent an insert, update, delete, transaction or non-select statement. */
  wrote: boolean;
}

const routes = new AsyncLocalStorage<ReadRoute>();

/** Runs `fn` (and everything it starts) under one request's read route. */
export function runWithReadRoute<T>(route: ReadRoute, fn: () => T): T {
  return routes.run(route, fn);
}

/**
 * Whether the reader serves the current request from the replica: a cache of what the reader
 * read keys on it, so the replica's rows and the primary's (read-your-writes) stay apart.
 */
export function readsReplica(): boolean {
  return routes.getStore()?.replica === true;
}

/** The members of a Drizzle database that may change data. */
const WRITES = new Set<PropertyKey>(['insert', 'update', 'delete', 'transaction']);

/** The first words of a statement handed to `execute`: a plain select does not write. */
function readsOnly(query: unknown): boolean {
  const chunk = (query as { queryChunks?: unknown[] }).queryChunks?.[0] as
    { value?: unknown } | undefined;
  const text = Array.isArray(chunk?.value) ? chunk.value.join('') : '';
  return /^\s*select\b/i.test(text);
}

function bound(target: Db, prop: PropertyKey): unknown {
  const value: unknown = Reflect.get(target, prop, target);
  return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
}

/**
 * The primary as every module sees it once a replica is configured: unchanged, but a write sent
 * inside a request marks that request's route, so its caller reads the primary for a while.
 */
export function trackWrites(primary: Db): Db {
  return new Proxy(primary, {
    get(target, prop) {
      const route = routes.getStore();
      if (route && !route.wrote) {
        if (WRITES.has(prop)) route.wrote = true;
        else if (prop === 'execute')
          return (query: unknown) => {
            if (!readsOnly(query)) route.wrote = true;
            return target.execute(query as Parameters<Db['execute']>[0]);
          };
      }
      return bound(target, prop);
    },
  });
}

/**
 * The reader: the replica for a request whose route says so, else the primary (outside a
 * request, e.g. a background job; and always for a transaction or a write, should one reach it).
 */
export function routedReader(primary: Db, replica: Db): Db {
  return new Proxy(primary, {
    get(_target, prop) {
      const onReplica = !WRITES.has(prop) && readsReplica();
      return bound(onReplica ? replica : primary, prop);
    },
  });
}

/** How far behind the replica may be before everyone reads the primary, checked this often. */
export const LAG_CHECK_MS = 1000;

/**
 * The lag guard: the replica's replay delay, measured every LAG_CHECK_MS; the replica is used
 * only while the last measurement answered and was within maxLagMs. A server that is not in
 * recovery (not a standby) counts as no lag; a standby that has replayed all it received too
 * (an idle primary sends nothing, so the last replayed commit's age is not a delay).
 */
export function createLagGuard(measure: () => Promise<number | null>, maxLagMs: number) {
  let usable = false;
  let timer: NodeJS.Timeout | undefined;
  let lastError = '';
  let checking = false;
  async function check() {
    // A measure still waiting (an unreachable replica) is not joined by another.
    if (checking) return;
    checking = true;
    try {
      const lagMs = await measure();
      usable = lagMs !== null && lagMs <= maxLagMs;
      lastError = '';
    } catch (err) {
      usable = false;
      const message = err instanceof Error ? err.message : String(err);
      if (message !== lastError) process.emitWarning(`Read replica unreachable: ${message}`);
      lastError = message;
    } finally {
      checking = false;
    }
  }
  return {
    check,
    usable: () => usable,
    start() {
      timer = setInterval(() => void check(), LAG_CHECK_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}

/** The replay delay in milliseconds (null: a standby that has not replayed a commit yet). */
export const REPLICA_LAG_SQL = `select case
  when not pg_is_in_recovery() then 0
  when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
  else extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000
end as lag_ms`;
