import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../apps/server/src/db/client.ts';
import { createFreshDatabase } from '../apps/server/test/fresh-database.ts';
import { startBalancer } from '../apps/server/test/cluster.ts';
import { spawnServer, startAppServer, type AppServer } from '../apps/server/test/app-process.ts';
import { signInAsPerson } from '../apps/server/test/sign-in.ts';

export { createFreshDatabase };

export interface Figure {
  name: string;
  requestsPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** An autocannon run's figure. */
export function figureOf(name: string, result: autocannon.Result): Figure {
  return {
    name,
    requestsPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export async function load(
  name: string,
  opts: {
    url: string;
    method?: 'GET' | 'POST';
    body?: string;
    headers?: Record<string, string>;
    seconds: number;
    connections: number;
  },
): Promise<Figure> {
  const result = await autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    body: opts.body,
    headers: opts.headers,
    duration: opts.seconds,
    connections: opts.connections,
  });
  return figureOf(name, result);
}

/**
 * Each learner's one play (by token), kept across loads: a second load of the same learners
 * (the scale benchmark's three processes) goes on with their plays rather than starting new
 * ones, which the server would refuse while the old ones are not yet silent.
 */
const benchPlays = new Map<string, { playId: string; position: number }>();

/**
 * The learning heartbeat under load: the beats go round robin over the learners of `tokens`,
 * each learner with a play of its own whose position moves on with every beat. (Autocannon
 * clears a request's context before every request of a one-request list, so the learner and
 * the play are kept here: a play begun afresh each beat would have every beat but a learner's
 * first refused as a second play, and measure the refusal.)
 */
export async function heartbeatLoad(
  name: string,
  opts: {
    api: string;
    tokens: string[];
    courseId: number;
    resourceId: number;
    seconds: number;
    connections: number;
  },
): Promise<Figure> {
  let next = 0;
  const result = await autocannon({
    url: `${opts.api}/study/me/learning/log/report`,
    duration: opts.seconds,
    connections: opts.connections,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const token = opts.tokens[next++ % opts.tokens.length]!;
          let play = benchPlays.get(token);
          if (!play) {
            play = { playId: `bench-play-${benchPlays.size + 1}-${Date.now()}`, position: 0 };
            benchPlays.set(token, play);
          }
          play.position++;
          return {
            ...req,
            headers: {
              'content-type': 'application/json',
              authorization: `token ${token}`,
            },
            body: JSON.stringify({
              courseId: opts.courseId,
              resourceId: opts.resourceId,
              playId: play.playId,
              position: play.position,
            }),
          };
        },
      },
    ],
  });
  return figureOf(name, result);
}

export function table(figures: Figure[], baseline: Figure): string {
  const rows = figures.map(
    (f) =>
      `| ${f.name} | ${f.requestsPerSec.toFixed(0)} | ${(f.requestsPerSec / baseline.requestsPerSec).toFixed(3)} | ${f.p50} | ${f.p99} | ${f.errors + f.non2xx} |`,
  );
  return [
    '| endpoint | req/s | ratio to bare | p50 ms | p99 ms | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

/**
 * The pair every benchmark measures: the bare Fastify yardstick and the Ascent server (demo
 * company, fresh data directory; PostgreSQL / Redis with BENCH_DATABASE_URL / BENCH_REDIS_URL),
 * each in its own process. With `seed`, the server first starts once (migrations, demo
 * company) and stops, `seed` writes the volume straight into the database (PGlite has one
 * owner), and the server starts again to be measured. `stop()` ends both and removes what they
 * left, unless BENCH_KEEP is set: then the database (or PGlite's data directory) stays, and its
 * address is printed, for EXPLAIN on the seeded data.
 */
export async function startBenchServers<T = void>(
  name: string,
  opts: { seed?: (db: Db) => Promise<T> } = {},
) {
  const root = path.resolve(import.meta.dirname, '..');
  const database = process.env.BENCH_DATABASE_URL
    ? await createFreshDatabase(process.env.BENCH_DATABASE_URL, 'ascent_bench')
    : null;
  // BENCH_PROFILE_DIR: the measured server writes a V8 CPU profile there when it stops.
  const nodeArgs = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const startApp = () =>
    startAppServer(
      { DATABASE_URL: database?.url ?? '', REDIS_URL: process.env.BENCH_REDIS_URL ?? '' },
      { sites: false, nodeArgs },
    );
  const app = await startApp();
  let seeded: T | undefined;
  let seedMs = 0;
  if (opts.seed) {
    // Migrated and the demo company made: stopped while the volume goes straight in.
    await app.halt();
    const started = performance.now();
    const opened = await openDatabase({ databaseUrl: database?.url ?? '', dataDir: app.dataDir });
    seeded = await opts.seed(opened.db);
    await opened.db.execute(sql`analyze`);
    await opened.close();
    seedMs = performance.now() - started;
    await app.restart();
  }
  const bareDir = fs.mkdtempSync(path.join(os.tmpdir(), `ascent-bench-${name}-`));
  const bare = await spawnServer(
    path.join(root, 'bench/bare-server.ts'),
    {},
    { healthPath: '/bare', portFile: path.join(bareDir, 'port') },
  );
  const more: AppServer[] = [];
  let stopBalancer = async () => {};
  return {
    bareUrl: `http://127.0.0.1:${bare.port}/bare`,
    /** The measured server's process id (its memory: /proc/<pid>/status). */
    appPid: app.pid,
    api: `http://127.0.0.1:${app.port}/api`,
    database: process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite',
    /** What `seed` returned, and how long it took. */
    seeded: seeded as T,
    seedMs,
    /**
     * `n - 1` more server processes on the same PostgreSQL and Redis (each its own data
     * directory) and HAProxy in front of all `n` (README "Several processes"): the balancer's
     * API address. PostgreSQL and Redis only: PGlite has one owner.
     */
    async balanced(n: number): Promise<string> {
      if (!database || !process.env.BENCH_REDIS_URL)
        throw new Error('several processes need BENCH_DATABASE_URL and BENCH_REDIS_URL');
      for (let i = 1; i < n; i++) more.push(await startApp());
      const balancer = await startBalancer([app.port, ...more.map((m) => m.port)]);
      stopBalancer = balancer.stop;
      return `${balancer.url}/api`;
    },
    async stop() {
      bare.child.kill('SIGTERM');
      fs.rmSync(bareDir, { recursive: true, force: true });
      await stopBalancer();
      for (const m of more) await m.stop();
      if (process.env.BENCH_KEEP) {
        await app.halt();
        console.log(`BENCH_KEEP: kept ${database?.url ?? app.dataDir}`);
        return;
      }
      await app.stop();
      await database?.drop();
    },
  };
}

/** The password a demo account gets at its first sign-in in a benchmark (the forced change). */
export const CHANGED_PASSWORD = 'Bench#Sky_73';

/**
 * Signs an account in as its person does (the first-login password change, when asked, made
 * to CHANGED_PASSWORD: until then the server answers nothing but the change); the token.
 */
export async function signInToken(
  api: string,
  account: string,
  password: string,
  loginPath: 'study/accountLogin' | 'manage/accountLogin' = 'study/accountLogin',
) {
  const base = api.replace(/\/api$/, '');
  return (await signInAsPerson(base, loginPath, account, password, CHANGED_PASSWORD)).token;
}
