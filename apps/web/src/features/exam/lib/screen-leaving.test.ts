import { describe, expect, it } from 'vitest';
import { createLeavingTracker } from './screen-leaving.ts';

describe('createLeavingTracker', () => {
  it('counts every hiding of the page', () => {
    const t = createLeavingTracker(false, false);
    expect(t.hidden()).toBe(true);
    t.settled();
    expect(t.hidden()).toBe(true);
  });

  it('counts the full screen left only where the exam is taken in full screen', () => {
    const rule = createLeavingTracker(true, false);
    expect(rule.fullScreen(true, true)).toBe(false); // entering is no leaving
    expect(rule.fullScreen(false, true)).toBe(true);
    const noRule = createLeavingTracker(false, true);
    expect(noRule.fullScreen(false, true)).toBe(false);
  });

  it('counts a switch away in full screen once, with the end of full screen it brings', () => {
    const t = createLeavingTracker(true, true);
    expect(t.hidden()).toBe(true);
    // The end arrives with the first frames after the return.
    expect(t.fullScreen(false, true)).toBe(false);
    // Back in full screen, leaving it again is a new leaving.
    expect(t.fullScreen(true, true)).toBe(false);
    expect(t.fullScreen(false, true)).toBe(true);
  });

  it('does not count an end of full screen delivered while the page is hidden', () => {
    const t = createLeavingTracker(true, true);
    expect(t.hidden()).toBe(true);
    expect(t.fullScreen(false, false)).toBe(false);
  });

  it('counts leaving full screen after a switch away that kept it, once the page has drawn', () => {
    const t = createLeavingTracker(true, true);
    expect(t.hidden()).toBe(true);
    t.settled();
    expect(t.fullScreen(false, true)).toBe(true);
  });
});
