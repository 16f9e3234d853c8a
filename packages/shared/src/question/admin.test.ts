import { describe, expect, it } from 'vitest';
import { ZPaperSave, ZQuestionSave, paperTotal, passScoreOf, rulesOverlap } from './admin.ts';

const first = (r: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => r.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('ZQuestionSave', () => {
  it('accepts each type with what it needs and defaults the rest', () => {
    const r = ZQuestionSave.parse({ bankId: 1, type: 5, stem: ' Why? ' });
    expect(r).toEqual({
      bankId: 1,
      type: 5,
      stem: 'Why?',
      options: [],
      answer: [],
      blanks: [],
      reference: '',
      analysis: '',
      difficulty: 2,
      knowledgePoints: [],
      children: [],
    });
    expect(ZQuestionSave.safeParse({ bankId: 1, type: 3, stem: 's', answer: ['T'] }).success).toBe(
      true,
    );
  });

  it('names the field of each problem with a catalogue reference', () => {
    expect(
      first(
        ZQuestionSave.safeParse({
          bankId: 1,
          type: 1,
          stem: 's',
          options: ['a', 'a'],
          answer: ['C'],
        }),
      ),
    ).toEqual([
      ['options.1', 'question.optionDuplicate'],
      ['answer', 'question.answerNotOption'],
    ]);
    expect(
      first(
        ZQuestionSave.safeParse({
          bankId: 1,
          type: 8,
          stem: 's',
          children: [{ type: 4, stem: 'x', blanks: [] }],
        }),
      ),
    ).toEqual([['children.0.blanks', 'question.blanksRequired']]);
  });
});

describe('papers', () => {
  it('keeps the total and the pass line', () => {
    expect(
      paperTotal({ mode: 'fixed', questions: [{ score: 2.5 }, { score: 0.2 }], rules: [] }),
    ).toBe(2.7);
    expect(paperTotal({ mode: 'random', questions: [], rules: [{ count: 3, score: 0.1 }] })).toBe(
      0.3,
    );
    expect(passScoreOf(19.5, 0.8)).toBe(15.6);
  });

  it('finds rules that would draw the same questions', () => {
    const r = (difficulty: number | null, bankId = 1, type = 1) => ({ bankId, type, difficulty });
    expect(rulesOverlap(r(2), r(2))).toBe(true);
    expect(rulesOverlap(r(2), r(null))).toBe(true);
    expect(rulesOverlap(r(2), r(3))).toBe(false);
    expect(rulesOverlap(r(2), r(2, 2))).toBe(false);
    expect(rulesOverlap(r(null), r(null, 1, 3))).toBe(false);
  });

  it('refuses a mode without its content', () => {
    expect(first(ZPaperSave.safeParse({ name: 'p', mode: 'fixed', passRatio: 0.6 }))).toEqual([
      ['questions', 'question.paperQuestionsRequired'],
    ]);
    expect(
      first(
        ZPaperSave.safeParse({
          name: 'p',
          mode: 'random',
          passRatio: 0.6,
          rules: [
            { bankId: 1, type: 1, count: 1, score: 1 },
            { bankId: 1, type: 1, difficulty: 2, count: 1, score: 1 },
          ],
        }),
      ),
    ).toEqual([['rules.1', 'question.paperRulesOverlap|{"index":2}']]);
  });
});
