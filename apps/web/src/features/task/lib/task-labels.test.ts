import { describe, expect, it } from 'vitest';
import { taskTypeLabelKey } from './task-labels.ts';

describe('task type labels', () => {
  it('names each task type, projects by any of their three numbers', () => {
    expect(taskTypeLabelKey(10, '')).toBe('task.type.exam');
    expect(taskTypeLabelKey(2, '')).toBe('task.type.dailyExam');
    expect([1, 11, 14].map((t) => taskTypeLabelKey(t, ''))).toEqual([
      'task.type.project',
      'task.type.project',
      'task.type.project',
    ]);
    expect(taskTypeLabelKey(99, '')).toBe('task.type.other');
  });

  it('calls new-staff training expert training for the dfzx customer only', () => {
    expect(taskTypeLabelKey(9, undefined)).toBe('task.type.newStaff');
    expect(taskTypeLabelKey(9, 'acme')).toBe('task.type.newStaff');
    expect(taskTypeLabelKey(9, 'dfzx')).toBe('task.type.expert');
  });
});
