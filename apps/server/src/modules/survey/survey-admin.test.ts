import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOperationLog, TPage } from '@ascent/shared/admin';
import type {
  SurveyAdminDetail,
  SurveyAdminResults,
  SurveyAdminRow,
  SurveyDetail,
  SurveyTextAnswer,
  TSurveyAnswers,
  TSurveyQuestionSave,
  TSurveySave,
} from '@ascent/shared/survey';
import { toQuestionSave } from '@ascent/shared/survey';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildCourse,
  buildDepartment,
  buildSurvey,
  buildUser,
  TEST_PASSWORD,
} from '../../../test/builders.ts';

/** Every sheet of an xlsx reply as rows of text. */
function readBook(file: Buffer | undefined): Record<string, string[][]> {
  const book = XLSX.read(file, { type: 'buffer' });
  return Object.fromEntries(
    book.SheetNames.map((name) => [
      name,
      XLSX.utils
        .sheet_to_json<unknown[]>(book.Sheets[name]!, { header: 1, raw: false })
        .map((r) => r.map((c) => String(c ?? ''))),
    ]),
  );
}

const QUESTIONS: TSurveyQuestionSave[] = [
  {
    type: 'single',
    title: 'Which format?',
    options: [
      { key: 'A', text: 'Online' },
      { key: 'B', text: 'Classroom' },
    ],
  },
  {
    type: 'multiple',
    title: 'Which topics?',
    options: ['A', 'B', 'C'].map((key) => ({ key, text: `Topic ${key}` })),
    minChoices: 1,
    maxChoices: 2,
  },
  { type: 'text', title: 'Suggestions', required: false, minLength: 0, maxLength: 100 },
  { type: 'rating', title: 'Overall', ratingMax: 5 },
];

/**
 * The admin's surveys: authoring with every refusal, publishing, results with tallies, text
 * answers, the xlsx export, anonymity (never who answered), and other companies kept out.
 */
