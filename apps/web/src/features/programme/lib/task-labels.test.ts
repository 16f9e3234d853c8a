import { describe, expect, it } from 'vitest';
import { menuEntryName, taskTypeName } from './task-labels.ts';

describe('task labels', () => {
  it('names every task type of spec s.3, the three project types alike', () => {
    expect([1, 11, 14].map(taskTypeName)).toEqual(['project', 'project', 'project']);
    expect(taskTypeName(6)).toBe('map');
    expect(taskTypeName(9)).toBe('newstaff');
    expect(taskTypeName(16)).toBe('face');
    expect(taskTypeName(999)).toBe('other');
  });

  it('calls the * entry all', () => {
    expect(menuEntryName('*')).toBe('all');
    expect(menuEntryName('trainindex')).toBe('trainindex');
  });
});
