// The 9:00 surge (issue 5): N examinees start one exam within a minute, each saves an answer
// every 10 s for 5 minutes, then every one reloads the paper (the answers it got back are
// compared with every save the server acknowledged: a missing or older one is a lost answer)
// and hands in (the score must equal the one the acknowledged answers earn). A capacity run
// (autocannon, closed loop) measures the save call's throughput against the bare Fastify
// endpoint in the same run.
//
// PostgreSQL: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (10,000 examinees,
// 300 s of saves by default). PGlite without it (a shorter run: 2,000 examinees, 60 s).
// BENCH_EXAMINEES, BENCH_RAMP_SECONDS, BENCH_SAVE_SECONDS, BENCH_SAVE_EVERY, BENCH_SOCKETS.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { figureOf, load, startBenchServers, table } from './lib.ts';
import { demoCompany, seedExam } from './seed-learning.ts';

const root = path.resolve(import.meta.dirname, '..');
const onPostgres = !!process.env.BENCH_DATABASE_URL;
const examinees = Number(process.env.BENCH_EXAMINEES ?? (onPostgres ? 10_000 : 2_000));
const rampSeconds = Number(process.env.BENCH_RAMP_SECONDS ?? 60);
const saveSeconds = Number(process.env.BENCH_SAVE_SECONDS ?? (onPostgres ? 300 : 60));
const saveEvery = Number(process.env.BENCH_SAVE_EVERY ?? 10);
const sockets = Number(process.env.BENCH_SOCKETS ?? 64);
const QUESTIONS = 50;
const POINTS = 2;
const KEYS = ['A', 'B', 'C', 'D'];

const servers = await startBenchServers('exam-surge', {
  seed: async (db) =>
    seedExam(db, await demoCompany(db), { examinees, questions: QUESTIONS, points: POINTS }),
});
const { examId } = servers.seeded;
const apiUrl = new URL(servers.api);
const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });

interface Reply {
  ret: number;
  msg: string;
  data: unknown;
}

