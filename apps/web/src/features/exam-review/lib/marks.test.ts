import { describe, expect, it } from 'vitest';
import type { ReviewQuestionView } from '@ascent/shared/exam-admin';
import { initialDrafts, letterOf, markableParts, marksToSend, unmarkedCount } from './marks.ts';

const q = (id: number, over: Partial<ReviewQuestionView> = {}): ReviewQuestionView => ({
  id,
  type: 5,
  stem: `Q${id}`,
  options: [],
  blankCount: 0,
  score: 5,
  key: {},
  analysis: '',
  answer: { text: 'x' },
  mark: { score: null, correct: null, comment: '' },
  needsMarking: true,
  children: [],
  ...over,
});

describe('marking drafts', () => {
  const sheet = [
    q(1, { type: 1, needsMarking: false, mark: { score: 5, correct: true, comment: '' } }),
    q(2, { mark: { score: 3, correct: false, comment: 'ok' } }),
    q(3, {
      type: 8,
      needsMarking: false,
      answer: null,
      mark: null,
      children: [q(4), q(5, { type: 1, needsMarking: false })],
    }),
    q(6, { answer: null, mark: null, needsMarking: false }),
  ];

  it('marks answered Q&A parts, case sub-questions included', () => {
    expect(markableParts(sheet).map((p) => p.id)).toEqual([2, 4]);
    const drafts = initialDrafts(sheet);
    expect([...drafts]).toEqual([
      [2, { score: 3, comment: 'ok' }],
      [4, { score: null, comment: '' }],
    ]);
    expect(unmarkedCount(drafts)).toBe(1);
    expect(marksToSend(drafts)).toEqual([{ questionId: 2, score: 3, comment: 'ok' }]);
  });

  it('letters options by the order they were drawn in', () => {
    const options = [{ key: 'C' }, { key: 'A' }, { key: 'B' }];
    expect(letterOf(options, 'A')).toBe('B');
    expect(letterOf(options, 'C')).toBe('A');
    expect(letterOf(options, 'Z')).toBe('Z');
  });
});
