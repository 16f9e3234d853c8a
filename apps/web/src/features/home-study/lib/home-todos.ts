import type { TTodoTask } from '@ascent/shared/task';
import type { TMyCourse } from '@ascent/shared/learning';

/** A row of the home's to-dos: an assigned task (required) or a course the learner started. */
export type HomeTodo = { kind: 'task'; task: TTodoTask } | { kind: 'course'; course: TMyCourse };

/**
 * The to-dos the home shows: the assigned tasks first, in the to-do centre's order (nearest due
 * first), then the courses started and not finished, `shown` in all.
 */
export function homeTodos(
  tasks: readonly TTodoTask[],
  courses: readonly TMyCourse[],
  shown: number,
): HomeTodo[] {
  return [
    ...tasks.map((task) => ({ kind: 'task' as const, task })),
    ...courses.map((course) => ({ kind: 'course' as const, course })),
  ].slice(0, shown);
}
