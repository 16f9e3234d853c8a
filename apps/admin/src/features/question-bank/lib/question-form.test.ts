import { describe, expect, it } from 'vitest';
import type { TQuestionDetail } from '@ascent/shared/question-admin';
import {
  addOption,
  checkDraft,
  fromDetail,
  markRight,
  newContent,
  newQuestion,
  problemsUnder,
  toSave,
} from './question-form.ts';

describe('the question editor’s draft', () => {
  it('turns a choice question into the save body: texts, and the keys marked right', () => {
    let d = newQuestion(3, 2);
    d = { ...d, stem: 'Pick', options: d.options.map((o, i) => ({ ...o, text: `o${i}` })) };
    d = { ...d, ...markRight(d, 0, true) };
    d = { ...d, ...markRight(d, 2, true) };
    expect(toSave(d)).toMatchObject({
      bankId: 3,
      type: 2,
      stem: 'Pick',
      options: ['o0', 'o1', 'o2', 'o3'],
      answer: ['A', 'C'],
      blanks: [],
      children: [],
    });
    expect(checkDraft(d).size).toBe(0);
  });

  it('keeps one right option for a single choice', () => {
    let c = newContent(1);
    c = markRight(c, 1, true);
    c = markRight(c, 3, true);
    expect(c.options.map((o) => o.right)).toEqual([false, false, false, true]);
    expect(addOption(c).options).toHaveLength(5);
  });

  it('reports problems by field with the shared rule’s references', () => {
    const d = { ...newQuestion(null, 1), stem: ' ' };
    const problems = checkDraft(d);
    expect(problems.get('bankId')).toBe('validation.required');
    expect(problems.get('stem')).toBe('validation.required');
    expect(problems.get('options.0')).toBe('validation.required');
    const kase = {
      ...newQuestion(1, 8),
      stem: 'Case',
      children: [{ ...newContent(3), stem: 'p' }],
    };
    const sub = problemsUnder(checkDraft(kase), 'children.0');
    expect(sub.get('answer')).toBe('question.judgementAnswer');
  });

  it('round-trips a stored case with its parts’ ids', () => {
    const detail: TQuestionDetail = {
      id: 9,
      bankId: 2,
      bankName: 'B',
      type: 8,
      stem: 'Case',
      options: [],
      answer: [],
      blanks: [],
      reference: '',
      analysis: 'a',
      difficulty: 3,
      knowledgePoints: ['k'],
      updatedAt: '',
      children: [
        {
          id: 10,
          type: 4,
          stem: 'x ____',
          options: [],
          answer: [],
          blanks: [['a', 'b']],
          reference: '',
          analysis: '',
          difficulty: 2,
          knowledgePoints: [],
        },
        {
          id: 11,
          type: 3,
          stem: 'y',
          options: [],
          answer: ['F'],
          blanks: [],
          reference: '',
          analysis: '',
          difficulty: 2,
          knowledgePoints: [],
        },
      ],
    };
    const body = toSave(fromDetail(detail), 9);
    expect(body).toMatchObject({ id: 9, bankId: 2, type: 8, analysis: 'a', difficulty: 3 });
    expect(body.children).toEqual([
      expect.objectContaining({ id: 10, type: 4, blanks: [['a', 'b']] }),
      expect.objectContaining({ id: 11, type: 3, answer: ['F'] }),
    ]);
    expect(checkDraft(fromDetail(detail), 9).size).toBe(0);
  });
});
