import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  AnswerSaved,
  AttemptPaper,
  AttemptResult,
  ExamStartResult,
} from '@ascent/shared/exam';
import type { TAnswerValue } from '@ascent/shared/question';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Db } from '../../db/client.ts';
import { createSharedState } from '../../infra/state/shared-state.ts';
import { createPubSub } from '../../infra/pubsub/pubsub.ts';
import { LocalDiskStorage } from '../../infra/storage/file-storage.ts';
import { createTestClient, startTestServer, type TestServer } from '../../../test/http.ts';
import { createFreshDatabase } from '../../../test/fresh-database.ts';
import {
  buildCompany,
  buildExam,
  buildPaper,
  buildQuestion,
  buildQuestionBank,
  buildUser,
  expireAttempt,
  TEST_PASSWORD,
} from '../../../test/builders.ts';
import { examAttempts } from './exam.schema.ts';
import { createHandIn } from './exam.hand-in.ts';
import { createDeadlineSweeper } from './exam.sweeper.ts';

/**
 * The deadline is the server's: attempts whose time ran out are handed in by the sweeper with
 * no browser open, or by the next call that reads them; a server restart in the middle of an
 * attempt loses no answer and stops no clock.
 */

/** A company with a learner and an open exam over a paper of four single-choice questions (10 each). */
async function seedExam(db: Db, exam: Partial<Parameters<typeof buildExam>[1]> = {}) {
  const company = await buildCompany(db);
  const user = await buildUser(db, { companyId: company.id });
  const bank = await buildQuestionBank(db, { companyId: company.id });
  const ids: number[] = [];
  for (let i = 0; i < 4; i++)
    ids.push((await buildQuestion(db, { companyId: company.id, bankId: bank.id, type: 1 })).id);
  const paper = await buildPaper(db, {
    companyId: company.id,
    passRatio: 0.6,
    questions: ids.map((questionId) => ({ questionId, score: 10 })),
  });
  const e = await buildExam(db, { companyId: company.id, paperId: paper.id, ...exam });
  return { companyId: company.id, user, questionIds: ids, examId: e.id };
}

type Api = ReturnType<typeof createTestClient>;
const calls = (api: Api, token: string) => ({
  start: (examId: number) =>
    api.post<ExamStartResult>('/api/study/exam/start', { examId }, { token }),
  paper: (id: number) => api.get<AttemptPaper>(`/api/study/exam/attempt/${id}`, { token }),
  answer: (attemptId: number, questionId: number, value: TAnswerValue, seq: number) =>
    api.post<AnswerSaved>(
      '/api/study/exam/answer',
      { attemptId, questionId, value, seq },
      { token },
    ),
  submit: (attemptId: number) =>
    api.post<{ status: string }>('/api/study/exam/submit', { attemptId }, { token }),
  result: (id: number) => api.get<AttemptResult>(`/api/study/exam/attempt/${id}/result`, { token }),
});

const attemptRow = async (db: Db, id: number) =>
  (await db.select().from(examAttempts).where(eq(examAttempts.id, id)))[0]!;

