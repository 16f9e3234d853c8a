import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.ts';

/**
 * A fresh, empty PostgreSQL database on the server of `baseUrl`, for one test file, one e2e
 * run or one benchmark; `drop()` removes it (forcing out any connection left open).
 */
export async function createFreshDatabase(baseUrl: string, prefix = 'ascent_t') {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      // A closed pool's connections may still be saying goodbye: give them a moment, since
      // forcing one out mid-close raises an error in the process that owned it.
      for (let i = 0; i < 40; i++) {
        const { rows } = await c.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (!rows[0]?.n) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * The database of a test file that runs on both: a fresh PostgreSQL database when DATABASE_URL
 * is set (`url` for a second pool on it, standing for another process), else an in-memory
 * PGlite. `close()` closes it and drops the PostgreSQL one.
 */
export async function openTestDatabase(): Promise<{
  database: Database;
  url: string;
  close: () => Promise<void>;
}> {
  if (!process.env.DATABASE_URL) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, url: '', close: () => database.close() };
  }
  const fresh = await createFreshDatabase(process.env.DATABASE_URL);
  const database = await openDatabase({ databaseUrl: fresh.url });
  return {
    database,
    url: fresh.url,
    async close() {
      await database.close();
      await fresh.drop();
    },
  };
}
