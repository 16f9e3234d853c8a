import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { createLagGuard, REPLICA_LAG_SQL, routedReader, trackWrites } from './reader.ts';
import { withCommitHooks } from './commit-hooks.ts';

/** The database every repository receives: PGlite or node-postgres behind one Drizzle type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle, accepted wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  /** The primary: every write, every transaction, every read that feeds a write. */
  db: Db;
  /**
   * Reports and long lists that may lag read here: the read replica (DATABASE_READ_URL) for a
   * request routed to it (db/reader.ts, core/read-your-writes.ts), else the primary. Without a
   * replica it is the primary itself.
   */
  reader: Db;
  /** Whether a read replica is configured and, by the lag guard's last check, usable now. */
  replicaUsable(): boolean;
  readonly hasReplica: boolean;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * Opens the database: node-postgres when a URL is given, else PGlite on disk under dataDir
 * (or in memory when dataDir is 'memory://'). Applies the committed migrations.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  /** DATABASE_READ_URL: a read replica of databaseUrl (PostgreSQL only; never migrated here). */
  readUrl?: string;
  /** The lag guard: the replica is left alone while it is further behind than this (ms). */
  maxLagMs?: number;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = openPool(opts.databaseUrl);
    const primary = withCommitHooks(drizzlePg(pool.pool, { schema }) as unknown as Db);
    await migratePg(drizzlePg(pool.pool), { migrationsFolder: MIGRATIONS_DIR });
    if (!opts.readUrl)
      return {
        db: primary,
        reader: primary,
        replicaUsable: () => false,
        hasReplica: false,
        kind: 'postgres',
        close: () => pool.close(),
      };
    // A replica that does not answer is given up on after 5 s (the lag guard then keeps every
    // read on the primary until it answers again), rather than holding the start.
    const replicaPool = openPool(opts.readUrl, { connectionTimeoutMillis: 5000 });
    const guard = createLagGuard(async () => {
      const { rows } = await replicaPool.pool.query<{ lag_ms: string | number | null }>({
        text: REPLICA_LAG_SQL,
        query_timeout: 5000, // (node-postgres reads it per query; its types list it per client)
      } as pg.QueryConfig);
      const lag = rows[0]?.lag_ms;
      return lag === null || lag === undefined ? null : Number(lag);
    }, opts.maxLagMs ?? 5000);
    await guard.check();
    guard.start();
    const tracked = trackWrites(primary);
    return {
      db: tracked,
      reader: routedReader(tracked, drizzlePg(replicaPool.pool, { schema }) as unknown as Db),
      replicaUsable: guard.usable,
      hasReplica: true,
      kind: 'postgres',
      close: async () => {
        guard.stop();
        await replicaPool.close();
        await pool.close();
      },
    };
  }
  if (!opts.dataDir || opts.dataDir === 'memory://') return openPglite(new PGlite());
  const dir = path.join(opts.dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  return openPglite(new PGlite(dir));
}

/** A node-postgres pool and its closing, for the primary and the replica alike. */
function openPool(url: string, extra: pg.PoolConfig = {}) {
  // A connection is kept a minute after its last statement, not node-postgres's 10 s: a new
  // one costs a connect and a PostgreSQL backend whose caches start cold (the dashboard's
  // first figures on new connections were its slowest calls, issue 14). Idle connections do
  // not hold a finished script's process open (the server's listening socket holds its own).
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    idleTimeoutMillis: 60_000,
    allowExitOnIdle: true,
    ...extra,
  });
  let closing = false;
  // An idle connection that fails (the server restarted, or a test database was dropped while
  // pool.end() was still closing its sockets) is removed by the pool; without a listener its
  // 'error' event would crash the process.
  pool.on('error', (err) => {
    if (!closing) process.emitWarning(`PostgreSQL idle connection failed: ${err.message}`);
  });
  return {
    pool,
    close: async () => {
      closing = true;
      await pool.end();
    },
  };
}

/**
 * A PGlite database, once ready, with the committed migrations applied. The API tests hand it
 * one that starts as a copy of a migrated template (test/memory-template.ts), so none is left
 * to apply.
 */
export async function openPglite(client: PGlite): Promise<Database> {
  await client.waitReady;
  const db = withCommitHooks(drizzlePglite(client, { schema }) as unknown as Db);
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    reader: db,
    replicaUsable: () => false,
    hasReplica: false,
    kind: 'pglite',
    close: () => client.close(),
  };
}