describe('the deadline sweeper', () => {
  let s: TestServer;
  const sweepMs = process.env.EXAM_SWEEP_MS;

  beforeAll(async () => {
    process.env.EXAM_SWEEP_MS = '100';
    s = await startTestServer();
  });
  afterAll(async () => {
    if (sweepMs === undefined) delete process.env.EXAM_SWEEP_MS;
    else process.env.EXAM_SWEEP_MS = sweepMs;
    await s.close();
  });

  it('hands in an attempt left past its deadline with reason timeout, no browser open', async () => {
    const { user, questionIds, examId } = await seedExam(s.db);
    const token = (await s.api.login(user.account, TEST_PASSWORD)).token;
    const c = calls(s.api, token);
    const attemptId = (await c.start(examId)).body.data.attemptId;
    await c.answer(attemptId, questionIds[0]!, { keys: ['A'] }, 1);
    await c.answer(attemptId, questionIds[1]!, { keys: ['A'] }, 1);
    await c.answer(attemptId, questionIds[2]!, { keys: ['B'] }, 1);
    await expireAttempt(s.db, attemptId);
    // Nobody calls: the sweeper (every 100 ms here) hands it in.
    let row = await attemptRow(s.db, attemptId);
    for (let i = 0; i < 100 && row.status === 'in_progress'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      row = await attemptRow(s.db, attemptId);
    }
    expect(row).toMatchObject({
      status: 'marked',
      submitReason: 'timeout',
      score: 20,
      objectiveScore: 20,
      passed: false,
    });
    expect(row.submittedAt!.getTime()).toBeLessThanOrEqual(row.deadline.getTime());
    expect((await c.result(attemptId)).body.data).toMatchObject({
      submitReason: 'timeout',
      score: 20,
    });
  });

  it('hands in each overdue attempt once, whichever sweeper claims it', async () => {
    const { companyId, questionIds, examId } = await seedExam(s.db);
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) {
      const u = await buildUser(s.db, { companyId });
      const c = calls(s.api, (await s.api.login(u.account, TEST_PASSWORD)).token);
      const id = (await c.start(examId)).body.data.attemptId;
      await c.answer(id, questionIds[0]!, { keys: ['A'] }, 1);
      ids.push(id);
    }
    let marked = 0;
    const hand = createHandIn({
      db: s.db,
      onMarked: async () => {
        marked += 1;
      },
    });
    const log = { warn: () => undefined, error: () => undefined };
    const one = createDeadlineSweeper({ db: s.db, handIn: hand.handIn, log });
    const two = createDeadlineSweeper({ db: s.db, handIn: hand.handIn, log });
    for (const id of ids) await expireAttempt(s.db, id);
    await Promise.all([one.sweep(), two.sweep()]);
    // The server's own sweeper may hold some of these rows (claimed FOR UPDATE, which the two
    // sweepers above skip): locking them all without SKIP LOCKED waits for its commit.
    await s.db.transaction((tx) =>
      tx
        .select({ id: examAttempts.id })
        .from(examAttempts)
        .where(inArray(examAttempts.id, ids))
        .for('update'),
    );
    const rows = await Promise.all(ids.map((id) => attemptRow(s.db, id)));
    expect(rows.every((r) => r.status === 'marked' && r.submitReason === 'timeout')).toBe(true);
    expect(rows.every((r) => r.score === 10)).toBe(true);
    // Each was handed in exactly once (here or by the server's own sweeper).
    expect(marked).toBeLessThanOrEqual(25);
  });
});

describe('every read of an expired attempt hands it in first', () => {
  let s: TestServer;
  const sweepMs = process.env.EXAM_SWEEP_MS;

  beforeAll(async () => {
    // The server's sweeper waits an hour between passes: only the reads hand in here.
    process.env.EXAM_SWEEP_MS = '3600000';
    s = await startTestServer();
  });
  afterAll(async () => {
    if (sweepMs === undefined) delete process.env.EXAM_SWEEP_MS;
    else process.env.EXAM_SWEEP_MS = sweepMs;
    await s.close();
  });

  it('the paper, an answer save, the exam lists and hand-in all see the time is up', async () => {
    const { user, questionIds, examId } = await seedExam(s.db, { attemptsAllowed: 0 });
    const token = (await s.api.login(user.account, TEST_PASSWORD)).token;
    const c = calls(s.api, token);

    const a = (await c.start(examId)).body.data.attemptId;
    await c.answer(a, questionIds[0]!, { keys: ['A'] }, 1);
    await expireAttempt(s.db, a);
    const paper = await c.paper(a);
    expect(paper.body.data).toMatchObject({ status: 'marked' });
    expect(await attemptRow(s.db, a)).toMatchObject({ submitReason: 'timeout', score: 10 });

    const b = (await c.start(examId)).body.data.attemptId;
    expect(b).not.toBe(a);
    await c.answer(b, questionIds[0]!, { keys: ['A'] }, 1);
    await expireAttempt(s.db, b);
    expect((await c.answer(b, questionIds[1]!, { keys: ['A'] }, 1)).body).toMatchObject({
      ret: 1,
      msg: 'Time is up: the paper was handed in',
    });
    expect(await attemptRow(s.db, b)).toMatchObject({
      status: 'marked',
      submitReason: 'timeout',
      score: 10,
    });

    const d = (await c.start(examId)).body.data.attemptId;
    await expireAttempt(s.db, d);
    const list = await s.api.post<{ list: { id: number; activeAttemptId: number | null }[] }>(
      '/api/study/me/exam/list',
      {},
      { token },
    );
    expect(list.body.data.list.find((x) => x.id === examId)!.activeAttemptId).toBeNull();
    expect((await attemptRow(s.db, d)).submitReason).toBe('timeout');

    const e = (await c.start(examId)).body.data.attemptId;
    await expireAttempt(s.db, e);
    // Hand-in after the deadline is not refused as too early: it is a timeout.
    expect((await c.submit(e)).body).toMatchObject({ ret: 0, data: { status: 'marked' } });
    expect((await attemptRow(s.db, e)).submitReason).toBe('timeout');

    const f = (await c.start(examId)).body.data.attemptId;
    await expireAttempt(s.db, f);
    // Starting again hands in the expired one and opens a new attempt.
    const g = await c.start(examId);
    expect(g.body.data).toMatchObject({ resumed: false });
    expect((await attemptRow(s.db, f)).submitReason).toBe('timeout');
  });
});

