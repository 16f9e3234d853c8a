import { describe, expect, it } from 'vitest';
import { menuEntryName, taskTypeName, withAllEntry } from './task-labels.ts';

describe('task labels', () => {
  it('names every task type of spec s.3, the three project types alike', () => {
    expect([1, 11, 14].map(taskTypeName)).toEqual(['project', 'project', 'project']);
    expect(taskTypeName(6)).toBe('map');
    expect(taskTypeName(9)).toBe('newStaff');
    expect(taskTypeName(16)).toBe('face');
    expect(taskTypeName(999)).toBe('other');
  });

  it('calls the * entry all', () => {
    expect(menuEntryName('*')).toBe('all');
    expect(menuEntryName('trainindex')).toBe('trainindex');
  });
});

describe('the task menu', () => {
  it('puts all first, counting the entries when the server sends no all entry', () => {
    const map = { menuType: 'map' as const, taskTypes: [6] as const, count: 2 };
    const exam = { menuType: 'exam' as const, taskTypes: [10] as const, count: 3 };
    expect(withAllEntry([map, exam])[0]).toEqual({ menuType: '*', taskTypes: [], count: 5 });
    const all = { menuType: '*' as const, taskTypes: [6, 10] as const, count: 4 };
    expect(withAllEntry([map, all, exam])).toEqual([all, map, exam]);
  });
});
