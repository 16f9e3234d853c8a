import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TPage } from '@ascent/shared/admin';
import type {
  TCourseProgress,
  TLearningReportResult,
  TLedgerPage,
  TLedgerTotals,
  TMyCourse,
  TRankPage,
} from '@ascent/shared/learning';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildCourse,
  buildDepartment,
  buildUser,
  TEST_PASSWORD,
} from '../../../test/builders.ts';

/**
 * The learning record: heartbeats the server checks against its own clock, one active play
 * per learner, the sequence lock, completion into the ledger exactly once, the permission
 * check's messages, SCORM data, and the learner's lists.
 */
describe('learning record', () => {
  let s: TestServer;
  let companyId: number;
  let otherCompanyId: number;
  let deptId: number;

  beforeAll(async () => {
    s = await startTestServer();
    companyId = (await buildCompany(s.db)).id;
    otherCompanyId = (await buildCompany(s.db)).id;
    deptId = (await buildDepartment(s.db, companyId, 'Sales')).id;
  });
  afterAll(() => s.close());
  afterEach(() => vi.useRealTimers());

  /** Moves the server's clock (the server runs in this process). */
  let clock = Date.now();
  const at = (seconds: number) => {
    clock += seconds * 1000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(clock);
  };

  async function learner(values: Record<string, unknown> = {}) {
    const u = await buildUser(s.db, {
      companyId,
      departmentId: deptId,
      realName: 'Lena',
      ...values,
    });
    return { ...u, token: (await s.api.login(u.account, TEST_PASSWORD)).token };
  }
  const beat = (token: string, body: Record<string, unknown>) =>
    s.api.post<TLearningReportResult>('/api/study/me/learning/log/report', body, { token });
  const progress = async (token: string, courseId: number) =>
    (await s.api.post<TCourseProgress>('/api/study/me/learning/progress', { courseId }, { token }))
      .body.data;
  const permission = (token: string, courseId: number, lang = 'en-US') =>
    s.api.post('/api/study/me/check/learning/permission', { courseId }, { token, lang });

  it('credits no more than the wall-clock time since the previous beat of the play', async () => {
    const me = await learner();
    const course = await buildCourse(s.db, {
      companyId,
      chapters: [{ resources: [{ type: 1, minSeconds: 600, durationSeconds: 1200 }] }],
    });
    const resourceId = course.chapters[0]!.resourceIds[0]!;
    const base = { courseId: course.id, resourceId, playId: 'play-aaaaaaaa' };
    at(0);
    const first = await beat(me.token, { ...base, position: 0 });
    expect(first.body.ret).toBe(0);
    expect(first.body.data).toMatchObject({ creditedSeconds: 0, active: true });
    at(15);
    // Claims to be 500 s in: only the 15 s that passed count, and furthest grows within them.
    const second = await beat(me.token, { ...base, position: 500 });
    expect(second.body.data.creditedSeconds).toBe(15);
    // The learner's first record counted them once among the course's learners.
    const detail = await s.api.get<{ learnerCount: number }>(
      `/api/study/course/${course.id}/detail`,
      { token: me.token },
    );
    expect(detail.body.data.learnerCount).toBe(1);
    expect(second.body.data.resource.studiedSeconds).toBe(15);
    expect(second.body.data.resource.furthest).toBeLessThanOrEqual(15 * 2 + 5);
    // A long silence earns at most the cap of one beat.
    at(3600);
    const third = await beat(me.token, { ...base, position: 40 });
    expect(third.body.data.creditedSeconds).toBe(60);
    // Rapid beats earn only the seconds between them.
    at(2);
    expect((await beat(me.token, { ...base, position: 42 })).body.data.creditedSeconds).toBe(2);
    expect((await progress(me.token, course.id)).resources[0]).toMatchObject({
      studiedSeconds: 77,
      position: 42,
      state: 'studying',
    });
  });

  it('two plays at once: the second gets no time until the first is silent', async () => {
    const me = await learner();
    const course = await buildCourse(s.db, {
      companyId,
      chapters: [{ resources: [{ type: 1, minSeconds: 3000, durationSeconds: 6000 }] }],
    });
    const resourceId = course.chapters[0]!.resourceIds[0]!;
    const a = { courseId: course.id, resourceId, playId: 'tab-a-00000001' };
    const b = { courseId: course.id, resourceId, playId: 'tab-b-00000002' };
    at(0);
    await beat(me.token, a);
    let total = 0;
    for (let i = 0; i < 6; i++) {
      at(7.5);
      const rb = await beat(me.token, b);
      expect(rb.body.data).toMatchObject({ active: false, creditedSeconds: 0 });
      at(7.5);
      const ra = await beat(me.token, a);
      total += ra.body.data.creditedSeconds;
    }
    // 90 s of wall clock with two tabs: 90 s credited, not 180.
    expect(total).toBe(90);
    expect((await progress(me.token, course.id)).resources[0]!.studiedSeconds).toBe(90);
    // Tab A closes; after its silence tab B takes over (its first beat earns nothing).
    at(91);
    expect((await beat(me.token, b)).body.data).toMatchObject({ active: true, creditedSeconds: 0 });
    at(10);
    expect((await beat(me.token, b)).body.data.creditedSeconds).toBe(10);
    expect((await beat(me.token, a)).body.data.active).toBe(false);
    // Tab B closes (pagehide): tab A may take over at once, starting afresh.
    at(5);
    expect((await beat(me.token, { ...b, closing: true })).body.data.creditedSeconds).toBe(5);
    at(1);
    expect((await beat(me.token, a)).body.data).toMatchObject({ active: true, creditedSeconds: 0 });
    at(15);
    expect((await beat(me.token, a)).body.data.creditedSeconds).toBe(15);
  });

  it('keeps the resume position; forbidSeek keeps the position within what was watched', async () => {
    const me = await learner();
    const course = await buildCourse(s.db, {
      companyId,
      forbidSeek: true,
      chapters: [{ resources: [{ type: 1, durationSeconds: 300 }] }],
    });
    const resourceId = course.chapters[0]!.resourceIds[0]!;
    const base = { courseId: course.id, resourceId, playId: 'resume-0000001' };
    at(0);
    await beat(me.token, { ...base, position: 0 });
    at(15);
    const r = await beat(me.token, { ...base, position: 14 });
    expect(r.body.data.resource).toMatchObject({ position: 14, furthest: 14 });
    at(15);
    // A seek far ahead: kept at the furthest the credited time allows.
    const jump = await beat(me.token, { ...base, position: 250, ended: true });
    expect(jump.body.data.resource.position).toBeLessThanOrEqual(14 + 15 * 2 + 5);
    expect(jump.body.data.resource.state).toBe('studying');
    expect((await progress(me.token, course.id)).resources[0]!.position).toBe(
      jump.body.data.resource.position,
    );
  });

  it('learn-in-sequence: a locked chapter is refused until the previous one is completed', async () => {
    const me = await learner();
    const course = await buildCourse(s.db, {
      companyId,
      learnInSequence: true,
      chapters: [
        { resources: [{ type: 5, content: '<p>a</p>', minSeconds: 10 }] },
        { resources: [{ type: 5, content: '<p>b</p>' }] },
      ],
    });
    const [ch1, ch2] = course.chapters;
    const r1 = { courseId: course.id, resourceId: ch1!.resourceIds[0]!, playId: 'seq-00000001' };
    const r2 = { courseId: course.id, resourceId: ch2!.resourceIds[0]!, playId: 'seq-00000001' };
    let p = await progress(me.token, course.id);
    expect(p.chapters.map((c) => c.locked)).toEqual([false, true]);
    const refused = await beat(me.token, r2);
    expect(refused.body).toMatchObject({
      ret: 1,
      msg: 'You must finish the previous chapter first!',
    });
    const zh = await s.api.post('/api/study/me/learning/log/report', r2, {
      token: me.token,
      lang: 'zh-CN',
    });
    expect(zh.body.msg).toBe('请先完成上一章节！');
    at(0);
    await beat(me.token, r1);
    at(12);
    expect((await beat(me.token, r1)).body.data.resource.state).toBe('completed');
    p = await progress(me.token, course.id);
    expect(p.chapters.map((c) => c.locked)).toEqual([false, false]);
    at(5);
    expect((await beat(me.token, r2)).body.ret).toBe(0);
  });

  it('completing a course writes hours, credits and points to the ledger exactly once', async () => {
    const me = await learner();
    const course = await buildCourse(s.db, {
      companyId,
      title: '信息安全培训课程',
      credits: 2.5,
      studyHours: 1.5,
      chapters: [
        {
          resources: [
            { type: 5, content: '<p>a</p>' },
            { type: 4, compulsory: false, minSeconds: 99 },
          ],
        },
        { resources: [{ type: 1, durationSeconds: 20 }] },
      ],
    });
    const [ch1, ch2] = course.chapters;
    const base = { courseId: course.id, playId: 'done-00000001' };
    at(0);
    const text = await beat(me.token, { ...base, resourceId: ch1!.resourceIds[0]! });
    expect(text.body.data.resource.state).toBe('completed');
    expect(text.body.data.courseState).toBe('studying');
    const video = { ...base, resourceId: ch2!.resourceIds[0]! };
    await beat(me.token, { ...video, position: 0 });
    at(10);
    await beat(me.token, { ...video, position: 10 });
    at(10);
    const end = await beat(me.token, { ...video, position: 20, ended: true });
    expect(end.body.data).toMatchObject({ courseState: 'completed' });
    // More beats, and the same resource again: no second credit.
    at(10);
    await beat(me.token, { ...video, position: 20, ended: true });
    const totals = await s.api.post<TLedgerTotals>(
      '/api/study/me/study/totals',
      {},
      { token: me.token },
    );
    expect(totals.body.data).toEqual({ hours: 1.5, credits: 2.5, points: 10 });
    const credits = await s.api.post<TLedgerPage>(
      '/api/study/me/study/score',
      {},
      { token: me.token },
    );
    expect(credits.body.data).toMatchObject({ total: 1, sum: 2.5 });
    expect(credits.body.data.list[0]).toMatchObject({
      kind: 'credits',
      amount: 2.5,
      rule: 'course.completed',
      itemType: 2,
      itemId: course.id,
      itemTitle: '信息安全培训课程',
      cycle: 'perItem',
      dailyLimit: null,
      bonus: 0,
      remark: '',
    });
    const hours = await s.api.post<TLedgerPage>(
      '/api/study/me/study/time',
      {},
      { token: me.token },
    );
    expect(hours.body.data.sum).toBe(1.5);
    const points = await s.api.post<TLedgerPage>(
      '/api/study/me/study/integral',
      {},
      { token: me.token },
    );
    expect(points.body.data.sum).toBe(10);
    const p = await progress(me.token, course.id);
    expect(p).toMatchObject({ state: 'completed', percent: 100 });
    const archive = await s.api.post<TPage<TMyCourse>>(
      '/api/study/me/learning/archive',
      {},
      { token: me.token },
    );
    expect(archive.body.data.list.map((c) => c.courseId)).toEqual([course.id]);
    // The rankings of this week count the hours.
    const rank = await s.api.post<TRankPage>(
      '/api/study/rank/learnrank',
      { period: 'week' },
      { token: me.token },
    );
    expect(rank.body.data.list.find((r) => r.userId === me.id)).toMatchObject({
      hours: 1.5,
      realName: 'Lena',
      departmentName: 'Sales',
    });
    expect(rank.body.data.mine).toMatchObject({ hours: 1.5 });
    const rules = await s.api.get<unknown[]>('/api/study/me/integral/rule', { token: me.token });
    expect(rules.body.data).toEqual([
      expect.objectContaining({ action: 'course.completed', kind: 'points', amount: 10 }),
      expect.objectContaining({ action: 'exam.passed', kind: 'points', amount: 10 }),
    ]);
  });

  it('a course taken down refuses the next beat at once, in every process', async () => {
    const admin = await buildUser(s.db, { companyId, roles: ['admin'] });
    const adminToken = (await s.api.login(admin.account, TEST_PASSWORD)).token;
    const other = await s.anotherProcess();
    const me = await learner();
    const course = await buildCourse(s.db, {
      companyId,
      chapters: [{ resources: [{ type: 1, minSeconds: 600, durationSeconds: 1200 }] }],
    });
    const base = {
      courseId: course.id,
      resourceId: course.chapters[0]!.resourceIds[0]!,
      playId: 'play-takedown',
      position: 0,
    };
    // Both processes have read (and keep) the course's rules.
    expect((await beat(me.token, base)).body.ret).toBe(0);
    const elsewhere = await other.post('/api/study/me/learning/log/report', base, {
      token: me.token,
    });
    expect(elsewhere.body.ret).toBe(0);

    const down = await s.api.post(
      '/api/manage/course/unpublish',
      { id: course.id },
      { token: adminToken },
    );
    expect(down.body.ret, down.body.msg).toBe(0);
    expect((await beat(me.token, base)).body.msg).toBe('The course is not accessible');
    await expect
      .poll(
        async () =>
          (await other.post('/api/study/me/learning/log/report', base, { token: me.token })).body
            .msg,
        { timeout: 1000 },
      )
      .toBe('The course is not accessible');
  });

  it('the permission check says why, in three languages', async () => {
    const me = await learner({ secrecyLevel: 60 });
    const draft = await buildCourse(s.db, { companyId, status: 'draft' });
    const down = await buildCourse(s.db, { companyId, status: 'unpublished' });
    const later = await buildCourse(s.db, {
      companyId,
      startAt: new Date(Date.now() + 86_400_000),
    });
    const over = await buildCourse(s.db, { companyId, endAt: new Date(Date.now() - 86_400_000) });
    const secret = await buildCourse(s.db, { companyId, secrecyLevel: 80 });
    const othersOnly = await buildCourse(s.db, {
      companyId,
      audience: [{ kind: 'position', ref: 'CEO' }],
    });
    const mineOnly = await buildCourse(s.db, {
      companyId,
      audience: [{ kind: 'department', ref: String(deptId) }],
    });
    const first = await buildCourse(s.db, { companyId, title: 'Basics' });
    const second = await buildCourse(s.db, { companyId, prerequisiteId: first.id });
    const signup = await buildCourse(s.db, { companyId, requiresSignup: true });
    const foreign = await buildCourse(s.db, { companyId: otherCompanyId });
    const cases: [number, string][] = [
      [999_999, 'The course does not exist'],
      [draft.id, 'The course does not exist'],
      [foreign.id, 'The course does not exist'],
      [down.id, 'The course is not accessible'],
      [later.id, 'The course has not begun'],
      [over.id, 'The course is over'],
      [secret.id, 'You have no permission to learn this course'],
      [othersOnly.id, 'You have no permission to learn this course'],
      [second.id, 'Precondition unmet: complete the course "Basics" first'],
      [signup.id, 'Please sign up for this course first'],
    ];
    for (const [id, msg] of cases)
      expect((await permission(me.token, id)).body, msg).toMatchObject({ ret: 1, msg });
    expect((await permission(me.token, later.id, 'zh-CN')).body.msg).toBe('课程尚未开始');
    expect((await permission(me.token, over.id, 'zh-TW')).body.msg).toBe('課程已結束');
    expect((await permission(me.token, mineOnly.id)).body).toMatchObject({
      ret: 0,
      data: { allowed: true },
    });
    // A beat on another company's course is refused the same way.
    const beatForeign = await beat(me.token, {
      courseId: foreign.id,
      resourceId: foreign.chapters[0]!.resourceIds[0]!,
      playId: 'foreign-000001',
    });
    expect(beatForeign.body).toMatchObject({ ret: 1, msg: 'The course does not exist' });
    // Assigned (limited audience naming the department) and not completed: a to-do.
    const todo = await s.api.post<TPage<TMyCourse>>(
      '/api/study/center/todo/list/course',
      {},
      { token: me.token },
    );
    expect(todo.body.data.list.map((c) => c.courseId)).toContain(mineOnly.id);
    expect(todo.body.data.list.map((c) => c.courseId)).not.toContain(othersOnly.id);
  });

  it('SCORM data is saved, restored, size-capped, and lesson_status completes the resource', async () => {
    const me = await learner();
    const course = await buildCourse(s.db, {
      companyId,
      chapters: [{ resources: [{ type: 10 }, { type: 5, content: '<p>x</p>' }] }],
    });
    const [scormId, textId] = course.chapters[0]!.resourceIds as [number, number];
    const ref = { courseId: course.id, resourceId: scormId };
    const empty = await s.api.post('/api/study/me/learning/scorm/get', ref, { token: me.token });
    expect(empty.body).toMatchObject({ ret: 0, data: {} });
    const cmi = {
      core: { lesson_status: 'incomplete', lesson_location: 'page-3' },
      suspend_data: 'abc',
    };
    const saved = await s.api.post(
      '/api/study/me/learning/scorm/save',
      { ...ref, cmi },
      { token: me.token },
    );
    expect(saved.body).toMatchObject({ ret: 0, data: { state: 'studying' } });
    expect(
      (await s.api.post('/api/study/me/learning/scorm/get', ref, { token: me.token })).body.data,
    ).toEqual(cmi);
    const big = await s.api.post(
      '/api/study/me/learning/scorm/save',
      { ...ref, cmi: { suspend_data: 'x'.repeat(70_000) } },
      { token: me.token },
    );
    expect(big.body).toMatchObject({
      ret: 1,
      msg: 'The learning data is too large (at most 64 KB)',
    });
    const notScorm = await s.api.post(
      '/api/study/me/learning/scorm/get',
      { ...ref, resourceId: textId },
      { token: me.token },
    );
    expect(notScorm.body).toMatchObject({ ret: 1, msg: 'The resource is not a SCORM package' });
    const done = await s.api.post(
      '/api/study/me/learning/scorm/save',
      { ...ref, cmi: { core: { lesson_status: 'passed' } } },
      { token: me.token },
    );
    expect(done.body.data).toMatchObject({ state: 'completed' });
    // Another learner sees none of it.
    const other = await learner();
    expect(
      (await s.api.post('/api/study/me/learning/scorm/get', ref, { token: other.token })).body.data,
    ).toEqual({});
  });

  it('my courses and history list the courses studied, most recent first', async () => {
    const me = await learner();
    const c1 = await buildCourse(s.db, { companyId, title: 'First' });
    const c2 = await buildCourse(s.db, { companyId, title: 'Second' });
    at(0);
    for (const c of [c1, c2])
      await beat(me.token, {
        courseId: c.id,
        resourceId: c.chapters[0]!.resourceIds[0]!,
        playId: 'history-play-01',
      });
    const history = await s.api.post<TPage<TMyCourse>>(
      '/api/study/me/learn/history',
      { pageSize: 1 },
      { token: me.token },
    );
    expect(history.body.data.total).toBe(2);
    expect(history.body.data.list).toHaveLength(1);
    const mine = await s.api.post<TPage<TMyCourse>>(
      '/api/study/me/course/list',
      { state: 'completed' },
      { token: me.token },
    );
    expect(mine.body.data.list.map((c) => c.title).sort()).toEqual(['First', 'Second']);
    const studying = await s.api.post<TPage<TMyCourse>>(
      '/api/study/me/course/list',
      { state: 'studying' },
      { token: me.token },
    );
    expect(studying.body.data.total).toBe(0);
  });
});