/**
 * A server over a database that outlives it: PGlite in a directory (or a PostgreSQL database
 * with DATABASE_URL), so the test can stop the server and start another on the same data.
 */
async function durableServers() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ascent-exam-restart-'));
  const pg = process.env.DATABASE_URL ? await createFreshDatabase(process.env.DATABASE_URL) : null;
  const uploads = path.join(dataDir, 'files');
  fs.mkdirSync(uploads);
  return {
    async boot() {
      const database = await openDatabase({ databaseUrl: pg?.url ?? '', dataDir });
      const id = crypto.randomBytes(6).toString('hex');
      const state = createSharedState(process.env.REDIS_URL ?? '', `ascent-test:${id}:`);
      const pubsub = createPubSub(process.env.REDIS_URL ?? '', `ascent-test:${id}:`);
      const config = loadConfig({
        ...process.env,
        LOG_LEVEL: 'silent',
        SEED: 'none',
        WEB_DIST: '',
        ADMIN_DIST: '',
        EXAM_SWEEP_MS: '3600000',
      });
      const app = await buildApp({
        config,
        database,
        state,
        pubsub,
        storage: new LocalDiskStorage(uploads),
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      return {
        db: database.db,
        api: createTestClient(`http://127.0.0.1:${port}`),
        async stop() {
          await app.close();
          await pubsub.close();
          await state.close();
          await database.close();
        },
      };
    },
    async cleanup() {
      await pg?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('a server restart in the middle of an attempt', () => {
  let servers: Awaited<ReturnType<typeof durableServers>>;
  let stop: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    servers = await durableServers();
  });
  afterEach(async () => {
    await stop?.();
    stop = null;
  });
  afterAll(() => servers.cleanup());

  it('keeps every answer and the clock; hand-in scores them all', async () => {
    let server = await servers.boot();
    stop = server.stop;
    const { user, questionIds, examId } = await seedExam(server.db, { durationMinutes: 60 });
    let c = calls(server.api, (await server.api.login(user.account, TEST_PASSWORD)).token);
    const attemptId = (await c.start(examId)).body.data.attemptId;
    await c.answer(attemptId, questionIds[0]!, { keys: ['A'] }, 1);
    await c.answer(attemptId, questionIds[1]!, { keys: ['B'] }, 1);
    await c.answer(attemptId, questionIds[1]!, { keys: ['A'] }, 2);
    const before = (await c.paper(attemptId)).body.data;

    await server.stop();
    stop = null;
    server = await servers.boot();
    stop = server.stop;
    c = calls(server.api, (await server.api.login(user.account, TEST_PASSWORD)).token);

    const after = (await c.paper(attemptId)).body.data;
    expect(after.status).toBe('in_progress');
    expect(after.deadline).toBe(before.deadline);
    expect(after.startedAt).toBe(before.startedAt);
    expect(after.answers).toEqual({
      [questionIds[0]!]: { value: { keys: ['A'] }, seq: 1 },
      [questionIds[1]!]: { value: { keys: ['A'] }, seq: 2 },
    });
    // The browser's queue, sent again after the restart: a stale retry changes nothing.
    expect((await c.answer(attemptId, questionIds[1]!, { keys: ['B'] }, 1)).body.data).toEqual({
      stored: { [questionIds[1]!]: 2 },
    });
    await c.answer(attemptId, questionIds[2]!, { keys: ['A'] }, 1);
    await c.answer(attemptId, questionIds[3]!, { keys: ['C'] }, 1);
    // Resuming from the exam page gives the same attempt.
    expect((await c.start(examId)).body.data).toEqual({ attemptId, resumed: true });
    expect((await c.submit(attemptId)).body.data.status).toBe('marked');
    expect((await c.result(attemptId)).body.data).toMatchObject({
      score: 30,
      answeredCount: 4,
      submitReason: 'manual',
    });
  });
});
