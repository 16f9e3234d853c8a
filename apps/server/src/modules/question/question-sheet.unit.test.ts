import { describe, expect, it } from 'vitest';
import { answerCell, columnHeader, mapHeader, readQuestionRows } from './question-sheet.ts';

describe('question sheet headers', () => {
  it('reads the headers of any language, the keys themselves, and ignores the rest', () => {
    expect(
      mapHeader(['题型', '題幹', 'Option C', '选项Z', '*Answer', 'knowledgePoints', 'Notes']),
    ).toEqual(['type', 'stem', 'optionC', 'optionZ', 'answer', 'knowledgePoints', undefined]);
    expect(mapHeader(['option a', 'Case part', '案例子題'])).toEqual(['optionA', 'sub', 'sub']);
    expect(columnHeader('optionB', 'zh-TW')).toBe('選項B');
    expect(columnHeader('knowledgePoints', 'en-US')).toBe('Knowledge points');
  });
});

describe('reading question rows', () => {
  const row = (n: number, cells: Record<string, string>) => ({ row: n, cells });

  it('groups a case with the part rows right below it', () => {
    const { questions, failed } = readQuestionRows(
      [
        row(2, { type: '案例', stem: 'Story' }),
        row(3, { type: '1', sub: '√', stem: 'P1', optionA: 'x', optionB: 'y', answer: 'b' }),
        row(4, { type: 'judgement', sub: 'yes', stem: 'P2', answer: '对' }),
        row(5, { type: '问答', stem: 'Alone', answer: 'ref' }),
      ],
      7,
    );
    expect(failed).toEqual([]);
    expect(questions.map((q) => [q.row, q.input.type, q.input.children.length])).toEqual([
      [2, 8, 2],
      [5, 5, 0],
    ]);
    expect(questions[0]!.input.children.map((c) => c.answer)).toEqual([['B'], ['T']]);
    expect(questions[1]!.input).toMatchObject({ bankId: 7, reference: 'ref', difficulty: 2 });
  });

  it('reports every problem of every row and keeps no question when one fails', () => {
    const { questions, failed } = readQuestionRows(
      [
        row(2, { type: 'Q&A', stem: 'Fine', answer: '' }),
        row(3, { type: '', stem: '' }),
        row(4, { type: 'Fill in the blank', stem: 'x', answer: 'a|b;;c', difficulty: 'super' }),
      ],
      1,
    );
    expect(questions).toEqual([]);
    expect(failed).toEqual([
      { row: 3, problems: [{ column: 'type', ref: 'validation.required' }] },
      {
        row: 4,
        problems: [
          { column: 'difficulty', ref: 'question.importDifficultyUnknown|{"value":"super"}' },
        ],
      },
    ]);
  });
});

describe('answer cells', () => {
  it('writes what the import reads back', () => {
    expect(answerCell({ type: 2, key: { keys: ['A', 'C'] } }, 'en-US')).toBe('AC');
    expect(answerCell({ type: 3, key: { keys: ['T'] } }, 'zh-CN')).toBe('正确');
    expect(answerCell({ type: 3, key: { keys: ['F'] } }, 'en-US')).toBe('False');
    expect(answerCell({ type: 4, key: { blanks: [['a', 'b'], ['c']] } }, 'en-US')).toBe('a|b;c');
    expect(answerCell({ type: 5, key: { reference: 'r' } }, 'en-US')).toBe('r');
    expect(answerCell({ type: 8, key: {} }, 'en-US')).toBe('');
  });
});