describe('survey (admin)', () => {
  let s: TestServer;
  let companyId: number;
  let admin: string;
  let otherAdmin: string;
  let learnerToken: string;
  let people: { id: number; token: string; name: string }[];
  let dept: number;

  beforeAll(async () => {
    s = await startTestServer();
    companyId = (await buildCompany(s.db)).id;
    const otherCompany = (await buildCompany(s.db)).id;
    dept = (await buildDepartment(s.db, companyId, 'Training')).id;
    const login = async (u: { account: string }) =>
      (await s.api.login(u.account, TEST_PASSWORD)).token;
    admin = await login(await buildUser(s.db, { companyId, roles: ['admin'] }));
    otherAdmin = await login(await buildUser(s.db, { companyId: otherCompany, roles: ['admin'] }));
    people = [];
    for (const name of ['Ann', 'Bob', 'Cai']) {
      const u = await buildUser(s.db, { companyId, realName: name, departmentId: dept });
      people.push({ id: u.id, token: await login(u), name });
    }
    learnerToken = people[0]!.token;
  });
  afterAll(() => s.close());

  const manage = <T>(action: string, body: unknown, token = admin, lang = 'en-US') =>
    s.api.post<T>(`/api/manage/survey/${action}`, body, { token, lang });
  const save = (body: TSurveySave, token = admin) => manage<SurveyAdminDetail>('save', body, token);
  const base = (extra: Partial<TSurveySave> = {}): TSurveySave => ({
    kind: 'questionnaire',
    title: 'Training needs',
    questions: QUESTIONS,
    ...extra,
  });
  const submit = (surveyId: number, answers: TSurveyAnswers, token: string, targetId?: number) =>
    s.api.post<SurveyDetail>(
      '/api/study/survey/submit',
      { surveyId, targetId, answers },
      { token },
    );

  it('refuses what a survey cannot be, with the reason', async () => {
    const refused = async (body: TSurveySave, msg: string) =>
      expect((await save(body)).body, msg).toMatchObject({ ret: 1, msg });
    const q = (patch: Partial<TSurveyQuestionSave>) => [{ ...QUESTIONS[0]!, ...patch }];
    await refused(base({ title: ' ' }), 'This field is required');
    await refused(base({ questions: [] }), 'Add at least one question');
    await refused(
      base({ questions: q({ options: [{ key: 'A', text: 'Only' }] }) }),
      'A choice question needs 2 to 26 options',
    );
    await refused(
      base({
        questions: q({
          options: [
            { key: 'A', text: 'x' },
            { key: 'A', text: 'y' },
          ],
        }),
      }),
      'Option letters must be unique',
    );
    await refused(
      base({ questions: [{ ...QUESTIONS[1]!, minChoices: 3, maxChoices: 2 }] }),
      'The least choices cannot exceed the most, nor the most the number of options (3)',
    );
    await refused(
      base({ questions: [{ ...QUESTIONS[1]!, maxChoices: 4 }] }),
      'The least choices cannot exceed the most, nor the most the number of options (3)',
    );
    await refused(
      base({ questions: [{ type: 'text', title: 'T', minLength: 10, maxLength: 5 }] }),
      'The least characters cannot exceed the most',
    );
    await refused(
      base({ questions: [{ type: 'text', title: 'T', maxLength: 501 }] }),
      'Enter a whole number from 1 to 500',
    );
    await refused(
      base({ questions: [{ type: 'rating', title: 'R', ratingMax: 11 }] }),
      'Enter a whole number from 3 to 10',
    );
    await refused(
      base({ kind: 'vote' }),
      'A vote can only ask single- and multiple-choice questions',
    );
    await refused(
      base({ startAt: '2030-01-02T00:00:00Z', endAt: '2030-01-01T00:00:00Z' }),
      'The start time cannot be greater than the end time',
    );
    await refused(
      base({ resultsVisibility: 'after_end' }),
      'Set an end time to show the results after the end',
    );
    await refused(
      base({ visibility: 'limited' }),
      'Choose at least one department, position or person',
    );
    await refused(
      base({ visibility: 'limited', audience: { userIds: [999_999] } }),
      'A chosen department or person does not exist',
    );
    await refused(
      base({ preconditionCourseId: 999_999 }),
      'The survey or course of the precondition does not exist',
    );
    const foreignSurvey = await buildSurvey(s.db, { companyId: (await buildCompany(s.db)).id });
    await refused(
      base({ preconditionSurveyId: foreignSurvey.id }),
      'The survey or course of the precondition does not exist',
    );
    await refused(
      base({ kind: 'evaluation', pairs: [{ evaluatorId: people[0]!.id, targetId: 999_999 }] }),
      'A chosen evaluator or target does not exist',
    );
    await refused(
      base({ pairs: [{ evaluatorId: people[0]!.id, targetId: people[1]!.id }] }),
      'Parameter error',
    );
    expect((await manage('save', base({ title: '' }), admin, 'zh-CN')).body.msg).toBe(
      '此项为必填项',
    );
    // A learner may not author.
    expect((await save(base(), learnerToken)).body.ret).toBe(7);
  });

  let surveyId: number;
  it('saves a questionnaire, edits it keeping question ids, and logs the changes', async () => {
    const course = await buildCourse(s.db, { companyId, title: 'Onboarding' });
    const res = await save(
      base({
        // Rich text: stored through the one sanitiser (no script, no handler).
        intro: '<p onclick="steal()">Tell us <b>what</b> you need</p><script>steal()</script>',
        startAt: '2020-01-01T00:00:00Z',
        visibility: 'limited',
        audience: { departmentIds: [dept], positions: ['Rep'], userIds: [people[2]!.id] },
        preconditionCourseId: course.id,
      }),
    );
    expect(res.body).toMatchObject({ ret: 0, msg: 'Created successfully' });
    const d = res.body.data;
    surveyId = d.id;
    expect(d).toMatchObject({
      intro: '<p>Tell us <b>what</b> you need</p>',
      kind: 'questionnaire',
      status: 'draft',
      timeState: 'in_progress',
      visibility: 'limited',
      preconditionCourseTitle: 'Onboarding',
      responseCount: 0,
      audienceNames: {
        departments: [{ id: dept, name: 'Training' }],
        users: [{ id: people[2]!.id, name: 'Cai' }],
      },
    });
    expect(d.questions.map((x) => [x.no, x.type, x.required])).toEqual([
      [1, 'single', true],
      [2, 'multiple', true],
      [3, 'text', false],
      [4, 'rating', true],
    ]);
    // Fields of other types are stored neutral.
    expect(d.questions[0]).toMatchObject({ minChoices: 0, maxChoices: 0, minLength: 0 });

    const questions = d.questions.map((x) => ({ ...toQuestionSave(x), title: `${x.title}!` }));
    const moved = [
      questions[1]!,
      questions[0]!,
      { type: 'rating' as const, title: 'New', ratingMax: 10 },
    ];
    const edited = await save({
      ...base(),
      id: surveyId,
      preconditionCourseId: null,
      questions: moved,
    });
    expect(edited.body.msg).toBe('Modified successfully');
    expect(edited.body.data.questions.map((x) => [x.id === d.questions[1]!.id, x.title])).toEqual([
      [true, 'Which topics?!'],
      [false, 'Which format?!'],
      [false, 'New'],
    ]);
    expect(edited.body.data.questions[1]!.id).toBe(d.questions[0]!.id);
    expect(edited.body.data.preconditionCourseId).toBeNull();
    // A question id of another survey is a stale editor.
    const other = await buildSurvey(s.db, { companyId });
    expect(
      (
        await save({
          ...base(),
          id: surveyId,
          questions: [{ ...QUESTIONS[3]!, id: other.questionIds[0] }],
        })
      ).body.msg,
    ).toBe('The survey has changed meanwhile. Please reload and try again');
    expect(
      (await save({ ...base({ kind: 'vote', questions: [QUESTIONS[0]!] }), id: surveyId })).body
        .msg,
    ).toBe('The kind of a survey cannot change after it is created');
    // Precondition cycles are refused.
    const a = (await save(base({ title: 'A' }))).body.data.id;
    const b = (await save(base({ title: 'B', preconditionSurveyId: a }))).body.data.id;
    expect((await save({ ...base({ title: 'A', preconditionSurveyId: b }), id: a })).body.msg).toBe(
      'The survey or course of the precondition does not exist',
    );
    // Another company's administrator finds nothing.
    expect((await manage('detail', { id: surveyId }, otherAdmin)).body.msg).toBe(
      'The survey does not exist',
    );
    expect((await save({ ...base(), id: surveyId }, otherAdmin)).body.msg).toBe(
      'The survey does not exist',
    );
  });

  it('publishes, takes down and deletes, refusing what would lose answers or pairs', async () => {
    const evaluation = (await save(base({ kind: 'evaluation', title: 'Peer review' }))).body.data
      .id;
    expect((await manage('publish', { ids: [evaluation] })).body.msg).toBe(
      'Add at least one evaluator and target before publishing',
    );
    expect((await manage('publish', { ids: [surveyId] })).body).toMatchObject({
      ret: 0,
      msg: 'Published',
    });
    expect((await manage('publish', { ids: [surveyId] }, otherAdmin)).body.msg).toBe(
      'The survey does not exist',
    );
    expect((await manage('delete', { ids: [surveyId] })).body.msg).toBe(
      'A published survey cannot be deleted. Unpublish it first',
    );
    expect((await manage('unpublish', { ids: [surveyId, 999_999] })).body.ret).toBe(1);
    expect((await manage('unpublish', { ids: [surveyId] })).body.msg).toBe('Unpublished');
    const gone = (await save(base({ title: 'To delete' }))).body.data.id;
    const c = (await save(base({ title: 'Needs it', preconditionSurveyId: gone }))).body.data.id;
    expect((await manage('delete', { ids: [gone] })).body.msg).toBe('Deleted successfully');
    expect(
      (await manage<SurveyAdminDetail>('detail', { id: c })).body.data.preconditionSurveyId,
    ).toBeNull();
    expect((await manage('detail', { id: gone })).body.ret).toBe(1);
    const logs = (
      await s.api.post<TPage<TOperationLog>>(
        '/api/manage/oplog/list',
        { entity: 'survey', pageSize: 100 },
        { token: admin },
      )
    ).body.data.list;
    expect(logs.map((l) => l.action)).toEqual(
      expect.arrayContaining(['create', 'update', 'publish', 'unpublish', 'delete']),
    );
  });

  it('lists by kind, status and keyword with answer counts', async () => {
    await buildSurvey(s.db, { companyId, title: 'Lunch vote', kind: 'vote' });
    const rows = (await manage<TPage<SurveyAdminRow>>('list', { kind: 'vote' })).body.data;
    expect(rows.list.map((r) => r.title)).toEqual(['Lunch vote']);
    expect(rows.list[0]).toMatchObject({
      kind: 'vote',
      status: 'published',
      responseCount: 0,
      expectedCount: null,
    });
    const found = (
      await manage<TPage<SurveyAdminRow>>('list', { keyword: 'needs', status: 'unpublished' })
    ).body.data;
    expect(found.list.map((r) => r.id)).toEqual([surveyId]);
    expect((await manage<TPage<SurveyAdminRow>>('list', {}, otherAdmin)).body.data.total).toBe(0);
    expect((await manage('list', { kind: 'poll' })).body.ret).toBe(1);
  });

  it('tallies the answers, lists texts by person, exports named results', async () => {
    const survey = await buildSurvey(s.db, {
      companyId,
      title: 'Named survey',
      questions: QUESTIONS.map(toRow),
    });
    const [single, multiple, text, rating] = survey.questionIds as [number, number, number, number];
    const answers: TSurveyAnswers[] = [
      {
        [single]: { keys: ['A'] },
        [multiple]: { keys: ['A', 'B'] },
        [text]: { text: 'More videos' },
        [rating]: { rating: 5 },
      },
      { [single]: { keys: ['A'] }, [multiple]: { keys: ['B'] }, [rating]: { rating: 4 } },
      {
        [single]: { keys: ['B'] },
        [multiple]: { keys: ['B', 'C'] },
        [text]: { text: 'Shorter' },
        [rating]: { rating: 4 },
      },
    ];
    for (const [i, a] of answers.entries())
      expect((await submit(survey.id, a, people[i]!.token)).body.ret).toBe(0);

    const r = (await manage<SurveyAdminResults>('results', { id: survey.id })).body.data;
    expect(r).toMatchObject({
      responseCount: 3,
      anonymous: false,
      expectedCount: null,
      targets: [],
      target: null,
    });
    const [q1, q2, q3, q4] = r.questions;
    expect(q1!.options.map((o) => [o.key, o.count, o.percent])).toEqual([
      ['A', 2, 66.7],
      ['B', 1, 33.3],
    ]);
    expect(q2!.options.map((o) => o.count)).toEqual([1, 3, 1]);
    expect(q3).toMatchObject({ type: 'text', answered: 2, options: [] });
    expect(q4).toMatchObject({ answered: 3, average: 4.33 });
    expect(q4!.ratings).toEqual(
      [1, 2, 3, 4, 5].map((score) => ({ score, count: score === 4 ? 2 : score === 5 ? 1 : 0 })),
    );

    const texts = (
      await manage<TPage<SurveyTextAnswer>>('texts', { id: survey.id, questionId: text })
    ).body.data;
    expect(texts.total).toBe(2);
    expect(texts.list.map((t) => [t.text, t.respondent?.name])).toEqual(
      expect.arrayContaining([
        ['More videos', 'Ann'],
        ['Shorter', 'Cai'],
      ]),
    );
    expect(texts.list.every((t) => t.submittedAt !== null)).toBe(true);
    expect((await manage('texts', { id: survey.id, questionId: single })).body.msg).toBe(
      'The question does not exist or is not a text question',
    );
    expect((await manage('texts', { id: survey.id, questionId: text }, otherAdmin)).body.msg).toBe(
      'The survey does not exist',
    );
    expect((await manage('results', { id: survey.id }, otherAdmin)).body.msg).toBe(
      'The survey does not exist',
    );
    expect((await manage('results', { id: survey.id, targetId: people[0]!.id })).body.msg).toBe(
      'The person is not a target of this evaluation',
    );

    const exported = await manage('export', { id: survey.id });
    expect(exported.headers.get('content-type')).toContain('spreadsheetml');
    const book = readBook(exported.file);
    expect(Object.keys(book)).toEqual(['Summary', 'Responses']);
    expect(book.Summary).toContainEqual([
      '1',
      'Which format?',
      'Single choice',
      'A. Online',
      '2',
      '66.7%',
    ]);
    expect(book.Summary).toContainEqual(['4', 'Overall', 'Rating', 'Average', '4.33', '']);
    const [header, ...rows] = book.Responses!;
    expect(header!.slice(0, 4)).toEqual(['Name', 'Account', 'Department', 'Submitted at']);
    expect(rows.map((row) => row[0]).sort()).toEqual(['Ann', 'Bob', 'Cai']);
    const ann = rows.find((row) => row[0] === 'Ann')!;
    expect(ann.slice(4)).toEqual(['A. Online', 'A. Topic A; B. Topic B', 'More videos', '5']);
    const zh = readBook((await manage('export', { id: survey.id }, admin, 'zh-CN')).file);
    expect(Object.keys(zh)).toEqual(['统计', '答卷']);
    expect((await manage('export', { id: survey.id }, otherAdmin)).body).toMatchObject({
      ret: 1,
      msg: 'The survey does not exist',
    });

    // Once answered, questions keep their shape (texts may change) and anonymity stays.
    const detail = (await manage<SurveyAdminDetail>('detail', { id: survey.id })).body.data;
    const stored = detail.questions.map(toQuestionSave);
    const same = { ...base({ title: 'Named survey' }), id: survey.id, questions: stored };
    expect(
      (
        await save({
          ...same,
          questions: stored.map((x) => ({ ...x, title: `${x.title}?` })),
        })
      ).body.ret,
    ).toBe(0);
    expect((await save({ ...same, questions: stored.slice(1) })).body.msg).toBe(
      'Answers have been received: questions, options and their rules can no longer change (texts can)',
    );
    const changed = stored.map((x, i) => (i === 3 ? { ...x, ratingMax: 10 } : x));
    expect((await save({ ...same, questions: changed })).body.ret).toBe(1);
    expect((await save({ ...same, anonymous: true })).body.msg).toBe(
      'Answers have been received: anonymity can no longer change',
    );
  });

  it('never says who answered an anonymous survey: results, texts, export', async () => {
    const survey = await buildSurvey(s.db, {
      companyId,
      title: 'Anonymous survey',
      anonymous: true,
      questions: QUESTIONS.map(toRow),
    });
    const [single, multiple, text, rating] = survey.questionIds as [number, number, number, number];
    for (const [i, p] of people.entries())
      await submit(
        survey.id,
        {
          [single]: { keys: ['A'] },
          [multiple]: { keys: ['C'] },
          [text]: { text: `Secret ${i}` },
          [rating]: { rating: 3 },
        },
        p.token,
      );
    const texts = (
      await manage<TPage<SurveyTextAnswer>>('texts', { id: survey.id, questionId: text })
    ).body;
    expect(texts.data.total).toBe(3);
    for (const t of texts.data.list)
      expect(t).toMatchObject({ respondent: null, submittedAt: null });
    const r = (await manage<SurveyAdminResults>('results', { id: survey.id })).body;
    expect(r.data).toMatchObject({ anonymous: true, responseCount: 3 });
    const all = JSON.stringify([texts, r]);
    for (const p of people) {
      expect(all).not.toContain(p.name);
      expect(all).not.toContain(`"id":${p.id},`);
    }
    const book = readBook((await manage('export', { id: survey.id })).file);
    expect(book.Summary).toContainEqual(['Anonymous survey: no respondent is named']);
    const [header, ...rows] = book.Responses!;
    expect(header).toEqual([
      '1. Which format?',
      '2. Which topics?',
      '3. Suggestions',
      '4. Overall',
    ]);
    expect(rows).toHaveLength(3);
    const sheetText = JSON.stringify(book);
    for (const p of people) expect(sheetText).not.toContain(p.name);
    const detail = (await manage<SurveyAdminDetail>('detail', { id: survey.id })).body.data;
    expect(JSON.stringify(detail)).not.toContain('Ann');
  });

  it('withholds an anonymous survey answered by one person', async () => {
    const survey = await buildSurvey(s.db, {
      companyId,
      anonymous: true,
      questions: QUESTIONS.map(toRow),
    });
    const [single, multiple, text, rating] = survey.questionIds as [number, number, number, number];
    await submit(
      survey.id,
      {
        [single]: { keys: ['B'] },
        [multiple]: { keys: ['A'] },
        [text]: { text: 'Only me' },
        [rating]: { rating: 2 },
      },
      people[0]!.token,
    );
    const r = (await manage<SurveyAdminResults>('results', { id: survey.id })).body.data;
    expect(r).toMatchObject({ responseCount: 1, withheld: true });
    expect(
      r.questions.every((q) => q.answered === 0 && q.options.every((o) => o.count === 0)),
    ).toBe(true);
    expect(JSON.stringify(r)).not.toContain('Only me');
    const texts = (
      await manage<TPage<SurveyTextAnswer>>('texts', { id: survey.id, questionId: text })
    ).body.data;
    expect(texts).toMatchObject({ list: [], total: 0 });
    expect((await manage('export', { id: survey.id })).body).toMatchObject({
      ret: 1,
      msg: 'An anonymous survey shows results once at least 2 people have answered',
    });
    await submit(
      survey.id,
      { [single]: { keys: ['A'] }, [multiple]: { keys: ['B'] }, [rating]: { rating: 5 } },
      people[1]!.token,
    );
    const two = (await manage<SurveyAdminResults>('results', { id: survey.id })).body.data;
    expect(two).toMatchObject({ responseCount: 2, withheld: false });
    expect(two.questions[0]!.options.map((o) => o.count)).toEqual([1, 1]);
  });

  it('never tells who answered an anonymous evaluation, per target or per pair', async () => {
    const [ann, bob, cai] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];
    const d = (
      await save(
        base({
          kind: 'evaluation',
          title: 'Anonymous review',
          anonymous: true,
          questions: [QUESTIONS[3]!, QUESTIONS[2]!],
          pairs: [
            { evaluatorId: ann.id, targetId: cai.id },
            { evaluatorId: bob.id, targetId: cai.id },
            { evaluatorId: ann.id, targetId: bob.id },
          ],
        }),
      )
    ).body.data;
    await manage('publish', { ids: [d.id] });
    const [rating, text] = d.questions.map((q) => q.id) as [number, number];
    await submit(
      d.id,
      { [rating]: { rating: 5 }, [text]: { text: 'For Cai 1' } },
      ann.token,
      cai.id,
    );
    await submit(
      d.id,
      { [rating]: { rating: 3 }, [text]: { text: 'For Cai 2' } },
      bob.token,
      cai.id,
    );
    await submit(d.id, { [rating]: { rating: 1 }, [text]: { text: 'For Bob' } }, ann.token, bob.id);

    const detail = (await manage<SurveyAdminDetail>('detail', { id: d.id })).body.data;
    expect(detail.pairs.map((p) => p.answered)).toEqual([null, null, null]);
    // Bob has one evaluator who answered: his results would name them.
    const forBob = (await manage<SurveyAdminResults>('results', { id: d.id, targetId: bob.id }))
      .body.data;
    expect(forBob).toMatchObject({ responseCount: 1, withheld: true });
    expect(forBob.questions[0]!.average).toBeNull();
    expect((await manage('export', { id: d.id, targetId: bob.id })).body.ret).toBe(1);
    const forCai = (await manage<SurveyAdminResults>('results', { id: d.id, targetId: cai.id }))
      .body.data;
    expect(forCai).toMatchObject({ withheld: false, responseCount: 2 });
    expect(forCai.questions[0]!.average).toBe(4);
    const texts = (await manage<TPage<SurveyTextAnswer>>('texts', { id: d.id, questionId: text }))
      .body.data;
    expect(texts.list.map((t) => t.text).sort()).toEqual(['For Cai 1', 'For Cai 2']);
    expect(texts.list.every((t) => t.respondent === null && t.target?.name === 'Cai')).toBe(true);
    const book = readBook((await manage('export', { id: d.id })).file);
    expect(book.Responses![0]!.slice(0, 2)).toEqual(['Target', 'Target (Account)']);
    expect(book.Responses!.slice(1).map((row) => row[0])).toEqual(['Cai', 'Cai']);
    expect(JSON.stringify(book)).not.toContain('For Bob');
    // Removing an answered pair is not refused (a refusal would tell that it was answered).
    const edit = {
      ...base({
        kind: 'evaluation',
        title: 'Anonymous review',
        anonymous: true,
        questions: detail.questions.map(toQuestionSave),
      }),
      id: d.id,
    };
    const kept = await save({
      ...edit,
      pairs: [
        { evaluatorId: bob.id, targetId: cai.id },
        { evaluatorId: ann.id, targetId: bob.id },
      ],
    });
    expect(kept.body.ret).toBe(0);
    expect(
      (await manage<SurveyAdminResults>('results', { id: d.id })).body.data.responseCount,
    ).toBe(3);
  });

  it('keeps an evaluation per target: pairs, results per target, answered pairs stay', async () => {
    const [ann, bob, cai] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];
    const created = await save(
      base({
        kind: 'evaluation',
        title: 'Manager review',
        resultsVisibility: 'after_submit',
        questions: [QUESTIONS[3]!, QUESTIONS[2]!],
        pairs: [
          { evaluatorId: ann.id, targetId: cai.id },
          { evaluatorId: bob.id, targetId: cai.id },
          { evaluatorId: ann.id, targetId: bob.id },
          { evaluatorId: ann.id, targetId: bob.id },
        ],
      }),
    );
    const d = created.body.data;
    // Evaluations show no tallies to evaluators; repeated pairs are kept once.
    expect(d).toMatchObject({ kind: 'evaluation', resultsVisibility: 'never', visibility: 'all' });
    expect(d.pairs.map((p) => [p.evaluator.name, p.target.name, p.answered])).toEqual([
      ['Ann', 'Bob', false],
      ['Ann', 'Cai', false],
      ['Bob', 'Cai', false],
    ]);
    expect((await manage('publish', { ids: [d.id] })).body.ret).toBe(0);
    const [rating, text] = d.questions.map((q) => q.id) as [number, number];
    await submit(
      d.id,
      { [rating]: { rating: 5 }, [text]: { text: 'Clear goals' } },
      ann.token,
      cai.id,
    );
    await submit(d.id, { [rating]: { rating: 3 } }, bob.token, cai.id);
    await submit(d.id, { [rating]: { rating: 1 } }, ann.token, bob.id);

    const all = (await manage<SurveyAdminResults>('results', { id: d.id })).body.data;
    expect(all).toMatchObject({ responseCount: 3, expectedCount: 3 });
    expect(all.targets.map((t) => [t.name, t.evaluators, t.answered])).toEqual([
      ['Bob', 1, 1],
      ['Cai', 2, 2],
    ]);
    const forCai = (await manage<SurveyAdminResults>('results', { id: d.id, targetId: cai.id }))
      .body.data;
    expect(forCai).toMatchObject({ responseCount: 2, expectedCount: 2, target: { name: 'Cai' } });
    expect(forCai.questions[0]).toMatchObject({ average: 4, answered: 2 });
    const texts = (
      await manage<TPage<SurveyTextAnswer>>('texts', {
        id: d.id,
        questionId: text,
        targetId: cai.id,
      })
    ).body.data;
    expect(texts.list.map((t) => [t.text, t.respondent?.name, t.target?.name])).toEqual([
      ['Clear goals', 'Ann', 'Cai'],
    ]);
    const book = readBook((await manage('export', { id: d.id, targetId: cai.id })).file);
    expect(book.Responses![0]!.slice(0, 6)).toEqual([
      'Name',
      'Account',
      'Department',
      'Target',
      'Target (Account)',
      'Submitted at',
    ]);
    expect(book.Responses!.slice(1).map((row) => row[3])).toEqual(['Cai', 'Cai']);
    expect((await manage('results', { id: d.id, targetId: ann.id })).body.msg).toBe(
      'The person is not a target of this evaluation',
    );

    const keep = d.pairs.map((p) => ({ evaluatorId: p.evaluator.id, targetId: p.target.id }));
    const edit = {
      ...base({
        kind: 'evaluation',
        title: 'Manager review',
        questions: d.questions.map(toQuestionSave),
      }),
      id: d.id,
    };
    expect((await save({ ...edit, pairs: keep.slice(1) })).body.msg).toBe(
      'A pair that has already been answered cannot be removed',
    );
    expect((await save({ ...edit, pairs: [] })).body.ret).toBe(1);
    const added = await save({
      ...edit,
      pairs: [...keep, { evaluatorId: cai.id, targetId: ann.id }],
    });
    expect(added.body.data.pairs).toHaveLength(4);
    expect(added.body.data.pairs.filter((p) => p.answered)).toHaveLength(3);
    const listed = (await manage<TPage<SurveyAdminRow>>('list', { kind: 'evaluation' })).body.data
      .list;
    expect(listed.find((r) => r.id === d.id)).toMatchObject({ responseCount: 3, expectedCount: 4 });
  });
});

/** A question of the save call as the builder's row (the builder writes rows directly). */
function toRow(q: TSurveyQuestionSave) {
  return {
    type: q.type,
    title: q.title,
    required: q.required ?? true,
    options: q.options ?? [],
    minChoices: q.minChoices ?? 0,
    maxChoices: q.maxChoices ?? 0,
    minLength: q.minLength ?? 0,
    maxLength: q.maxLength ?? 500,
    ratingMax: q.ratingMax ?? 5,
  };
}
