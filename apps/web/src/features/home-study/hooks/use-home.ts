import { useUserQuery } from '@ascent/client/app';
import { services } from '../../../app/services.ts';
import type { RankPeriod } from '@ascent/shared/learning';
import { homeQueries } from '../lib/home-queries.ts';

export function useHomeDetail() {
  return useUserQuery(services, homeQueries.detail);
}

/** The home's assigned tasks in progress (required learning, shown first). */
export function useTodoTasks(pageSize: number) {
  return useUserQuery(services, homeQueries.todoTasks(pageSize));
}

/** The courses the learner started on their own (shown after the tasks). */
export function useTodoCourses(pageSize: number) {
  return useUserQuery(services, homeQueries.todoCourses(pageSize));
}

export function useLearnRank(period: RankPeriod, pageSize: number) {
  return useUserQuery(services, homeQueries.learnRank(period, pageSize));
}

/** The course to continue: the last studied of those the learner has not finished. */
export function useContinueCourse() {
  return useUserQuery(services, homeQueries.continueCourse);
}