/** One call over the shared keep-alive pool; resolves with the envelope and the time taken. */
function call(method: 'GET' | 'POST', url: string, token: string, body?: unknown) {
  const started = performance.now();
  return new Promise<{ reply: Reply | null; ms: number; error: string | null }>((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        agent,
        host: apiUrl.hostname,
        port: apiUrl.port,
        method,
        path: `${apiUrl.pathname}${url}`,
        headers: {
          authorization: `token ${token}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const ms = performance.now() - started;
          try {
            const reply = JSON.parse(Buffer.concat(chunks).toString()) as Reply;
            const error =
              res.statusCode !== 200 || reply.ret !== 0 ? `${res.statusCode} ${reply.msg}` : null;
            resolve({ reply, ms, error });
          } catch {
            resolve({ reply: null, ms, error: `HTTP ${res.statusCode}, not JSON` });
          }
        });
      },
    );
    req.on('error', (e) =>
      resolve({ reply: null, ms: performance.now() - started, error: e.message }),
    );
    req.end(payload);
  });
}

const percentile = (values: number[], p: number) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

interface Examinee {
  n: number;
  token: string;
  attemptId: number;
  questionIds: number[];
  /** The last acknowledged save per question: its seq and its key. */
  acked: Map<number, { seq: number; key: string }>;
  seq: number;
}

const errors = new Map<string, number>();
const fail = (what: string, error: string) => {
  const k = `${what}: ${error}`;
  errors.set(k, (errors.get(k) ?? 0) + 1);
};
const startMs: number[] = [];
const saveMs: number[] = [];
const people: Examinee[] = Array.from({ length: examinees }, (_, i) => ({
  n: i + 1,
  token: `surge-token-${i + 1}`,
  attemptId: 0,
  questionIds: [],
  acked: new Map(),
  seq: 0,
}));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Start (the start call and the paper it opens), then a save every `saveEvery` seconds. */
async function sit(p: Examinee, offsetMs: number) {
  await sleep(offsetMs);
  const t0 = performance.now();
  const start = await call('POST', '/study/exam/start', p.token, { examId });
  if (start.error) return fail('start', start.error);
  p.attemptId = (start.reply!.data as { attemptId: number }).attemptId;
  const paper = await call('GET', `/study/exam/attempt/${p.attemptId}`, p.token);
  if (paper.error) return fail('paper', paper.error);
  startMs.push(performance.now() - t0);
  p.questionIds = (paper.reply!.data as { questions: { id: number }[] }).questions.map((q) => q.id);
  const saves = Math.floor(saveSeconds / saveEvery);
  const began = performance.now();
  for (let i = 0; i < saves; i++) {
    const due = began + (i + 1) * saveEvery * 1000;
    await sleep(Math.max(0, due - performance.now()));
    const questionId = p.questionIds[(p.n + i) % p.questionIds.length]!;
    const key = KEYS[(p.n * 7 + i) % KEYS.length]!;
    const seq = ++p.seq;
    const saved = await call('POST', '/study/exam/answer', p.token, {
      attemptId: p.attemptId,
      questionId,
      value: { keys: [key] },
      seq,
    });
    if (saved.error) fail('save', saved.error);
    else {
      saveMs.push(saved.ms);
      const prev = p.acked.get(questionId);
      if (!prev || prev.seq < seq) p.acked.set(questionId, { seq, key });
    }
  }
}

try {
  const bare = await load('bare Fastify GET /bare', {
    url: servers.bareUrl,
    seconds: 10,
    connections: sockets,
  });

  const surgeStarted = performance.now();
  await Promise.all(people.map((p) => sit(p, Math.random() * rampSeconds * 1000)));
  const surgeSeconds = (performance.now() - surgeStarted) / 1000;

  // Capacity: saves as fast as the server takes them, each connection one examinee, the same
  // answers again with a higher seq (nothing changes, so the check below still holds).
  let nextPerson = 0;
  const capacity = await autocannon({
    url: `${servers.api}/study/exam/answer`,
    duration: 10,
    connections: sockets,
    requests: [
      {
        method: 'POST',
        setupRequest: (req, ctx: object) => {
          const c = ctx as { p?: Examinee; i?: number };
          if (!c.p) {
            c.p = people[nextPerson++ % people.length]!;
            c.i = 0;
          }
          const p = c.p;
          const questionId = p.questionIds[c.i! % p.questionIds.length]!;
          c.i! += 1;
          const key = p.acked.get(questionId)?.key ?? 'B';
          const seq = ++p.seq;
          p.acked.set(questionId, { seq, key });
          return {
            ...req,
            headers: { 'content-type': 'application/json', authorization: `token ${p.token}` },
            body: JSON.stringify({
              attemptId: p.attemptId,
              questionId,
              value: { keys: [key] },
              seq,
            }),
          };
        },
      },
    ],
  });
  const capacityFigure = figureOf('POST study/exam/answer (closed loop)', capacity);

  // Every examinee reloads: each acknowledged answer must come back, at its seq or later.
  let lost = 0;
  const reloadMs: number[] = [];
  const reload = async (p: Examinee) => {
    if (!p.attemptId) return;
    const paper = await call('GET', `/study/exam/attempt/${p.attemptId}`, p.token);
    if (paper.error) return fail('reload', paper.error);
    reloadMs.push(paper.ms);
    const answers = (
      paper.reply!.data as { answers: Record<string, { value: { keys?: string[] }; seq: number }> }
    ).answers;
    for (const [questionId, want] of p.acked) {
      const got = answers[String(questionId)];
      if (!got || got.seq < want.seq || got.value.keys?.[0] !== want.key) lost += 1;
    }
  };
  // Hand-in: the score must be what the acknowledged answers earn (key A is right).
  let wrongScores = 0;
  const submitMs: number[] = [];
  const handIn = async (p: Examinee) => {
    if (!p.attemptId) return;
    const submitted = await call('POST', '/study/exam/submit', p.token, { attemptId: p.attemptId });
    if (submitted.error) return fail('submit', submitted.error);
    submitMs.push(submitted.ms);
    const result = await call('GET', `/study/exam/attempt/${p.attemptId}/result`, p.token);
    if (result.error) return fail('result', result.error);
    const want = [...p.acked.values()].filter((a) => a.key === 'A').length * POINTS;
    if ((result.reply!.data as { score: number | null }).score !== want) wrongScores += 1;
  };
  const inBatches = async (fn: (p: Examinee) => Promise<void>) => {
    for (let i = 0; i < people.length; i += sockets * 2)
      await Promise.all(people.slice(i, i + sockets * 2).map(fn));
  };
  await inBatches(reload);
  await inBatches(handIn);

  const saves = saveMs.length;
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  const started = startMs.length;
  const ms = (v: number) => v.toFixed(0);
  const report = [
    `# Exam surge benchmark (${new Date().toISOString()})`,
    '',
    `${os.cpus().length} cores, Node ${process.version}, ${servers.database}. ${examinees} examinees start one exam (50 single-choice questions) within ${rampSeconds} s and save an answer every ${saveEvery} s for ${saveSeconds} s; one server process; the load generator on the same machine over ${sockets} keep-alive sockets.`,
    '',
    '| figure | value |',
    '| --- | ---: |',
    `| examinees started | ${started} of ${examinees} |`,
    `| start + paper p50 / p99 ms | ${ms(percentile(startMs, 50))} / ${ms(percentile(startMs, 99))} |`,
    `| saves acknowledged | ${saves} |`,
    `| save p50 / p99 ms | ${ms(percentile(saveMs, 50))} / ${ms(percentile(saveMs, 99))} |`,
    `| save throughput during the surge (saves/s) | ${(saves / surgeSeconds).toFixed(0)} |`,
    `| save throughput / bare Fastify | ${(saves / surgeSeconds / bare.requestsPerSec).toFixed(3)} |`,
    `| errors | ${errorCount} |`,
    `| answers lost (acknowledged but not returned on reload) | ${lost} |`,
    `| reload p50 / p99 ms | ${ms(percentile(reloadMs, 50))} / ${ms(percentile(reloadMs, 99))} |`,
    `| hand-in p50 / p99 ms | ${ms(percentile(submitMs, 50))} / ${ms(percentile(submitMs, 99))} |`,
    `| scores not matching the acknowledged answers | ${wrongScores} |`,
    '',
    'Capacity of the save call (closed loop, 10 s, each connection one examinee):',
    '',
    table([bare, capacityFigure], bare),
    '',
    ...(errors.size ? ['Errors:', ...[...errors].map(([k, v]) => `- ${k}: ${v}`), ''] : []),
  ].join('\n');
  console.log(report);
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, `bench/results/exam-surge-${servers.database.toLowerCase()}.md`),
    report,
  );
  if (
    errorCount > 0 ||
    lost > 0 ||
    wrongScores > 0 ||
    started < examinees ||
    capacityFigure.errors + capacityFigure.non2xx > 0
  )
    process.exitCode = 1;
} finally {
  agent.destroy();
  await servers.stop();
}
