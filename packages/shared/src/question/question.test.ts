import { describe, expect, it } from 'vitest';
import { isAnswered, scoreAnswer } from './index.ts';

describe('scoreAnswer', () => {
  it('scores single choice and judgement by the key', () => {
    const single = { type: 1, key: { keys: ['B'] } };
    expect(scoreAnswer(single, { keys: ['B'] }, 5)).toEqual({
      pending: false,
      score: 5,
      correct: true,
    });
    expect(scoreAnswer(single, { keys: ['A'] }, 5).score).toBe(0);
    expect(scoreAnswer(single, null, 5).score).toBe(0);
    const judge = { type: 3, key: { keys: ['F'] } };
    expect(scoreAnswer(judge, { keys: ['F'] }, 2).correct).toBe(true);
    expect(scoreAnswer(judge, { keys: ['T'] }, 2).correct).toBe(false);
  });

  it('scores multiple choice all-or-nothing, or half for a right subset when partial', () => {
    const q = { type: 2, key: { keys: ['A', 'C'] } };
    expect(scoreAnswer(q, { keys: ['C', 'A'] }, 4).score).toBe(4);
    expect(scoreAnswer(q, { keys: ['A'] }, 4).score).toBe(0);
    expect(scoreAnswer(q, { keys: ['A'] }, 4, 'partial')).toEqual({
      pending: false,
      score: 2,
      correct: false,
    });
    expect(scoreAnswer(q, { keys: ['A', 'B'] }, 4, 'partial').score).toBe(0);
    expect(scoreAnswer(q, { keys: ['A', 'B', 'C'] }, 4, 'partial').score).toBe(0);
  });

  it('scores fill in the blank per blank against any accepted answer', () => {
    const q = { type: 4, key: { blanks: [['blue', 'azure'], ['Beijing']] } };
    expect(scoreAnswer(q, { blanks: [' Azure ', 'beijing'] }, 3)).toEqual({
      pending: false,
      score: 3,
      correct: true,
    });
    expect(scoreAnswer(q, { blanks: ['blue', 'Shanghai'] }, 3)).toEqual({
      pending: false,
      score: 1.5,
      correct: false,
    });
    expect(scoreAnswer(q, { blanks: [] }, 3).score).toBe(0);
  });

  it('leaves Q&A pending for a reviewer', () => {
    expect(scoreAnswer({ type: 5, key: { reference: 'x' } }, { text: 'y' }, 10)).toEqual({
      pending: true,
      score: 0,
      correct: null,
    });
  });

  it('knows an empty answer', () => {
    expect(isAnswered(null)).toBe(false);
    expect(isAnswered({ keys: [] })).toBe(false);
    expect(isAnswered({ blanks: ['', ' '] })).toBe(false);
    expect(isAnswered({ text: '  ' })).toBe(false);
    expect(isAnswered({ blanks: ['', 'x'] })).toBe(true);
  });
});
