import { describe, expect, it } from 'vitest';
import type { PracticePaper } from '@ascent/shared/practice';
import type { LearnerQuestion } from '@ascent/shared/question';
import { paperUnits, savedState, sheetState, unansweredCount } from './paper-state.ts';

const q = (id: number, children: LearnerQuestion[] = []): LearnerQuestion => ({
  id,
  type: children.length ? 8 : 1,
  stem: `Q${id}`,
  options: [],
  blankCount: 0,
  score: 1,
  children,
});

describe('practice paper state', () => {
  const questions = [q(1), q(2, [q(3), q(4)])];

  it('lists units with the case they belong to', () => {
    expect(paperUnits(questions).map((u) => [u.question.id, u.parent?.id ?? null])).toEqual([
      [1, null],
      [3, 2],
      [4, 2],
    ]);
  });

  it('reads saved answers and marks, and counts what is left', () => {
    const paper = {
      answers: {
        '1': {
          value: { keys: ['A'] },
          seq: 1,
          mark: { correct: true, score: 1, key: {}, analysis: '' },
        },
        '3': { value: { keys: [] }, seq: 2, mark: null },
      },
    } as unknown as PracticePaper;
    const { values, marks } = savedState(paper);
    expect(Object.keys(marks)).toEqual(['1']);
    expect(sheetState(values[1], marks[1])).toBe('right');
    expect(sheetState(values[3], marks[3])).toBe('empty');
    expect(sheetState({ keys: ['B'] }, undefined)).toBe('answered');
    expect(sheetState(undefined, { correct: null, key: {}, analysis: '' })).toBe('unscored');
    expect(unansweredCount(questions, values)).toBe(2);
  });
});
