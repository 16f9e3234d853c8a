// Scale benchmark (issue 16): the hot calls a large company makes all day, each as a ratio to a
// bare Fastify endpoint measured in the same run, with p99 latency and errors, over one
// database holding 100,000 courses (BENCH_COURSES), 1,000,000 ledger rows (BENCH_LEDGER_ROWS)
// and a training project of 5,000 learners x 20 items (BENCH_MEMBERS):
//   the course centre's first page, the learning heartbeat, the bell's poll
//   (me/message/count), me/profile, and the project report's first page.
// One process on PGlite by default; with BENCH_DATABASE_URL and BENCH_REDIS_URL on PostgreSQL
// and Redis, and then the same mix again through three processes behind HAProxy
// (BENCH_PROCESSES, README "Several processes").
// BENCH_SECONDS (default 10) per figure, BENCH_CONNECTIONS (default 20).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { heartbeatLoad, load, signInToken, startBenchServers, table, type Figure } from './lib.ts';
import {
  demoCompany,
  seedCourses,
  seedHeartbeatCourse,
  seedLedger,
  seedProgramme,
} from './seed-learning.ts';

const root = path.resolve(import.meta.dirname, '..');
const courseRows = Number(process.env.BENCH_COURSES ?? 100_000);
const ledgerRows = Number(process.env.BENCH_LEDGER_ROWS ?? 1_000_000);
const members = Number(process.env.BENCH_MEMBERS ?? 5000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const processes = Number(process.env.BENCH_PROCESSES ?? 3);
const password = process.env.DEMO_PASSWORD ?? 'Welcome@2026';

/** The goals: each call's ratio to the bare endpoint. */
const GOALS: Record<string, number> = {
  'course centre, first page of 20': 0.25,
  'learning heartbeat': 0.1,
  'me/message/count (the bell)': 0.5,
  'me/profile': 0.3,
  'project report, first page of 20': 0.1,
};

const servers = await startBenchServers('scale', {
  seed: async (db) => {
    const company = await demoCompany(db);
    await seedCourses(db, company, courseRows);
    const play = await seedHeartbeatCourse(db, company, connections);
    const programme = await seedProgramme(db, company, members, 20);
    await seedLedger(db, company.companyId, ledgerRows);
    return { ...play, programmeId: programme.programmeId };
  },
});
const { courseId, resourceId, programmeId } = servers.seeded;

/** The five calls against one API address (a process, or the balancer). */
async function mix(api: string, tokens: { learner: string; admin: string; beats: string[] }) {
  const as = (token: string) => ({
    authorization: `token ${token}`,
    'content-type': 'application/json',
  });
  const calls: [string, Parameters<typeof load>[1]][] = [
    [
      'course centre, first page of 20',
      {
        url: `${api}/study/course/list`,
        method: 'POST',
        body: '{}',
        headers: as(tokens.learner),
        seconds,
        connections,
      },
    ],
    [
      'me/message/count (the bell)',
      { url: `${api}/study/me/message/count`, headers: as(tokens.learner), seconds, connections },
    ],
    [
      'me/profile',
      { url: `${api}/study/me/profile`, headers: as(tokens.learner), seconds, connections },
    ],
    [
      'project report, first page of 20',
      {
        url: `${api}/manage/programme/report/learners`,
        method: 'POST',
        body: JSON.stringify({ programmeId, page: 1, pageSize: 20 }),
        headers: as(tokens.admin),
        seconds,
        connections,
      },
    ],
  ];
  // Each call answers a success first (a fast refusal would flatter the figure).
  for (const [name, opts] of calls) {
    const res = await fetch(opts.url, {
      method: opts.method ?? 'GET',
      headers: opts.headers,
      body: opts.body,
    });
    const body = (await res.json()) as { ret: number; msg: string };
    if (body.ret !== 0) throw new Error(`${name}: ret ${body.ret} ${body.msg}`);
  }
  const figures: Figure[] = [];
  for (const [name, opts] of calls) figures.push(await load(name, opts));
  figures.splice(
    1,
    0,
    await heartbeatLoad('learning heartbeat', {
      api,
      tokens: tokens.beats,
      courseId,
      resourceId,
      seconds,
      connections,
    }),
  );
  return figures;
}

const goalLines = (figures: Figure[], bare: Figure) =>
  figures.map((f) => {
    const ratio = f.requestsPerSec / bare.requestsPerSec;
    const goal = GOALS[f.name];
    return `- ${f.name}: ${ratio.toFixed(3)}x, goal >= ${goal}x: ${goal !== undefined && ratio >= goal ? 'met' : 'not met'}`;
  });
const total = (figures: Figure[]) => figures.reduce((sum, f) => sum + f.requestsPerSec, 0);

try {
  const tokens = {
    learner: await signInToken(servers.api, 'learner', password),
    admin: await signInToken(servers.api, 'admin', password, 'manage/accountLogin'),
    beats: [] as string[],
  };
  for (let i = 1; i <= connections; i++)
    tokens.beats.push(await signInToken(servers.api, `hb${i}`, password));
  const bare = await load('bare Fastify GET /bare', {
    url: servers.bareUrl,
    seconds,
    connections,
  });
  const one = await mix(servers.api, tokens);
  const report = [
    `# Scale benchmark (${new Date().toISOString()})`,
    '',
    `${os.cpus().length} cores, Node ${process.version}, ${servers.database}: ${courseRows} courses, ${ledgerRows} ledger rows, a project of ${members} learners x 20 items (seeded in ${(servers.seedMs / 1000).toFixed(1)} s); ${connections} connections, ${seconds} s per figure; the load generator on the same machine.`,
    '',
    '## One process',
    '',
    table([bare, ...one], bare),
    '',
    ...goalLines(one, bare),
    '',
  ];
  let errors = [...one].reduce((n, f) => n + f.errors + f.non2xx, 0);
  if (servers.database === 'PostgreSQL' && process.env.BENCH_REDIS_URL) {
    const api = await servers.balanced(processes);
    const many = await mix(api, tokens);
    errors += many.reduce((n, f) => n + f.errors + f.non2xx, 0);
    report.push(
      `## ${processes} processes behind HAProxy`,
      '',
      table([bare, ...many], bare),
      '',
      ...goalLines(many, bare),
      '',
      `The five calls together: ${total(many).toFixed(0)} req/s through ${processes} processes, ${total(one).toFixed(0)} req/s on one (${(total(many) / total(one)).toFixed(2)}x). On this ${os.cpus().length}-core machine the processes, PostgreSQL, Redis, HAProxy and the load generator share the same cores, so more processes cannot multiply the total; on machines of their own they would.`,
      '',
    );
  }
  const text = report.join('\n');
  console.log(text);
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, `bench/results/scale-${servers.database.toLowerCase()}.md`),
    text,
  );
  if (errors > 0) process.exitCode = 1;
} finally {
  await servers.stop();
}
