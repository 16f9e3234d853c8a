import { describe, expect, it } from 'vitest';
import { crossPairs, firstProblem, newQuestion, nextOptionKey, retype } from './survey-draft.ts';

describe('survey editor helpers', () => {
  it('starts questions by type and finds the next option letter', () => {
    const q = newQuestion('multiple');
    expect(q.options?.map((o) => o.key)).toEqual(['A', 'B']);
    expect(
      nextOptionKey({
        ...q,
        options: [
          { key: 'A', text: '' },
          { key: 'C', text: '' },
        ],
      }),
    ).toBe('B');
    expect(newQuestion('rating')).toMatchObject({ ratingMax: 5 });
  });

  it('keeps the title and choice options when the type changes', () => {
    const q = { ...newQuestion('single'), id: 4, title: 'Colour?' };
    expect(retype(q, 'multiple')).toMatchObject({ id: 4, title: 'Colour?', options: q.options });
    expect(retype(q, 'text')).toMatchObject({ id: 4, title: 'Colour?', maxLength: 500 });
    expect(retype(q, 'text').options).toBeUndefined();
  });

  it('crosses evaluators with targets once, without self unless asked', () => {
    const pairs = crossPairs([{ evaluatorId: 1, targetId: 2 }], [1, 2], [2, 3], false);
    expect(pairs).toEqual([
      { evaluatorId: 1, targetId: 2 },
      { evaluatorId: 1, targetId: 3 },
      { evaluatorId: 2, targetId: 3 },
    ]);
    expect(crossPairs([], [1], [1], true)).toEqual([{ evaluatorId: 1, targetId: 1 }]);
  });

  it('names the first problem as the server would', () => {
    const label = (path: readonly PropertyKey[]) =>
      path[0] === 'questions' && typeof path[1] === 'number'
        ? `Q${path[1] + 1}`
        : path[0] === 'title'
          ? 'Title'
          : '';
    expect(
      firstProblem(
        { kind: 'questionnaire', title: 'S', questions: [newQuestion('single')] },
        'en-US',
        label,
      ),
    ).toBe('Q1: This field is required');
    expect(firstProblem({ kind: 'vote', title: 'S', questions: [] }, 'en-US', label)).toBe(
      'Add at least one question',
    );
    expect(
      firstProblem(
        { kind: 'vote', title: ' ', questions: [newQuestion('single')] },
        'en-US',
        label,
      ),
    ).toBe('Title: This field is required');
    expect(
      firstProblem(
        {
          kind: 'questionnaire',
          title: 'S',
          questions: [{ ...newQuestion('rating'), title: 'R' }],
        },
        'zh-CN',
        label,
      ),
    ).toBeNull();
  });
});
