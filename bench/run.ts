// Foundation benchmarks: login and study/me/profile throughput as ratios to a bare Fastify
// endpoint measured in the same run. BENCH_SECONDS (default 10) per figure; with
// BENCH_DATABASE_URL / BENCH_REDIS_URL the Ascent server runs on PostgreSQL / Redis.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CHANGED_PASSWORD,
  load,
  signInToken,
  startBenchServers,
  table,
  type Figure,
} from './lib.ts';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const password = process.env.DEMO_PASSWORD ?? 'Welcome@2026';

const servers = await startBenchServers('foundation');

try {
  const api = servers.api;
  // The learner's first sign-in makes the forced password change; the login benchmark then
  // signs in with the changed password.
  const data = { token: await signInToken(api, 'learner', password) };
  const loginBody = JSON.stringify({ account: 'learner', password: CHANGED_PASSWORD });
  const figures: Figure[] = [];
  const baseline = await load('bare Fastify GET /bare', {
    url: servers.bareUrl,
    seconds,
    connections,
  });
  figures.push(baseline);
  figures.push(
    await load('GET /api/study/me/profile', {
      url: `${api}/study/me/profile`,
      headers: { authorization: `token ${data.token}` },
      seconds,
      connections,
    }),
  );
  figures.push(
    await load('POST /api/study/accountLogin', {
      url: `${api}/study/accountLogin`,
      method: 'POST',
      body: loginBody,
      headers: { 'content-type': 'application/json' },
      seconds,
      connections,
    }),
  );
  const db = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const report = [
    `# Foundation benchmark (${new Date().toISOString()})`,
    '',
    `${os.cpus().length} cores, Node ${process.version}, ${db}, ${connections} connections, ${seconds} s each.`,
    '',
    table(figures, baseline),
    '',
  ].join('\n');
  console.log(report);
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, `bench/results/foundation-${db.toLowerCase()}.md`), report);
  const failures = figures.filter((f) => f.errors + f.non2xx > 0);
  if (failures.length) {
    console.error(`errors in: ${failures.map((f) => f.name).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await servers.stop();
}
