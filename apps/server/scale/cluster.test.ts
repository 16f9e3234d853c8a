import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMessageTicket } from '@ascent/shared/message';
import type { TProfile } from '@ascent/shared/profile';
import type { TCompanyInfo } from '@ascent/shared/platform';
import { openDatabase, type Database } from '../src/db/client.ts';
import { companies } from '../src/modules/company/company.schema.ts';
import {
  buildCourse,
  buildExam,
  buildPaper,
  buildQuestion,
  buildQuestionBank,
  buildUser,
  TEST_PASSWORD,
} from '../test/builders.ts';
import { startCluster, type Cluster } from '../test/cluster.ts';
import { createTestClient } from '../test/http.ts';
import { openStream, type OpenStream } from '../test/message-stream.ts';

/**
 * Issue 16, "several processes for real": three server processes (`npm start`'s server) on one
 * PostgreSQL database, Redis and an S3-compatible server, behind HAProxy, as README "Several
 * processes" lays out production. `npm run test:cluster` (a stage of .ci/run).
 */
describe('three processes behind HAProxy', () => {
  let cluster: Cluster;
  let database: Database;
  let companyId: number;
  const streams: OpenStream[] = [];
  /** A client of the balancer, and of each process around it. */
  let balancer: ReturnType<typeof createTestClient>;
  let direct: ReturnType<typeof createTestClient>[];

  beforeAll(async () => {
    cluster = await startCluster(3);
    database = await openDatabase({ databaseUrl: cluster.databaseUrl });
    balancer = createTestClient(cluster.url);
    direct = cluster.processes.map((p) => createTestClient(p.baseUrl));
    const [demo] = await database.db
      .select({ id: companies.id })
      .from(companies)
      .orderBy(companies.id)
      .limit(1);
    companyId = demo!.id;
  }, 300_000);
  afterAll(async () => {
    for (const s of streams) s.close();
    await database?.close();
    await cluster?.close();
  }, 120_000);

  async function person(roles: string[] = []) {
    const user = await buildUser(database.db, { companyId, roles });
    return { user, token: (await direct[0]!.login(user.account, TEST_PASSWORD)).token };
  }

  it('a learner signed in through one process is served by the others and through the balancer', async () => {
    const me = await person();
    for (const client of direct) {
      const profile = await client.get<TProfile>('/api/study/me/profile', { token: me.token });
      expect(profile.body.ret, profile.body.msg).toBe(0);
      expect(profile.body.data.account).toBe(me.user.account);
    }
    const servedBy = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const res = await balancer.get<TProfile>('/api/study/me/profile', { token: me.token });
      expect(res.body.ret).toBe(0);
      servedBy.add(res.headers.get('x-served-by') ?? '');
    }
    expect([...servedBy].sort()).toEqual(['p1', 'p2', 'p3']);
    // Signing out through one process ends the session there at once and in the others as
    // soon as they hear it (each keeps the sessions it read: shared cache 'sessions').
    expect((await direct[2]!.get('/api/study/me/logout', { token: me.token })).body.ret).toBe(0);
    expect((await direct[2]!.get('/api/study/me/profile', { token: me.token })).body.ret).toBe(5);
    for (const client of direct)
      await expect
        .poll(
          async () => (await client.get('/api/study/me/profile', { token: me.token })).body.ret,
          { timeout: 1000 },
        )
        .toBe(5);
  });

  it('the bell on one process hears a message sent through another', async () => {
    const me = await person();
    const admin = await person(['admin']);
    // The ticket from the third process, the stream on the second, the send on the first.
    const ticket = await direct[2]!.post<TMessageTicket>(
      '/api/study/me/message/ticket',
      {},
      { token: me.token },
    );
    expect(ticket.body.ret).toBe(0);
    const stream = await openStream(cluster.processes[1]!.baseUrl, ticket.body.data.ticket);
    streams.push(stream);
    expect(await stream.nextCount()).toBe(0);
    const sent = await direct[0]!.post(
      '/api/manage/message/send',
      { title: 'Across processes', content: 'x', audience: { userIds: [me.user.id] } },
      { token: admin.token },
    );
    expect(sent.body.ret, sent.body.msg).toBe(0);
    expect(await stream.nextCount()).toBe(1);
  });

  it('an exam answered through all three processes keeps every answer', async () => {
    const me = await person();
    const bank = await buildQuestionBank(database.db, { companyId });
    const questions = [];
    for (let i = 0; i < 12; i++)
      questions.push(await buildQuestion(database.db, { companyId, bankId: bank.id, type: 1 }));
    const paper = await buildPaper(database.db, {
      companyId,
      questions: questions.map((q) => ({ questionId: q.id, score: 5 })),
    });
    const exam = await buildExam(database.db, { companyId, paperId: paper.id });
    const start = await balancer.post<{ attemptId: number }>(
      '/api/study/exam/start',
      { examId: exam.id },
      { token: me.token },
    );
    expect(start.body.ret, start.body.msg).toBe(0);
    const { attemptId } = start.body.data;
    // Key A is right: every other question is answered right, the rest wrong.
    const chosen = new Map(questions.map((q, i) => [q.id, i % 2 === 0 ? 'A' : 'B']));
    const servedBy = new Set<string>();
    let seq = 0;
    for (const [questionId, key] of chosen) {
      const saved = await balancer.post(
        '/api/study/exam/answer',
        { attemptId, questionId, value: { keys: [key] }, seq: ++seq },
        { token: me.token },
      );
      expect(saved.body.ret, saved.body.msg).toBe(0);
      servedBy.add(saved.headers.get('x-served-by') ?? '');
    }
    expect(servedBy.size).toBe(3);
    // Every process shows every acknowledged answer.
    for (const client of direct) {
      const attempt = await client.get<{ answers: Record<string, { value: { keys: string[] } }> }>(
        `/api/study/exam/attempt/${attemptId}`,
        { token: me.token },
      );
      expect(attempt.body.ret).toBe(0);
      const keys = Object.fromEntries(
        Object.entries(attempt.body.data.answers).map(([id, a]) => [id, a.value.keys[0]]),
      );
      expect(keys).toEqual(Object.fromEntries([...chosen].map(([id, k]) => [String(id), k])));
    }
    const submitted = await balancer.post(
      '/api/study/exam/submit',
      { attemptId },
      { token: me.token },
    );
    expect(submitted.body.ret, submitted.body.msg).toBe(0);
    const result = await direct[1]!.get<{ score: number }>(
      `/api/study/exam/attempt/${attemptId}/result`,
      { token: me.token },
    );
    expect(result.body.ret, result.body.msg).toBe(0);
    expect(Number(result.body.data.score)).toBe(6 * 5);
  });

  it("an admin's setting change shows at once in every process", async () => {
    const me = await person();
    const admin = await person(['admin']);
    const passExpire = async (client: ReturnType<typeof createTestClient>) =>
      (await client.get<TCompanyInfo>('/api/study/me/company/config', { token: me.token })).body
        .data.passExpire;
    const before = await passExpire(direct[0]!);
    // Every process has read (and keeps) the company's settings.
    for (const client of direct) expect(await passExpire(client)).toBe(before);
    const changed = before === 45 ? 46 : 45;
    const res = await direct[0]!.post(
      '/api/manage/company/config/update',
      {
        group: 'password',
        values: { useStrongPass: 1, passExpire: changed, useChangepassword: 1 },
      },
      { token: admin.token },
    );
    expect(res.body.ret, res.body.msg).toBe(0);
    for (const client of direct)
      await expect.poll(() => passExpire(client), { timeout: 1000 }).toBe(changed);
  });

  it('a course taken down through one process refuses the next heartbeat in every process', async () => {
    const me = await person();
    const admin = await person(['admin']);
    const course = await buildCourse(database.db, {
      companyId,
      chapters: [{ resources: [{ type: 1, minSeconds: 600, durationSeconds: 1200 }] }],
    });
    const beat = {
      courseId: course.id,
      resourceId: course.chapters[0]!.resourceIds[0]!,
      playId: 'play-cluster',
      position: 0,
    };
    const report = async (client: ReturnType<typeof createTestClient>) =>
      (await client.post('/api/study/me/learning/log/report', beat, { token: me.token })).body;
    for (const client of direct) expect((await report(client)).ret).toBe(0);
    const down = await direct[0]!.post(
      '/api/manage/course/unpublish',
      { id: course.id },
      { token: admin.token },
    );
    expect(down.body.ret, down.body.msg).toBe(0);
    for (const client of direct)
      await expect
        .poll(async () => (await report(client)).msg, { timeout: 1000 })
        .toBe('The course is not accessible');
  });
  it('an exam surge keeps every acknowledged answer while one process is killed (SIGKILL) three times', async () => {
    const bank = await buildQuestionBank(database.db, { companyId });
    const questionIds: number[] = [];
    for (let i = 0; i < 10; i++)
      questionIds.push(
        (await buildQuestion(database.db, { companyId, bankId: bank.id, type: 1 })).id,
      );
    const paper = await buildPaper(database.db, {
      companyId,
      questions: questionIds.map((questionId) => ({ questionId, score: 1 })),
    });
    const exam = await buildExam(database.db, { companyId, paperId: paper.id });
    const examinees = [];
    for (let i = 0; i < 24; i++) {
      const { token } = await person();
      const start = await balancer.post<{ attemptId: number }>(
        '/api/study/exam/start',
        { examId: exam.id },
        { token },
      );
      expect(start.body.ret, start.body.msg).toBe(0);
      examinees.push({
        token,
        attemptId: start.body.data.attemptId,
        seq: 0,
        /** The last acknowledged answer of each question. */
        acked: new Map<number, { seq: number; key: string }>(),
        lastAckAt: 0,
      });
    }
    let running = true;
    let refused = 0;
    // Each examinee saves an answer every 100 ms through the balancer; a failed save (the
    // process died under it) is not acknowledged, and the next one goes on.
    const sitting = examinees.map(async (e, n) => {
      for (let i = 0; running; i++) {
        const questionId = questionIds[(n + i) % questionIds.length]!;
        const key = 'ABCD'[(n + i) % 4]!;
        const seq = ++e.seq;
        const saved = await balancer
          .post(
            '/api/study/exam/answer',
            { attemptId: e.attemptId, questionId, value: { keys: [key] }, seq },
            { token: e.token },
          )
          .catch(() => null);
        if (saved?.body.ret === 0) {
          e.acked.set(questionId, { seq, key });
          e.lastAckAt = Date.now();
        } else refused++;
        await new Promise((r) => setTimeout(r, 100));
      }
    });
    const victim = cluster.processes[1]!;
    const gaps: number[] = [];
    try {
      for (let k = 0; k < 3; k++) {
        await new Promise((r) => setTimeout(r, 1500));
        await victim.kill();
        const killedAt = Date.now();
        // Every examinee is served again (by the other two) before the process comes back,
        // within the 10 s (about 0.2 s here: the balancer's retry and health check).
        const deadline = killedAt + 10_000;
        while (examinees.some((e) => e.lastAckAt <= killedAt)) {
          expect(Date.now()).toBeLessThan(deadline);
          await new Promise((r) => setTimeout(r, 50));
        }
        gaps.push(Math.max(...examinees.map((e) => e.lastAckAt)) - killedAt);
        await victim.restart();
      }
    } finally {
      running = false;
      await Promise.all(sitting);
    }
    console.log(
      `kill test: 24 examinees, 3 SIGKILLs of p2; every examinee served again within ${Math.max(...gaps)} ms of a kill (${gaps.join(', ')} ms); ${refused} saves refused or cut off`,
    );
    // Not one acknowledged answer is lost: each process shows the last acknowledged one.
    let lost = 0;
    for (const e of examinees) {
      const attempt = await direct[0]!.get<{
        answers: Record<string, { value: { keys: string[] }; seq: number }>;
      }>(`/api/study/exam/attempt/${e.attemptId}`, { token: e.token });
      expect(attempt.body.ret).toBe(0);
      for (const [questionId, want] of e.acked) {
        const got = attempt.body.data.answers[String(questionId)];
        if (!got || got.seq < want.seq || (got.seq === want.seq && got.value.keys[0] !== want.key))
          lost++;
      }
    }
    expect(lost).toBe(0);
  }, 240_000);
});
