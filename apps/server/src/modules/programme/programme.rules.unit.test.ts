import { describe, expect, it } from 'vitest';
import { isDone, locksOf, progressOf } from './programme.rules.ts';

const stages = [{ id: 1 }, { id: 2 }, { id: 3 }];
const items = [
  { id: 10, stageId: 1, compulsory: true },
  { id: 11, stageId: 1, compulsory: false },
  { id: 20, stageId: 2, compulsory: true },
  { id: 30, stageId: 3, compulsory: true },
];

describe('programme rules', () => {
  it('counts a failed exam as finished but not done', () => {
    expect(isDone({ state: 'completed', passed: false })).toBe(false);
    expect(isDone({ state: 'completed', passed: null })).toBe(true);
    expect(isDone({ state: 'inProgress', passed: null })).toBe(false);
    expect(isDone(undefined)).toBe(false);
  });

  it('locks each map level until every level before it is done (electives do not hold it)', () => {
    const none = locksOf({ kind: 'map', orderMode: 'free' }, stages, items, () => false);
    expect([...none.stageLocked.values()]).toEqual([false, true, true]);
    expect(none.itemLocked.get(20)).toBe(true);
    const first = locksOf({ kind: 'map', orderMode: 'free' }, stages, items, (id) => id === 10);
    expect([...first.stageLocked.values()]).toEqual([false, false, true]);
    expect(first.stageDone.get(1)).toBe(true);
  });

  it('never locks levels of other kinds; sequential order locks after an unfinished compulsory item', () => {
    const free = locksOf({ kind: 'project', orderMode: 'free' }, stages, items, () => false);
    expect([...free.itemLocked.values()].some(Boolean)).toBe(false);
    const seq = locksOf({ kind: 'project', orderMode: 'sequential' }, stages, items, () => false);
    expect([...seq.itemLocked.entries()]).toEqual([
      [10, false],
      [11, true],
      [20, true],
      [30, true],
    ]);
  });

  it('measures progress against compulsory items and the minimum of electives', () => {
    const rule = { compulsoryTotal: 2, electiveTotal: 3, minElectives: 1 };
    expect(progressOf(rule, 1, 0)).toEqual({ percent: 33, complete: false });
    expect(progressOf(rule, 2, 3)).toEqual({ percent: 100, complete: true });
    expect(progressOf({ compulsoryTotal: 0, electiveTotal: 4, minElectives: 0 }, 0, 2)).toEqual({
      percent: 50,
      complete: false,
    });
    expect(progressOf({ compulsoryTotal: 0, electiveTotal: 0, minElectives: 0 }, 0, 0)).toEqual({
      percent: 0,
      complete: false,
    });
  });
});
