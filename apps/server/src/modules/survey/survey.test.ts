import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPage } from '@ascent/shared/admin';
import type {
  MyEvaluationRow,
  MySurveyRow,
  SurveyDetail,
  SurveyDraftSaved,
  TSurveyAnswers,
} from '@ascent/shared/survey';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildCourse,
  buildDepartment,
  buildSurvey,
  buildUser,
  setSurveyWindow,
  TEST_PASSWORD,
} from '../../../test/builders.ts';

const HOUR = 3600_000;

/**
 * The learner's surveys: the list of questionnaires and votes, a survey's states (not begun,
 * overdue, precondition), drafts, the one submission per person with every answer rule,
 * votes' tallies, and evaluations (to evaluate / evaluated). Every refusal is checked.
 */
describe('survey (learner)', () => {
  let s: TestServer;
  let companyId: number;
  let learner: { id: number; token: string };
  let other: { id: number; token: string };
  let foreign: { id: number; token: string };
  let sales: number;

  beforeAll(async () => {
    s = await startTestServer();
    companyId = (await buildCompany(s.db)).id;
    const otherCompany = await buildCompany(s.db);
    sales = (await buildDepartment(s.db, companyId, 'Sales')).id;
    const make = async (opts: Parameters<typeof buildUser>[1]) => {
      const u = await buildUser(s.db, opts);
      return { id: u.id, token: (await s.api.login(u.account, TEST_PASSWORD)).token };
    };
    learner = await make({ companyId, realName: 'Li Lei', departmentId: sales, position: 'Rep' });
    other = await make({ companyId, realName: 'Han Meimei' });
    foreign = await make({ companyId: otherCompany.id });
  });
  afterAll(() => s.close());

  const call = <T>(path: string, body: unknown, token: string, lang = 'en-US') =>
    s.api.post<T>(`/api/study/${path}`, body, { token, lang });
  const detail = (surveyId: number, token = learner.token, targetId?: number, lang?: string) =>
    call<SurveyDetail>(
      'survey/detail',
      { surveyId, ...(targetId ? { targetId } : {}) },
      token,
      lang,
    );
  const draft = (
    surveyId: number,
    answers: TSurveyAnswers,
    token = learner.token,
    targetId?: number,
  ) => call<SurveyDraftSaved>('survey/draft', { surveyId, targetId, answers }, token);
  const submit = (
    surveyId: number,
    answers: TSurveyAnswers,
    token = learner.token,
    targetId?: number,
  ) => call<SurveyDetail>('survey/submit', { surveyId, targetId, answers }, token);
  const list = (body: object, token = learner.token) =>
    call<TPage<MySurveyRow>>('survey/list', body, token);

  /** A full, valid set of answers to the default questions. */
  const full = (ids: number[]): TSurveyAnswers => ({
    [ids[0]!]: { keys: ['A'] },
    [ids[1]!]: { keys: ['B', 'D'] },
    [ids[2]!]: { text: '  Very useful  ' },
    [ids[3]!]: { rating: 4 },
  });

  it('lists the questionnaires and votes the learner may answer, by tab and kind', async () => {
    const open = await buildSurvey(s.db, { companyId, title: 'Open to all' });
    const forSales = await buildSurvey(s.db, {
      companyId,
      kind: 'vote',
      title: 'Sales vote',
      audience: [{ kind: 'department', ref: String(sales) }],
      questions: [
        {
          type: 'single',
          options: [
            { key: 'A', text: 'Yes' },
            { key: 'B', text: 'No' },
          ],
        },
      ],
    });
    const forRep = await buildSurvey(s.db, {
      companyId,
      title: 'Reps only',
      audience: [{ kind: 'position', ref: 'Rep' }],
    });
    const forOther = await buildSurvey(s.db, {
      companyId,
      title: 'Han only',
      audience: [{ kind: 'user', ref: String(other.id) }],
    });
    await buildSurvey(s.db, { companyId, title: 'Draft', status: 'draft', publishedAt: null });
    await buildSurvey(s.db, { companyId, title: 'Taken down', status: 'unpublished' });
    await buildSurvey(s.db, { companyId, kind: 'evaluation', title: 'Evaluation' });
    await buildSurvey(s.db, { companyId: (await buildCompany(s.db)).id, title: 'Foreign' });
    const overdue = await buildSurvey(s.db, {
      companyId,
      title: 'Past',
      startAt: new Date(Date.now() - 3 * HOUR),
      endAt: new Date(Date.now() - HOUR),
    });

    const all = (await list({ tab: 'all', pageSize: 50 })).body.data;
    const titles = all.list.map((r) => r.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Open to all', 'Sales vote', 'Reps only', 'Past']),
    );
    for (const hidden of ['Han only', 'Draft', 'Taken down', 'Evaluation', 'Foreign'])
      expect(titles).not.toContain(hidden);
    expect(all.list.find((r) => r.id === overdue.id)?.state).toBe('overdue');
    expect(all.list.find((r) => r.id === open.id)).toMatchObject({
      kind: 'questionnaire',
      state: 'open',
      questionCount: 4,
      submittedAt: null,
    });

    const todo = (await list({ tab: 'todo', pageSize: 50 })).body.data.list.map((r) => r.id);
    expect(todo).toEqual(expect.arrayContaining([open.id, forSales.id, forRep.id]));
    expect(todo).not.toContain(overdue.id);
    const votes = (await list({ kind: 'vote' })).body.data.list.map((r) => r.id);
    expect(votes).toEqual([forSales.id]);
    expect((await list({ tab: 'all' }, other.token)).body.data.list.map((r) => r.id)).toContain(
      forOther.id,
    );
    expect((await list({ tab: 'all' }, foreign.token)).body.data.total).toBe(0);
    expect((await list({ tab: 'later' })).body).toMatchObject({ ret: 1, msg: 'Parameter error' });
  });

  it('says a survey the learner may not answer does not exist', async () => {
    const notMine = await buildSurvey(s.db, {
      companyId,
      audience: [{ kind: 'user', ref: String(other.id) }],
    });
    const drafted = await buildSurvey(s.db, { companyId, status: 'draft' });
    const evaluation = await buildSurvey(s.db, {
      companyId,
      kind: 'evaluation',
      pairs: [{ evaluatorId: other.id, targetId: learner.id }],
    });
    const theirs = await buildSurvey(s.db, { companyId: (await buildCompany(s.db)).id });
    const refused = { ret: 1, msg: 'The survey does not exist' };
    for (const [id, targetId] of [
      [notMine.id],
      [drafted.id],
      [theirs.id],
      [999_999],
      [evaluation.id],
      [evaluation.id, other.id],
      [evaluation.id, learner.id],
    ] as [number, number?][]) {
      expect((await detail(id, learner.token, targetId)).body, `${id}/${targetId}`).toMatchObject(
        refused,
      );
      expect((await draft(id, {}, learner.token, targetId)).body).toMatchObject(refused);
      expect((await submit(id, {}, learner.token, targetId)).body).toMatchObject(refused);
    }
    expect((await detail(theirs.id, foreign.token)).body.ret).toBe(1);
    expect((await detail(notMine.id, learner.token, undefined, 'zh-CN')).body.msg).toBe(
      '问卷不存在',
    );
  });

  it('shows not begun and overdue with the spec messages, and refuses answers then', async () => {
    const later = await buildSurvey(s.db, { companyId, startAt: new Date(Date.now() + HOUR) });
    const past = await buildSurvey(s.db, {
      companyId,
      startAt: new Date(Date.now() - 2 * HOUR),
      endAt: new Date(Date.now() - HOUR),
    });
    const d1 = (await detail(later.id)).body.data;
    expect(d1).toMatchObject({ state: 'not_begun', refusal: 'The survey has not begun' });
    expect(d1.questions).toHaveLength(4);
    expect((await detail(later.id, learner.token, undefined, 'zh-TW')).body.data.refusal).toBe(
      '問卷尚未開始',
    );
    expect((await draft(later.id, {})).body).toMatchObject({
      ret: 1,
      msg: 'The survey has not begun',
      data: { state: 'not_begun' },
    });
    expect((await submit(later.id, full(later.questionIds))).body.msg).toBe(
      'The survey has not begun',
    );

    expect((await detail(past.id)).body.data).toMatchObject({
      state: 'overdue',
      refusal: 'The survey is overdue',
    });
    expect((await submit(past.id, full(past.questionIds))).body).toMatchObject({
      ret: 1,
      msg: 'The survey is overdue',
    });
    expect((await detail(past.id, learner.token, undefined, 'zh-CN')).body.data.refusal).toBe(
      '问卷已过期',
    );
  });

  it('waits for a precondition: another survey submitted, a course completed', async () => {
    const first = await buildSurvey(s.db, { companyId, title: 'Before the course' });
    const second = await buildSurvey(s.db, { companyId, preconditionSurveyId: first.id });
    const course = await buildCourse(s.db, { companyId, title: 'Fire safety' });
    const afterCourse = await buildSurvey(s.db, { companyId, preconditionCourseId: course.id });

    expect((await detail(second.id)).body.data).toMatchObject({
      state: 'precondition',
      refusal: 'Precondition unmet: submit the survey "Before the course" first',
    });
    expect((await submit(second.id, full(second.questionIds))).body).toMatchObject({
      ret: 1,
      msg: 'Precondition unmet: submit the survey "Before the course" first',
    });
    expect(
      (await detail(afterCourse.id, learner.token, undefined, 'zh-CN')).body.data.refusal,
    ).toBe('未满足前提条件：请先完成课程《Fire safety》');
    const listed = (await list({ pageSize: 50 })).body.data.list;
    expect(listed.find((r) => r.id === afterCourse.id)?.state).toBe('precondition');

    expect((await submit(first.id, full(first.questionIds))).body.ret).toBe(0);
    expect((await detail(second.id)).body.data).toMatchObject({ state: 'open', refusal: null });

    // One beat on the course's text resource completes it (learning module).
    const beat = await s.api.post(
      '/api/study/me/learning/log/report',
      {
        courseId: course.id,
        resourceId: course.chapters[0]!.resourceIds[0],
        playId: 'play-survey-0001',
        position: 0,
      },
      { token: learner.token },
    );
    expect(beat.body.ret).toBe(0);
    expect((await detail(afterCourse.id)).body.data.state).toBe('open');
  });

  it('keeps a draft: partial answers, only what is given must fit', async () => {
    const survey = await buildSurvey(s.db, { companyId });
    const [single, multiple, text, rating] = survey.questionIds as [number, number, number, number];
    const saved = await draft(survey.id, { [single]: { keys: ['B'] }, [text]: { text: ' hi ' } });
    expect(saved.body).toMatchObject({ ret: 0, msg: 'Draft saved' });
    let d = (await detail(survey.id)).body.data;
    expect(d.state).toBe('open');
    expect(d.draft?.answers).toEqual({ [single]: { keys: ['B'] }, [text]: { text: 'hi' } });
    expect(d.draft?.savedAt).toBe(saved.body.data.savedAt);

    const refused = async (answers: TSurveyAnswers, msg: string) => {
      const res = await draft(survey.id, answers);
      expect(res.body, msg).toMatchObject({ ret: 1, msg });
    };
    await refused(
      { [multiple]: { keys: ['A', 'B', 'C'] } },
      'Question 2: choose at most 2 options',
    );
    await refused(
      { [single]: { keys: ['A', 'B'] } },
      'Question 1: choose one of the offered options',
    );
    await refused({ [single]: { keys: ['Z'] } }, 'Question 1: choose one of the offered options');
    await refused(
      { [multiple]: { keys: ['A', 'A'] } },
      'Question 2: choose one of the offered options',
    );
    await refused({ [text]: { text: 'x'.repeat(21) } }, 'Question 3: at most 20 characters');
    await refused({ [rating]: { rating: 6 } }, 'Question 4: rate from 1 to 5');
    await refused({ [rating]: { keys: ['A'] } }, 'Question 4: choose one of the offered options');
    await refused(
      { 999999: { keys: ['A'] } },
      'The survey has changed. Please reload it and answer again',
    );
    expect((await draft(survey.id, { [rating]: { rating: 6 } })).body.data).toEqual({
      questionId: rating,
    });
    // A draft lacks required answers and minimums: still kept.
    expect((await draft(survey.id, { [text]: { text: 'a' } })).body.ret).toBe(0);
    d = (await detail(survey.id)).body.data;
    expect(d.draft?.answers).toEqual({ [text]: { text: 'a' } });
    // Another person's draft is their own.
    expect((await detail(survey.id, other.token)).body.data.draft).toBeNull();
  });

  it('checks every rule at submission, then takes exactly one submission per person', async () => {
    const survey = await buildSurvey(s.db, { companyId });
    const [single, multiple, text, rating] = survey.questionIds as [number, number, number, number];
    await draft(survey.id, { [single]: { keys: ['C'] } });
    const good = full(survey.questionIds);
    const refused = async (answers: TSurveyAnswers, msg: string, questionId: number) => {
      const res = await submit(survey.id, answers);
      expect(res.body, msg).toEqual({ ret: 1, msg, data: { questionId } });
    };
    await refused({ ...good, [single]: { keys: [] } }, 'Question 1 must be answered', single);
    const { [rating]: _r, ...noRating } = good;
    await refused(noRating, 'Question 4 must be answered', rating);
    await refused({ ...good, [multiple]: { keys: [] } }, 'Question 2 must be answered', multiple);
    await refused(
      { ...good, [multiple]: { keys: ['A', 'B', 'C'] } },
      'Question 2: choose at most 2 options',
      multiple,
    );
    await refused(
      { ...good, [text]: { text: ' a ' } },
      'Question 3: write at least 2 characters',
      text,
    );
    await refused(
      { ...good, [text]: { text: '字'.repeat(21) } },
      'Question 3: at most 20 characters',
      text,
    );
    await refused({ ...good, [rating]: { rating: 0 } }, 'Question 4 must be answered', rating);
    expect((await submit(survey.id, { ...good, [rating]: { rating: 7 } })).body.msg).toBe(
      'Question 4: rate from 1 to 5',
    );
    const zh = await call(
      'survey/submit',
      { surveyId: survey.id, answers: {} },
      learner.token,
      'zh-CN',
    );
    expect(zh.body.msg).toBe('第 1 题为必答题');
    // Nothing was kept by the refusals: the draft is still there.
    expect((await detail(survey.id)).body.data.draft?.answers).toEqual({
      [single]: { keys: ['C'] },
    });

    // An optional text may stay empty; 20 CJK characters are 20 characters.
    const ok = await submit(survey.id, { ...good, [text]: { text: '字'.repeat(20) } });
    expect(ok.body).toMatchObject({ ret: 0, msg: 'Submitted' });
    expect(ok.body.data).toMatchObject({ state: 'submitted', refusal: null, draft: null });
    expect(ok.body.data.submission).toEqual({
      [single]: { keys: ['A'] },
      [multiple]: { keys: ['B', 'D'] },
      [text]: { text: '字'.repeat(20) },
      [rating]: { rating: 4 },
    });
    expect(ok.body.data.submittedAt).not.toBeNull();
    expect(ok.body.data.results).toBeNull(); // resultsVisibility 'never'

    expect((await submit(survey.id, good)).body).toMatchObject({
      ret: 1,
      msg: 'You have already submitted this',
      data: { state: 'submitted' },
    });
    expect((await draft(survey.id, good)).body.msg).toBe('You have already submitted this');
    const done = (await list({ tab: 'done', pageSize: 50 })).body.data.list;
    expect(done.find((r) => r.id === survey.id)?.state).toBe('submitted');
    expect(
      (await list({ tab: 'todo', pageSize: 50 })).body.data.list.map((r) => r.id),
    ).not.toContain(survey.id);

    // Optional questions left out entirely are fine.
    const { [text]: _t, ...noText } = good;
    expect((await submit(survey.id, noText, other.token)).body.ret).toBe(0);
  });

  it('takes one of two simultaneous submissions', async () => {
    const survey = await buildSurvey(s.db, { companyId });
    const answers = full(survey.questionIds);
    const results = await Promise.all([
      submit(survey.id, answers),
      submit(survey.id, answers),
      submit(survey.id, answers),
    ]);
    expect(results.map((r) => r.body.ret).sort()).toEqual([0, 1, 1]);
    expect(
      results
        .filter((r) => r.body.ret === 1)
        .every((r) => r.body.msg === 'You have already submitted this'),
    ).toBe(true);
  });

  it('keeps no answers with the person in an anonymous survey', async () => {
    const survey = await buildSurvey(s.db, { companyId, anonymous: true });
    const res = await submit(survey.id, full(survey.questionIds));
    expect(res.body.data).toMatchObject({ anonymous: true, state: 'submitted', submission: null });
    expect((await detail(survey.id)).body.data.submission).toBeNull();
    expect((await submit(survey.id, full(survey.questionIds))).body.msg).toBe(
      'You have already submitted this',
    );
  });

  it("shows a vote's tallies to voters after voting or after the end, never the texts", async () => {
    const options = [
      { key: 'A', text: 'Blue' },
      { key: 'B', text: 'Green' },
    ];
    const afterSubmit = await buildSurvey(s.db, {
      companyId,
      kind: 'vote',
      resultsVisibility: 'after_submit',
      questions: [{ type: 'single', options }],
    });
    const [q] = afterSubmit.questionIds as [number];
    expect((await detail(afterSubmit.id)).body.data.results).toBeNull();
    await submit(afterSubmit.id, { [q]: { keys: ['B'] } }, other.token);
    const voted = (await submit(afterSubmit.id, { [q]: { keys: ['A'] } })).body.data;
    expect(voted.results).toMatchObject({ responseCount: 2, expectedCount: null });
    expect(voted.results?.questions[0]?.options).toEqual([
      { key: 'A', text: 'Blue', count: 1, percent: 50 },
      { key: 'B', text: 'Green', count: 1, percent: 50 },
    ]);

    const afterEnd = await buildSurvey(s.db, {
      companyId,
      resultsVisibility: 'after_end',
      endAt: new Date(Date.now() + HOUR),
    });
    await submit(afterEnd.id, full(afterEnd.questionIds));
    expect((await detail(afterEnd.id)).body.data.results).toBeNull();
    await setSurveyWindow(s.db, afterEnd.id, { endAt: new Date(Date.now() - 1000) });
    const ended = (await detail(afterEnd.id)).body.data;
    expect(ended.state).toBe('submitted');
    // Choice and rating questions only: written answers are never shown to learners.
    expect(ended.results?.questions.map((x) => x.type)).toEqual(['single', 'multiple', 'rating']);
    expect(ended.results?.questions[2]).toMatchObject({ answered: 1, average: 4 });
    // Someone who did not answer sees no tallies.
    expect((await detail(afterEnd.id, other.token)).body.data.results).toBeNull();
  });

  it('sends evaluations to their evaluators: to evaluate, evaluated', async () => {
    const boss = await buildUser(s.db, { companyId, realName: 'Boss Wang', departmentId: sales });
    const peer = await buildUser(s.db, { companyId, realName: 'Peer Zhao' });
    const survey = await buildSurvey(s.db, {
      companyId,
      kind: 'evaluation',
      title: '360 review',
      pairs: [
        { evaluatorId: learner.id, targetId: boss.id },
        { evaluatorId: learner.id, targetId: peer.id },
        { evaluatorId: other.id, targetId: boss.id },
      ],
    });
    const evaluations = (tab: string, token = learner.token) =>
      call<TPage<MyEvaluationRow>>('me/evaluate/list', { tab }, token);
    const todo = (await evaluations('todo')).body.data;
    expect(todo.total).toBe(2);
    expect(todo.list.map((r) => [r.title, r.target.name, r.state])).toEqual([
      ['360 review', 'Boss Wang', 'open'],
      ['360 review', 'Peer Zhao', 'open'],
    ]);
    expect(todo.list[0]?.target.departmentName).toBe('Sales');
    expect((await evaluations('done')).body.data.total).toBe(0);
    expect((await evaluations('todo', foreign.token)).body.data.total).toBe(0);

    const d = (await detail(survey.id, learner.token, boss.id)).body.data;
    expect(d).toMatchObject({ kind: 'evaluation', state: 'open', target: { name: 'Boss Wang' } });
    const answers = full(survey.questionIds);
    expect(
      (
        await draft(
          survey.id,
          { [survey.questionIds[0]!]: { keys: ['B'] } },
          learner.token,
          boss.id,
        )
      ).body.ret,
    ).toBe(0);
    expect((await detail(survey.id, learner.token, peer.id)).body.data.draft).toBeNull();
    const sent = await submit(survey.id, answers, learner.token, boss.id);
    expect(sent.body.data).toMatchObject({ state: 'submitted', target: { id: boss.id } });
    expect(sent.body.data.submission).not.toBeNull();
    expect((await submit(survey.id, answers, learner.token, boss.id)).body.msg).toBe(
      'You have already submitted this',
    );
    // The other target is a task of its own; the other evaluator's task is theirs.
    expect((await detail(survey.id, learner.token, peer.id)).body.data.state).toBe('open');
    expect((await detail(survey.id, other.token, boss.id)).body.data.state).toBe('open');
    expect((await evaluations('todo')).body.data.list.map((r) => r.target.id)).toEqual([peer.id]);
    const done = (await evaluations('done')).body.data.list;
    expect(done.map((r) => [r.target.id, r.state])).toEqual([[boss.id, 'submitted']]);
    expect(done[0]?.submittedAt).not.toBeNull();
    // Not an evaluator of this target: it does not exist for them.
    expect((await submit(survey.id, answers, other.token, peer.id)).body.msg).toBe(
      'The survey does not exist',
    );
    expect((await submit(survey.id, answers, foreign.token, boss.id)).body.msg).toBe(
      'The survey does not exist',
    );
  });

  it('refuses malformed answers before reading anything', async () => {
    const survey = await buildSurvey(s.db, { companyId });
    for (const answers of [
      [],
      'x',
      { a: { keys: ['A'] } },
      { 1: { keys: 'A' } },
      { 1: { score: 3 } },
    ])
      expect(
        (await call('survey/submit', { surveyId: survey.id, answers }, learner.token)).body.ret,
      ).toBe(1);
    expect((await call('survey/detail', { surveyId: 'x' }, learner.token)).body.msg).toBe(
      'Parameter error',
    );
  });
});
