// User import benchmark: 10,000 users from a generated xlsx through POST /api/manage/user/import
// (and their export back): how soon the upload answers, and the wall time until the import's
// job has run (followed with me/import/detail), with the bare Fastify endpoint's throughput
// measured in the same run as the yardstick. BENCH_IMPORT_ROWS (default 10000),
// BENCH_SECONDS (default 10) for the bare figure; with BENCH_DATABASE_URL / BENCH_REDIS_URL the
// Ascent server runs on PostgreSQL / Redis.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { load, signInToken, startBenchServers, table } from './lib.ts';

const root = path.resolve(import.meta.dirname, '..');
const rowsWanted = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const password = process.env.DEMO_PASSWORD ?? 'Welcome@2026';

/** The demo company's departments, so every row is valid. */
const DEPARTMENTS = [
  '总部/技术部/研发一组',
  '总部/技术部/研发二组',
  '总部/人力资源部',
  '总部/销售部',
];

function workbook(rows: number): Buffer {
  const aoa: unknown[][] = [
    ['账号', '姓名', '初始密码', '手机号', '邮箱', '部门路径', '岗位', '角色', '密级'],
  ];
  for (let i = 1; i <= rows; i++) {
    aoa.push([
      `bench${String(i).padStart(6, '0')}`,
      `Bench User ${i}`,
      '',
      String(13000000000 + i),
      `bench${i}@example.com`,
      DEPARTMENTS[i % DEPARTMENTS.length],
      'Staff',
      i % 50 === 0 ? '导师' : '',
      [50, 60, 70, 80][i % 4],
    ]);
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(aoa), 'users');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

const servers = await startBenchServers('import');

try {
  const api = servers.api;
  const token = await signInToken(api, 'admin', password, 'manage/accountLogin');
  const auth = { authorization: `token ${token}` };

  const built = performance.now();
  const file = workbook(rowsWanted);
  const buildMs = performance.now() - built;

  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'users.xlsx');
  const started = performance.now();
  const res = await fetch(`${api}/manage/user/import`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  const answer = (await res.json()) as { ret: number; msg: string; data: { importId: number } };
  const answerMs = performance.now() - started;
  if (answer.ret !== 0) throw new Error(`import refused: ${JSON.stringify(answer).slice(0, 300)}`);
  // The import runs as a job: ask how it goes, as the admin site's dialog does (more often).
  let detail: { state: string; result: { imported: number } | null; message: string | null };
  for (;;) {
    const read = await fetch(`${api}/study/me/import/detail`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ id: answer.data.importId }),
    });
    detail = ((await read.json()) as { data: typeof detail }).data;
    if (detail.state === 'done' || detail.state === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const importMs = performance.now() - started;
  if (detail.result?.imported !== rowsWanted) {
    throw new Error(`import failed or incomplete: ${JSON.stringify(detail).slice(0, 300)}`);
  }

  const exportStarted = performance.now();
  const exported = await fetch(`${api}/manage/user/export`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ keyword: 'bench' }),
  });
  const exportBytes = (await exported.arrayBuffer()).byteLength;
  const exportMs = performance.now() - exportStarted;

  const baseline = await load('bare Fastify GET /bare', {
    url: servers.bareUrl,
    seconds,
    connections,
  });
  const db = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  const report = [
    `# User import benchmark (${new Date().toISOString()})`,
    '',
    `${os.cpus().length} cores, Node ${process.version}, ${db}.`,
    '',
    '| call | rows | file | answered | wall time | rows/s |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    `| POST /api/manage/user/import (until its job is done) | ${rowsWanted} | ${kb(file.length)} | ${answerMs.toFixed(0)} ms | ${(importMs / 1000).toFixed(2)} s | ${((rowsWanted / importMs) * 1000).toFixed(0)} |`,
    `| POST /api/manage/user/export | ${rowsWanted} | ${kb(exportBytes)} | | ${(exportMs / 1000).toFixed(2)} s | ${((rowsWanted / exportMs) * 1000).toFixed(0)} |`,
    '',
    `Generating the xlsx in the benchmark took ${(buildMs / 1000).toFixed(2)} s (not counted).`,
    'Every row is valid and has no password: the import shares one generated initial password',
    '(one Argon2id hash) and inserts 1,000 rows per statement in one transaction. The upload',
    'answers once the sheet is stored and the import queued; the job reads and writes it.',
    '',
    `Yardstick, same run (${connections} connections, ${seconds} s):`,
    '',
    table([baseline], baseline),
    '',
  ].join('\n');
  console.log(report);
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, `bench/results/import-users-${db.toLowerCase()}.md`), report);
  if (baseline.errors + baseline.non2xx > 0) process.exitCode = 1;
} finally {
  await servers.stop();
}
