import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildPaper,
  buildQuestion,
  buildQuestionBank,
} from '../../../test/builders.ts';
import { answerable, createQuestionReader, type QuestionReader } from './question.reader.ts';

/** The reader exams and practice draw papers through, on a real database. */
describe('question reader', () => {
  let s: TestServer;
  let reader: QuestionReader;
  let companyId: number;
  let otherCompany: number;
  let bankId: number;
  let pool: number;
  const q = {} as Record<'single' | 'multiple' | 'judge' | 'fill' | 'qa' | 'case', number>;
  let caseParts: number[] = [];

  beforeAll(async () => {
    s = await startTestServer();
    reader = createQuestionReader();
    companyId = (await buildCompany(s.db)).id;
    otherCompany = (await buildCompany(s.db)).id;
    bankId = (await buildQuestionBank(s.db, { companyId })).id;
    pool = (await buildQuestionBank(s.db, { companyId })).id;
    const b = { companyId, bankId };
    q.single = (await buildQuestion(s.db, { ...b, type: 1, analysis: 'A is right' })).id;
    q.multiple = (await buildQuestion(s.db, { ...b, type: 2 })).id;
    q.judge = (await buildQuestion(s.db, { ...b, type: 3 })).id;
    q.fill = (
      await buildQuestion(s.db, { ...b, type: 4, key: { blanks: [['a'], ['b', 'B'], ['c']] } })
    ).id;
    q.qa = (await buildQuestion(s.db, { ...b, type: 5 })).id;
    const kase = await buildQuestion(s.db, {
      ...b,
      type: 8,
      children: [{ type: 1 }, { type: 4 }, { type: 5 }],
    });
    q.case = kase.id;
    // The pool of random rules: 10 single choice (6 medium, 4 hard), 5 judgement, deleted and
    // part rows that must never be drawn, and a case.
    for (let i = 0; i < 10; i++)
      await buildQuestion(s.db, { companyId, bankId: pool, type: 1, difficulty: i < 6 ? 2 : 3 });
    for (let i = 0; i < 5; i++) await buildQuestion(s.db, { companyId, bankId: pool, type: 3 });
    for (let i = 0; i < 3; i++)
      await buildQuestion(s.db, { companyId, bankId: pool, type: 1, deletedAt: new Date() });
    await buildQuestion(s.db, {
      companyId,
      bankId: pool,
      type: 8,
      children: [{ type: 1 }, { type: 1 }],
    });
  });
  afterAll(() => s.close());

  const fixedPaper = (extra: object = {}) =>
    buildPaper(s.db, {
      companyId,
      passRatio: 0.6,
      questions: [
        { questionId: q.single, score: 2 },
        { questionId: q.multiple, score: 3 },
        { questionId: q.judge, score: 1 },
        { questionId: q.fill, score: 3 },
        { questionId: q.qa, score: 5 },
        { questionId: q.case, score: 10 },
      ],
      ...extra,
    });

  it('draws a fixed paper in its order, splitting a case’s score among its parts', async () => {
    const paper = await fixedPaper({ multipleScoring: 'partial' });
    const info = await reader.paperInfo(s.db, companyId, paper.id);
    expect(info).toMatchObject({
      mode: 'fixed',
      totalScore: 24,
      passScore: 14.4,
      questionCount: 6,
      multipleScoring: 'partial',
      shuffleQuestions: false,
    });
    const drawn = (await reader.draw(s.db, companyId, paper.id, 'seed'))!;
    expect(drawn).toMatchObject({ totalScore: 24, passScore: 14.4, multipleScoring: 'partial' });
    expect(drawn.questions.map((d) => [d.id, d.score, d.options])).toEqual([
      [q.single, 2, null],
      [q.multiple, 3, null],
      [q.judge, 1, null],
      [q.fill, 3, null],
      [q.qa, 5, null],
      [q.case, 10, null],
    ]);
    const kase = drawn.questions[5]!;
    expect(kase.children.map((c) => c.score)).toEqual([3.3, 3.3, 3.4]);
    caseParts = kase.children.map((c) => c.id);
    expect(answerable(drawn.questions).map((d) => d.id)).toEqual([
      q.single,
      q.multiple,
      q.judge,
      q.fill,
      q.qa,
      ...caseParts,
    ]);
    // Another company's paper, or an unknown one, is not drawn.
    expect(await reader.draw(s.db, otherCompany, paper.id, 'seed')).toBeNull();
    expect(await reader.paperInfo(s.db, otherCompany, paper.id)).toBeNull();
  });

  it('shuffles questions and options per seed: the same seed, the same paper', async () => {
    const paper = await fixedPaper({ shuffleQuestions: true, shuffleOptions: true });
    const a = (await reader.draw(s.db, companyId, paper.id, 'attempt-1'))!;
    expect(await reader.draw(s.db, companyId, paper.id, 'attempt-1')).toEqual(a);
    expect(a.questions.map((d) => d.id).sort()).toEqual(
      [q.single, q.multiple, q.judge, q.fill, q.qa, q.case].sort(),
    );
    const orders = new Set<string>();
    const optionOrders = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const d = (await reader.draw(s.db, companyId, paper.id, `attempt-${i}`))!;
      orders.add(d.questions.map((x) => x.id).join());
      const single = d.questions.find((x) => x.id === q.single)!;
      expect([...single.options!].sort()).toEqual(['A', 'B', 'C', 'D']);
      optionOrders.add(single.options!.join(''));
      // Questions without options keep none; a case's choice parts are shuffled too.
      expect(d.questions.find((x) => x.id === q.judge)!.options).toBeNull();
      const kase = d.questions.find((x) => x.id === q.case)!;
      expect(kase.children.map((c) => c.id)).toEqual(caseParts);
      expect([...kase.children[0]!.options!].sort()).toEqual(['A', 'B', 'C', 'D']);
      expect(d.totalScore).toBe(24);
    }
    expect(orders.size).toBeGreaterThan(1);
    expect(optionOrders.size).toBeGreaterThan(1);
  });

  it('draws a random paper by its rules from live top-level questions only', async () => {
    const paper = await buildPaper(s.db, {
      companyId,
      passRatio: 0.5,
      rules: [
        { bankId: pool, type: 1, difficulty: 3, count: 3, score: 2 },
        { bankId: pool, type: 3, count: 4, score: 1 },
        { bankId: pool, type: 8, count: 1, score: 4 },
      ],
    });
    expect(await reader.paperInfo(s.db, companyId, paper.id)).toMatchObject({
      mode: 'random',
      questionCount: 8,
      totalScore: 14,
      passScore: 7,
    });
    const rows = await reader.load(
      s.db,
      (await reader.draw(s.db, companyId, paper.id, 'x'))!.questions.map((d) => d.id),
    );
    const picks = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const d = (await reader.draw(s.db, companyId, paper.id, `examinee-${i}`))!;
      expect(d.totalScore).toBe(14);
      expect(d.passScore).toBe(7);
      const loaded = await reader.rowsOf(s.db, d.questions);
      const tops = d.questions.map((x) => loaded.get(x.id)!);
      expect(tops.map((r) => [r.type, r.difficulty === 3 || r.type !== 1])).toEqual([
        [1, true],
        [1, true],
        [1, true],
        [3, true],
        [3, true],
        [3, true],
        [3, true],
        [8, true],
      ]);
      expect(
        tops.every((r) => r.deletedAt === null && r.parentId === null && r.bankId === pool),
      ).toBe(true);
      expect(new Set(d.questions.map((x) => x.id)).size).toBe(8);
      expect(d.questions[7]!.children.map((c) => c.score)).toEqual([2, 2]);
      expect(await reader.draw(s.db, companyId, paper.id, `examinee-${i}`)).toEqual(d);
      picks.add(
        d.questions
          .slice(0, 3)
          .map((x) => x.id)
          .sort()
          .join(),
      );
    }
    expect(picks.size).toBeGreaterThan(1);
    expect(rows.size).toBe(8);
  });

  it('draws from banks for practice: count, types, exclusions, the company’s only', async () => {
    const opts = { companyId, bankIds: [pool], count: 4, seed: 'day-1' };
    const a = await reader.drawFromBanks(s.db, opts);
    expect(a).toHaveLength(4);
    expect(await reader.drawFromBanks(s.db, opts)).toEqual(a);
    expect(a.every((d) => d.score === 1)).toBe(true);
    const judgements = await reader.drawFromBanks(s.db, {
      ...opts,
      count: 10,
      types: [3],
      score: 2,
    });
    expect(judgements).toHaveLength(5);
    expect(judgements.every((d) => d.score === 2)).toBe(true);
    const rest = await reader.drawFromBanks(s.db, {
      ...opts,
      count: 10,
      types: [3],
      excludeIds: judgements.slice(0, 2).map((d) => d.id),
    });
    expect(rest.map((d) => d.id).sort()).toEqual(
      judgements
        .slice(2)
        .map((d) => d.id)
        .sort(),
    );
    const all = await reader.drawFromBanks(s.db, { ...opts, count: 100 });
    expect(all).toHaveLength(16);
    expect(all.find((d) => d.children.length)?.children).toHaveLength(2);
    expect(await reader.drawFromBanks(s.db, { ...opts, companyId: otherCompany })).toEqual([]);
    expect(await reader.drawFromBanks(s.db, { ...opts, bankIds: [] })).toEqual([]);
    expect(await reader.drawFromBanks(s.db, { ...opts, count: 0 })).toEqual([]);
    const shuffledOptions = await reader.drawFromBanks(s.db, {
      ...opts,
      types: [1],
      shuffleOptions: true,
    });
    expect(shuffledOptions.every((d) => d.options?.length === 4)).toBe(true);
  });

  it('shows the learner no key and the reviewer every key, in the drawn option order', async () => {
    const paper = await fixedPaper({ shuffleOptions: true });
    const drawn = (await reader.draw(s.db, companyId, paper.id, 'view'))!;
    const rows = await reader.rowsOf(s.db, drawn.questions);
    const learner = reader.learnerView(drawn.questions, rows);
    const fields = (list: object[]): string[] =>
      list.flatMap((x) => [...Object.keys(x), ...fields((x as { children: object[] }).children)]);
    expect(new Set(fields(learner))).toEqual(
      new Set(['id', 'type', 'stem', 'options', 'blankCount', 'score', 'children']),
    );
    expect(JSON.stringify(learner)).not.toMatch(/A model answer|"blanks"|"keys"/);
    const single = learner.find((x) => x.id === q.single)!;
    expect(single.options.map((o) => o.key)).toEqual(drawn.questions[0]!.options);
    expect(single.options.find((o) => o.key === 'A')!.text).toBe('Option A');
    expect(learner.find((x) => x.id === q.fill)).toMatchObject({ blankCount: 3, options: [] });
    const kase = learner.find((x) => x.id === q.case)!;
    expect(kase.children.map((c) => [c.type, c.score])).toEqual([
      [1, 3.3],
      [4, 3.3],
      [5, 3.4],
    ]);
    expect(kase.children[1]!.blankCount).toBe(1);

    const revealed = reader.revealedView(drawn.questions, rows);
    expect(revealed.find((x) => x.id === q.single)).toMatchObject({
      key: { keys: ['A'] },
      analysis: 'A is right',
    });
    expect(revealed.find((x) => x.id === q.case)!.children[2]!.key).toEqual({
      reference: 'A model answer.',
    });
    // A row that cannot be loaded is left out rather than shown broken.
    const partial = new Map([...rows].filter(([id]) => id !== q.qa));
    expect(reader.learnerView(drawn.questions, partial).map((x) => x.id)).not.toContain(q.qa);
  });
});
