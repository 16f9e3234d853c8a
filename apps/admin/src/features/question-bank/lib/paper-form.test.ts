import { describe, expect, it } from 'vitest';
import type { TPaperQuestionItem } from '@ascent/shared/question-admin';
import {
  available,
  checkPaper,
  fromPaper,
  newPaper,
  newRule,
  scoreAllOfType,
  summary,
  toPaperSave,
} from './paper-form.ts';

const item = (questionId: number, type: 1 | 2 | 8, score: number): TPaperQuestionItem => ({
  questionId,
  score,
  type,
  stem: 's',
  bankId: 1,
  bankName: 'b',
  difficulty: 2,
  childCount: 0,
});

describe('the paper editor’s draft', () => {
  it('works out the total and the pass line as the server does', () => {
    const d = {
      ...newPaper(),
      name: 'P',
      passPercent: 75,
      questions: [item(1, 1, 2.5), item(2, 8, 10)],
    };
    expect(summary(d)).toEqual({ total: 12.5, passScore: 9.4, count: 2 });
    expect(toPaperSave(d, 4)).toMatchObject({
      id: 4,
      passRatio: 0.75,
      questions: [
        { questionId: 1, score: 2.5 },
        { questionId: 2, score: 10 },
      ],
      rules: [],
    });
    const r = {
      ...d,
      mode: 'random' as const,
      rules: [{ ...newRule(), bankId: 1, count: 3, score: 2 }],
    };
    expect(summary(r)).toEqual({ total: 6, passScore: 4.5, count: 3 });
    expect(toPaperSave(r).questions).toEqual([]);
  });

  it('scores every question of a type at once', () => {
    expect(scoreAllOfType([item(1, 1, 1), item(2, 2, 1)], 1, 5).map((q) => q.score)).toEqual([
      5, 1,
    ]);
  });

  it('counts what a rule can draw and checks the paper with the shared rule', () => {
    const stats = [
      { bankId: 1, type: 1 as const, difficulty: 2 as const, count: 4 },
      { bankId: 1, type: 1 as const, difficulty: 3 as const, count: 2 },
    ];
    expect(available(stats, { bankId: 1, type: 1, difficulty: null })).toBe(6);
    expect(available(stats, { bankId: 1, type: 1, difficulty: 3 })).toBe(2);
    expect(available(stats, { bankId: 2, type: 1, difficulty: null })).toBe(0);
    const empty = checkPaper({ ...newPaper(), name: '' });
    expect(empty.get('name')).toBe('validation.required');
    expect(empty.get('questions')).toBe('question.paperQuestionsRequired');
    const rules = checkPaper({ ...newPaper(), name: 'P', mode: 'random', rules: [newRule()] });
    expect(rules.get('rules.0.bankId')).toBe('validation.required');
  });

  it('reads a stored paper', () => {
    const d = fromPaper({
      id: 1,
      name: 'P',
      mode: 'fixed',
      totalScore: 10,
      passRatio: 0.6,
      passScore: 6,
      shuffleQuestions: true,
      shuffleOptions: false,
      multipleScoring: 'partial',
      questions: [item(1, 1, 10)],
      rules: [],
      updatedAt: '',
    });
    expect(d).toMatchObject({
      passPercent: 60,
      shuffleQuestions: true,
      multipleScoring: 'partial',
    });
  });
});
