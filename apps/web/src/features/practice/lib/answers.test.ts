import { describe, expect, it } from 'vitest';
import type { LearnerQuestion } from '@ascent/shared/question';
import { describeAnswer, letterOf, unitsOf } from './answers.ts';

const words = { true: 'True', false: 'False', none: '-' };
const q = (
  type: LearnerQuestion['type'],
  extra: Partial<LearnerQuestion> = {},
): LearnerQuestion => ({
  id: 1,
  type,
  stem: 's',
  options: [],
  blankCount: 0,
  score: 1,
  children: [],
  ...extra,
});

describe('practice answers', () => {
  it('letters options by their position on the paper', () => {
    const options = [
      { key: 'C', text: 'c' },
      { key: 'A', text: 'a' },
    ];
    expect(letterOf(options, 'A')).toBe('B');
    expect(describeAnswer(q(2, { options }), { keys: ['A', 'C'] }, words)).toBe('A, B');
  });

  it('describes each type of answer', () => {
    expect(describeAnswer(q(3), { keys: ['F'] }, words)).toBe('False');
    expect(describeAnswer(q(4), { blanks: [['blue', 'azure'], ['red']] }, words)).toBe(
      '1. blue / azure  2. red',
    );
    expect(describeAnswer(q(4), { blanks: ['x', ''] }, words)).toBe('1. x  2. -');
    expect(describeAnswer(q(5), { reference: 'Model' }, words)).toBe('Model');
    expect(describeAnswer(q(1), null, words)).toBe('-');
  });

  it('lists the answerable units, case parts in place of the case', () => {
    const kase = q(8, { id: 9, children: [q(1, { id: 10 }), q(3, { id: 11 })] });
    expect(unitsOf([q(1, { id: 1 }), kase]).map((u) => u.id)).toEqual([1, 10, 11]);
  });
});
