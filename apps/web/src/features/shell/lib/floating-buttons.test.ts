import { describe, expect, it } from 'vitest';
import { visibleFloatingButtons } from './floating-buttons.ts';

const off = { isOpenAiRobot: 0, useQa: 0, isFeedback: 0 };

describe('visibleFloatingButtons', () => {
  it('shows the AI helper when isOpenAiRobot is set and not 2', () => {
    expect(visibleFloatingButtons({ ...off, isOpenAiRobot: 11 }, [])).toEqual(['ai']);
    expect(visibleFloatingButtons({ ...off, isOpenAiRobot: 2 }, [])).toEqual([]);
    expect(visibleFloatingButtons(off, [])).toEqual([]);
  });

  it('needs the qa menu and useQa 1 for the Q&A helper', () => {
    expect(visibleFloatingButtons({ ...off, useQa: 1 }, ['qa'])).toEqual(['qa']);
    expect(visibleFloatingButtons({ ...off, useQa: 1 }, [])).toEqual([]);
    expect(visibleFloatingButtons(off, ['qa'])).toEqual([]);
  });

  it('needs the feedback menu and isFeedback 1 for feedback', () => {
    expect(visibleFloatingButtons({ ...off, isFeedback: 1 }, ['feedback'])).toEqual(['feedback']);
    expect(visibleFloatingButtons({ ...off, isFeedback: 1 }, ['qa'])).toEqual([]);
  });

  it('lists them in order, and none without a config', () => {
    expect(
      visibleFloatingButtons({ isOpenAiRobot: 12, useQa: 1, isFeedback: 1 }, ['qa', 'feedback']),
    ).toEqual(['ai', 'qa', 'feedback']);
    expect(visibleFloatingButtons(null, ['qa'])).toEqual([]);
  });
});
