import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import type { TOperationLog, TPage } from '@ascent/shared/admin';
import type {
  TQuestionDetail,
  TQuestionImportResult,
  TQuestionRow,
} from '@ascent/shared/question-admin';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { runImport } from '../../../test/imports.ts';
import {
  TEST_PASSWORD,
  buildCompany,
  buildQuestionBank,
  buildUser,
  failQuestionInsertsOf,
} from '../../../test/builders.ts';

const EN = [
  'Type',
  'Case part',
  'Question',
  'Option A',
  'Option B',
  'Option C',
  'Option D',
  'Answer',
  'Analysis',
  'Difficulty',
  'Knowledge points',
];

/** An .xlsx with these rows under these headers, as an administrator would fill it. */
function workbook(rows: unknown[][], headers: string[] = EN): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([headers, ...rows]), 'q');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

function readSheet(file: Buffer | undefined, index = 0): string[][] {
  const book = XLSX.read(file, { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[index]!]!;
  return XLSX.utils
    .sheet_to_json<unknown[]>(sheet, { header: 1, raw: false })
    .map((r) => Array.from(r, (c) => String(c ?? '')));
}

/** Good rows of every type (11 rows, 8 questions: a case with three parts). */
const GOOD: unknown[][] = [
  ['Single choice', '', 'Pick B', 'a', 'b', 'c', '', 'B', 'Because', 'Easy', 'fire, safety'],
  ['Multiple choice', '', 'Pick A and C', 'a', 'b', 'c', 'd', 'A,C', '', 'Hard', ''],
  ['Judgement', '', 'Water is wet', '', '', '', '', 'True', '', '', ''],
  ['Fill in the blank', '', 'The ____ is ____', '', '', '', '', 'sky|heaven; blue', '', '', ''],
  ['Q&A', '', 'Explain', '', '', '', '', 'A model answer', '', 'Medium', ''],
  ['Case', '', 'A story', '', '', '', '', '', '', '', ''],
  ['Single choice', 'Yes', 'Part one', 'x', 'y', '', '', 'A', '', '', ''],
  ['Judgement', 'Yes', 'Part two', '', '', '', '', 'F', '', '', ''],
  ['Q&A', 'Yes', 'Part three', '', '', '', '', '', '', '', ''],
  [2, '', 'By code', 'p', 'q', 'r', '', 'bc', '', 2, ''],
  ['判断题', '', 'Chinese type name', '', '', '', '', '×', '', '难', ''],
];

describe('question import and export', () => {
  let s: TestServer;
  let companyId: number;
  let admin: string;
  let learner: string;
  let otherAdmin: string;
  let bankId: number;
  let foreignBank: number;

  beforeAll(async () => {
    s = await startTestServer();
    companyId = (await buildCompany(s.db)).id;
    const other = await buildCompany(s.db);
    const login = async (u: { account: string }) =>
      (await s.api.login(u.account, TEST_PASSWORD)).token;
    admin = await login(await buildUser(s.db, { companyId, roles: ['admin'] }));
    learner = await login(await buildUser(s.db, { companyId }));
    otherAdmin = await login(await buildUser(s.db, { companyId: other.id, roles: ['admin'] }));
    bankId = (await buildQuestionBank(s.db, { companyId, name: 'Imported' })).id;
    foreignBank = (await buildQuestionBank(s.db, { companyId: other.id })).id;
  });
  afterAll(() => s.close());

  const upload = (
    data: Buffer,
    opts: { name?: string; bank?: number | string; token?: string; lang?: string } = {},
  ) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), opts.name ?? 'questions.xlsx');
    return runImport<TQuestionImportResult>(
      s.api,
      `/api/manage/question/import?bankId=${opts.bank ?? bankId}`,
      { raw: form, token: opts.token ?? admin, lang: opts.lang ?? 'en-US' },
    );
  };
  const listOf = async (bank: number) =>
    (
      await s.api.post<TPage<TQuestionRow>>(
        '/api/manage/question/list',
        { bankId: bank, page: 1, pageSize: 100 },
        { token: admin },
      )
    ).body.data;
  const detail = async (id: number) =>
    (await s.api.post<TQuestionDetail>('/api/manage/question/detail', { id }, { token: admin }))
      .body.data;

  it('hands out a template in the caller’s language that imports as it is', async () => {
    const en = await s.api.get('/api/manage/question/import-template', { token: admin });
    expect(en.headers.get('content-type')).toContain('spreadsheetml');
    expect(en.headers.get('content-disposition')).toContain('question-import-template.xlsx');
    const rows = readSheet(en.file);
    expect(rows[0]).toEqual([
      'Type',
      'Case part',
      'Question',
      'Option A',
      'Option B',
      'Option C',
      'Option D',
      'Option E',
      'Option F',
      'Answer',
      'Analysis',
      'Difficulty',
      'Knowledge points',
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual([
      'Single choice',
      'Multiple choice',
      'Judgement',
      'Fill in the blank',
      'Q&A',
      'Case',
      'Single choice',
      'Fill in the blank',
    ]);
    expect(readSheet(en.file, 1)[0]![0]).toMatch(/^Type: /);
    const zh = await s.api.get('/api/manage/question/import-template', {
      token: admin,
      lang: 'zh-CN',
    });
    expect(readSheet(zh.file)[0]!.slice(0, 4)).toEqual(['题型', '案例子题', '题干', '选项A']);
    const tw = await s.api.get('/api/manage/question/import-template', {
      token: admin,
      lang: 'zh-TW',
    });
    expect(readSheet(tw.file)[1]![2]).toBe('發現火情時首先應該做什麼？');

    const bank = await buildQuestionBank(s.db, { companyId });
    for (const file of [en.file!, zh.file!, tw.file!]) {
      const res = await upload(file, { bank: bank.id });
      expect(res.body).toMatchObject({ ret: 0, data: { imported: 6, failed: [] } });
    }
    const list = await listOf(bank.id);
    expect(list.total).toBe(18);
    const kase = list.list.find((q) => q.type === 8)!;
    expect(kase.childCount).toBe(2);
    const d = await detail(kase.id);
    expect(d.children.map((c) => c.type)).toEqual([1, 4]);
  });

  it('imports a sheet of every type, with parts, codes and any language’s words', async () => {
    const res = await upload(workbook(GOOD), { lang: 'zh-CN' });
    expect(res.body).toEqual({
      ret: 0,
      msg: '已导入 8 道试题',
      data: { imported: 8, failed: [] },
    });
    const list = await listOf(bankId);
    expect(list.total).toBe(8);
    const byStem = new Map(list.list.map((q) => [q.stem, q]));
    expect(await detail(byStem.get('Pick B')!.id)).toMatchObject({
      type: 1,
      options: ['a', 'b', 'c'],
      answer: ['B'],
      analysis: 'Because',
      difficulty: 1,
      knowledgePoints: ['fire', 'safety'],
    });
    expect(await detail(byStem.get('Pick A and C')!.id)).toMatchObject({
      options: ['a', 'b', 'c', 'd'],
      answer: ['A', 'C'],
      difficulty: 3,
    });
    expect((await detail(byStem.get('Water is wet')!.id)).answer).toEqual(['T']);
    expect((await detail(byStem.get('The ____ is ____')!.id)).blanks).toEqual([
      ['sky', 'heaven'],
      ['blue'],
    ]);
    expect((await detail(byStem.get('Explain')!.id)).reference).toBe('A model answer');
    const kase = await detail(byStem.get('A story')!.id);
    expect(kase.children.map((c) => [c.type, c.stem, c.answer])).toEqual([
      [1, 'Part one', ['A']],
      [3, 'Part two', ['F']],
      [5, 'Part three', []],
    ]);
    expect(await detail(byStem.get('By code')!.id)).toMatchObject({ type: 2, answer: ['B', 'C'] });
    expect(await detail(byStem.get('Chinese type name')!.id)).toMatchObject({
      type: 3,
      answer: ['F'],
      difficulty: 3,
    });
    const logs = await s.api.post<TPage<TOperationLog>>(
      '/api/manage/oplog/list',
      { entity: 'question', action: 'import' },
      { token: admin },
    );
    expect(logs.body.data.list[0]).toMatchObject({ summary: 'Imported: 8' });
  });

  it('reports every problem of every row and imports nothing when one row is wrong', async () => {
    const bad: unknown[][] = [
      ...GOOD,
      ['Essay', '', 'Unknown type', '', '', '', '', '', '', '', ''], // row 13
      ['Single choice', '', 'Two answers', 'a', 'b', '', '', 'AB', '', 'Very hard', ''], // 14
      ['Single choice', '', 'Gap', 'a', '', 'c', '', 'A', '', '', ''], // 15
      ['Judgement', 'Yes', 'Part of nothing', '', '', '', '', 'T', '', '', ''], // 16
      ['Judgement', '', '', '', '', '', '', 'maybe', '', '', ''], // 17
      ['Fill in the blank', '', 'No blanks', '', '', '', '', ' ; ', '', '', ''], // 18
      ['Case', '', 'Empty case', '', '', '', '', '', '', '', ''], // 19
      ['Multiple choice', '', 'Letter out of range', 'a', 'b', '', '', 'A, Z', '', '', ''], // 20
      ['Case', '', 'Case with a bad part', '', '', '', '', '', '', '', ''], // 21
      ['Case', 'Yes', 'Nested', '', '', '', '', '', '', '', ''], // 22
      ['Multiple choice', 'Yes', 'One answer', 'a', 'b', 'c', '', 'a', '', '', ''], // 23
    ];
    const before = (await listOf(bankId)).total;
    const res = await upload(workbook(bad));
    expect(res.body.ret).toBe(0);
    expect(res.body.msg).toBe('10 rows have problems: nothing was imported');
    expect(res.body.data.imported).toBe(0);
    expect(res.body.data.failed).toEqual([
      { row: 13, errors: ['Type: Unknown question type "Essay"'] },
      {
        row: 14,
        errors: [
          'Difficulty: Unknown difficulty "Very hard"',
          'Answer: A single choice question needs exactly one right option',
        ],
      },
      { row: 15, errors: ['Option B: The options cannot skip a column'] },
      { row: 16, errors: ['Case part: A sub-question must follow a case question'] },
      {
        row: 17,
        errors: [
          'Answer: A judgement question’s answer must be True or False',
          'Question: This field is required',
        ],
      },
      { row: 18, errors: ['Answer: A fill-in-the-blank question needs at least one blank'] },
      { row: 19, errors: ['A case question needs at least one sub-question'] },
      { row: 20, errors: ['Answer: The answer must name the question’s own options'] },
      { row: 22, errors: ['Type: A case question cannot be a sub-question'] },
      // Row 23 is a part of row 21's case (row 22 cannot be one).
      { row: 23, errors: ['Answer: A multiple choice question needs at least two right options'] },
    ]);
    expect((await listOf(bankId)).total).toBe(before);
    const zh = await upload(workbook([['Essay', '', 'x']]), { lang: 'zh-TW' });
    expect(zh.body.data.failed[0]!.errors).toEqual(['題型: 無法識別的題型「Essay」']);
  });

  it('refuses files it cannot read, and banks that are not the company’s', async () => {
    const msg = async (res: Promise<{ body: { ret: number; msg: string } }>) => {
      const r = await res;
      expect(r.body.ret).toBe(1);
      return r.body.msg;
    };
    expect(
      await msg(s.api.post('/api/manage/question/import?bankId=' + bankId, {}, { token: admin })),
    ).toBe('Please upload the questions as an .xlsx file');
    expect(await msg(upload(workbook(GOOD), { name: 'q.csv' }))).toBe(
      'Please upload the questions as an .xlsx file',
    );
    expect(await msg(upload(Buffer.from('type,stem\n1,x'), {}))).toBe(
      'The file cannot be read. Please use the import template',
    );
    expect(await msg(upload(workbook([]), {}))).toBe('The file holds no questions');
    expect(await msg(upload(workbook([['Q&A', 'x']], ['Type', 'Question']), {}))).toBe(
      'The file has no "Answer" column',
    );
    const many = Array.from({ length: 5001 }, () => ['Q&A', '', 'x', '', '', '', '', 'y']);
    expect(await msg(upload(workbook(many), {}))).toBe('At most 5000 rows can be imported at once');
    expect(await msg(upload(workbook(GOOD), { bank: foreignBank }))).toBe(
      'The question bank does not exist',
    );
    expect(await msg(upload(workbook(GOOD), { bank: 'x' }))).toBe('Parameter error');
    expect((await upload(workbook(GOOD), { token: learner })).body.ret).toBe(7);
    expect(
      (await s.api.get('/api/manage/question/import-template', { token: learner })).body.ret,
    ).toBe(7);
    expect((await s.api.get('/api/manage/question/import-template')).body.ret).toBe(2);
    expect((await upload(workbook(GOOD), { bank: bankId, token: otherAdmin })).body.msg).toBe(
      'The question bank does not exist',
    );
  });

  it('imports nothing when the database fails half-way', async () => {
    const bank = await buildQuestionBank(s.db, { companyId });
    const undo = await failQuestionInsertsOf(s.db, 'Part three');
    try {
      const res = await upload(workbook(GOOD), { bank: bank.id });
      expect(res.body).toEqual({
        ret: 1,
        msg: 'The import failed and nothing was imported. Please try again',
        data: null,
      });
      expect((await listOf(bank.id)).total).toBe(0);
    } finally {
      await undo();
    }
    expect((await upload(workbook(GOOD), { bank: bank.id })).body.data.imported).toBe(8);
  });

  it('exports the list’s questions with their parts, ready to import again', async () => {
    const res = await s.api.post('/api/manage/question/export', { bankId }, { token: admin });
    expect(res.headers.get('content-disposition')).toMatch(/questions-\d{8}-\d{6}\.xlsx/);
    const rows = readSheet(res.file);
    expect(rows).toHaveLength(12);
    expect(rows[1]!.slice(0, 3)).toEqual(['Single choice', '', 'Pick B']);
    expect(rows[9]!.slice(0, 3)).toEqual(['Q&A', 'Yes', 'Part three']);
    expect(rows[4]![rows[0]!.indexOf('Answer')]).toBe('sky|heaven;blue');

    const copy = await buildQuestionBank(s.db, { companyId });
    expect((await upload(res.file!, { bank: copy.id })).body.data.imported).toBe(8);
    const strip = (d: TQuestionDetail) => ({
      ...d,
      id: 0,
      bankId: 0,
      bankName: '',
      updatedAt: '',
      children: d.children.map((c) => ({ ...c, id: 0 })),
    });
    const a = await listOf(bankId);
    const b = await listOf(copy.id);
    for (const [i, q] of a.list.entries())
      expect(strip(await detail(b.list[i]!.id))).toEqual(strip(await detail(q.id)));

    const judgements = await s.api.post(
      '/api/manage/question/export',
      { bankId, type: 3 },
      { token: admin, lang: 'zh-CN' },
    );
    const zh = readSheet(judgements.file);
    expect(zh.slice(1).map((r) => [r[0], r[zh[0]!.indexOf('答案')]])).toEqual([
      ['判断题', '正确'],
      ['判断题', '错误'],
    ]);
    expect(
      (await s.api.post('/api/manage/question/export', { bankId: foreignBank }, { token: admin }))
        .body.msg,
    ).toBe('The question bank does not exist');
    expect(
      (await s.api.post('/api/manage/question/export', { type: 9 }, { token: admin })).body.msg,
    ).toBe('Please choose a valid question type');
    const none = await s.api.post('/api/manage/question/export', {}, { token: otherAdmin });
    expect(readSheet(none.file)).toHaveLength(1);
  });
});
