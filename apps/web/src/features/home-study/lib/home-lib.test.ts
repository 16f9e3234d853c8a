import { describe, expect, it } from 'vitest';
import type { TTodoTask } from '@ascent/shared/task';
import type { TMyCourse } from '@ascent/shared/learning';
import { clampPercent } from '@ascent/client/ui';
import { slideAt, wrapSlide } from './carousel.ts';
import { homeTodos } from './home-todos.ts';

const task = (id: number) => ({ id, title: `task ${id}` }) as TTodoTask;
const course = (courseId: number) => ({ courseId, title: `course ${courseId}` }) as TMyCourse;

describe('homeTodos', () => {
  it('puts the assigned tasks first, in their order, then the started courses', () => {
    const rows = homeTodos([task(2), task(1)], [course(7)], 5);
    expect(rows.map((r) => (r.kind === 'task' ? r.task.id : -r.course.courseId))).toEqual([
      2, 1, -7,
    ]);
  });
  it('shows at most `shown`, tasks before courses', () => {
    const rows = homeTodos([task(1), task(2), task(3)], [course(1), course(2), course(3)], 5);
    expect(rows.map((r) => r.kind)).toEqual(['task', 'task', 'task', 'course', 'course']);
    expect(homeTodos([], [], 5)).toEqual([]);
  });
});

describe('the carousel', () => {
  it('wraps around both ends', () => {
    expect(wrapSlide(3, 3)).toBe(0);
    expect(wrapSlide(-1, 3)).toBe(2);
    expect(wrapSlide(1, 3)).toBe(1);
    expect(wrapSlide(5, 0)).toBe(0);
  });
  it('reads the slide shown from the scroll position (right-to-left too)', () => {
    expect(slideAt(0, 800, 3)).toBe(0);
    expect(slideAt(790, 800, 3)).toBe(1);
    expect(slideAt(-1600, 800, 3)).toBe(2);
    expect(slideAt(99999, 800, 3)).toBe(2);
    expect(slideAt(100, 0, 3)).toBe(0);
  });
});

describe('clampPercent', () => {
  it('rounds and clamps to 0-100', () => {
    expect(clampPercent(42.6)).toBe(43);
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});
