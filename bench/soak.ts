// Soak benchmark (issue 16): the mixed load of a working day on one server process for
// BENCH_SOAK_MINUTES (default 30): learners browsing (the course centre and their profile),
// players' heartbeats, the bell's count and examinees saving answers, all at once. The
// server's resident memory (RSS, /proc/<pid>/status) is sampled every 10 s. Passes when it
// stays under 1.5 GiB and grows less than 10% from the five-minute mark to the end, with no
// errors. PGlite by default; BENCH_DATABASE_URL and BENCH_REDIS_URL for PostgreSQL and Redis.
// BENCH_CONNECTIONS (default 8 per kind of load).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { figureOf, heartbeatLoad, signInToken, startBenchServers, type Figure } from './lib.ts';
import {
  demoCompany,
  seedCourses,
  seedExam,
  seedHeartbeatCourse,
  seedLedger,
} from './seed-learning.ts';

const root = path.resolve(import.meta.dirname, '..');
const minutes = Number(process.env.BENCH_SOAK_MINUTES ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const password = process.env.DEMO_PASSWORD ?? 'Welcome@2026';
const RSS_LIMIT = 1.5 * 1024 ** 3;
const QUESTIONS = 20;

const servers = await startBenchServers('soak', {
  seed: async (db) => {
    const company = await demoCompany(db);
    await seedCourses(db, company, 10_000);
    const play = await seedHeartbeatCourse(db, company, connections);
    const exam = await seedExam(db, company, {
      examinees: connections,
      questions: QUESTIONS,
      points: 1,
    });
    await seedLedger(db, company.companyId, 100_000);
    return { ...play, ...exam };
  },
});
const { courseId, resourceId, examId } = servers.seeded;

/** The server process's resident memory in bytes. */
function rss(): number {
  const status = fs.readFileSync(`/proc/${servers.appPid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/** One kind of load, as its figure. */
const run = async (name: string, opts: autocannon.Options) =>
  figureOf(name, await autocannon(opts));

try {
  const api = servers.api;
  const learner = await signInToken(api, 'learner', password);
  const beats: string[] = [];
  for (let i = 1; i <= connections; i++) beats.push(await signInToken(api, `hb${i}`, password));
  // Each examinee starts the exam once; the saves then go on for the whole soak.
  const attempts: { token: string; attemptId: number }[] = [];
  for (let i = 1; i <= connections; i++) {
    const token = `surge-token-${i}`;
    const res = await fetch(`${api}/study/exam/start`, {
      method: 'POST',
      headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ examId }),
    });
    const body = (await res.json()) as { ret: number; msg: string; data: { attemptId: number } };
    if (body.ret !== 0) throw new Error(`exam start: ${body.msg}`);
    attempts.push({ token, attemptId: body.data.attemptId });
  }
  const paper = await fetch(`${api}/study/exam/attempt/${attempts[0]!.attemptId}`, {
    headers: { authorization: `token ${attempts[0]!.token}` },
  });
  const questionIds = (
    (await paper.json()) as { data: { questions: { id: number }[] } }
  ).data.questions.map((q) => q.id);
  const as = { authorization: `token ${learner}`, 'content-type': 'application/json' };

  /** One minute of the whole mix at once. */
  const minute = async (seconds: number) => {
    let next = 0;
    return Promise.all([
      run('browse: course centre', {
        url: `${api}/study/course/list`,
        method: 'POST',
        body: '{}',
        headers: as,
        duration: seconds,
        connections,
      }),
      run('browse: me/profile', {
        url: `${api}/study/me/profile`,
        headers: as,
        duration: seconds,
        connections,
      }),
      run('bell: me/message/count', {
        url: `${api}/study/me/message/count`,
        headers: as,
        duration: seconds,
        connections,
      }),
      heartbeatLoad('heartbeat', {
        api,
        tokens: beats,
        courseId,
        resourceId,
        seconds,
        connections,
      }),
      run('exam saves', {
        url: `${api}/study/exam/answer`,
        duration: seconds,
        connections,
        requests: [
          {
            method: 'POST',
            setupRequest: (req, ctx: object) => {
              const c = ctx as { i?: number; seq?: number };
              c.i ??= next++ % attempts.length;
              c.seq = (c.seq ?? 0) + 1;
              const a = attempts[c.i]!;
              return {
                ...req,
                headers: { authorization: `token ${a.token}`, 'content-type': 'application/json' },
                body: JSON.stringify({
                  attemptId: a.attemptId,
                  questionId: questionIds[c.seq % questionIds.length],
                  value: { keys: ['ABCD'[c.seq % 4]] },
                  seq: c.seq,
                }),
              };
            },
          },
        ],
      }),
    ]);
  };

  const samples: { at: number; rss: number }[] = [];
  const started = Date.now();
  const sampler = setInterval(() => samples.push({ at: Date.now() - started, rss: rss() }), 10_000);
  samples.push({ at: 0, rss: rss() });
  const figures: Figure[][] = [];
  try {
    for (let m = 0; m < minutes; m++) figures.push(await minute(60));
  } finally {
    clearInterval(sampler);
  }
  samples.push({ at: Date.now() - started, rss: rss() });

  const mib = (b: number) => (b / 1024 ** 2).toFixed(0);
  const atFive = samples.find((s) => s.at >= 5 * 60_000) ?? samples[0]!;
  const end = samples.at(-1)!;
  const peak = Math.max(...samples.map((s) => s.rss));
  const growth = (end.rss - atFive.rss) / atFive.rss;
  const errors = figures.flat().reduce((n, f) => n + f.errors + f.non2xx, 0);
  const kinds = figures[0]!.map((f) => f.name);
  const rows = kinds.map((name) => {
    const each = figures.map((fs) => fs.find((f) => f.name === name)!);
    const rate = each.reduce((s, f) => s + f.requestsPerSec, 0) / each.length;
    const p99 = Math.max(...each.map((f) => f.p99));
    const errs = each.reduce((s, f) => s + f.errors + f.non2xx, 0);
    return `| ${name} | ${rate.toFixed(0)} | ${p99} | ${errs} |`;
  });
  const ok = peak < RSS_LIMIT && (minutes < 6 || growth < 0.1) && errors === 0;
  const report = [
    `# Soak benchmark (${new Date().toISOString()})`,
    '',
    `${os.cpus().length} cores, Node ${process.version}, ${servers.database}: ${minutes} minutes of the mixed load on one process, ${connections} connections per kind; RSS sampled every 10 s.`,
    '',
    '| load | mean req/s | worst minute p99 ms | errors |',
    '| --- | ---: | ---: | ---: |',
    ...rows,
    '',
    `- RSS: ${mib(samples[0]!.rss)} MiB at the start, ${mib(atFive.rss)} MiB at ${(atFive.at / 60_000).toFixed(1)} min, ${mib(end.rss)} MiB at the end, peak ${mib(peak)} MiB (limit ${mib(RSS_LIMIT)} MiB)`,
    `- growth after the five-minute mark: ${(growth * 100).toFixed(1)}% (goal < 10%)${minutes < 6 ? ' (a run this short has no five-minute mark to speak of)' : ''}`,
    `- ${ok ? 'passed' : 'FAILED'}`,
    '',
    `RSS (MiB) by minute: ${samples
      .filter((_, i) => i % 6 === 0)
      .map((s) => mib(s.rss))
      .join(', ')}`,
    '',
  ].join('\n');
  console.log(report);
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, `bench/results/soak-${servers.database.toLowerCase()}.md`),
    report,
  );
  if (!ok) process.exitCode = 1;
} finally {
  await servers.stop();
}
