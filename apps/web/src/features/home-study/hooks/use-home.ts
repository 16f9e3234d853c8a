import { useUserQuery } from '@ascent/client/app';
import { services } from '../../../app/services.ts';
import { fetchHomeDetail } from '../api/home-api.ts';
import { HOME_KEY, homeDetailKey } from '../lib/home-prefetch.ts';
import type { RankPeriod } from '@ascent/shared/learning';
import { fetchLearnRank, fetchTodoCourses, fetchTodoTasks } from '../api/learning-calls.ts';
import { fetchMyCourses } from '../../learning/api/learning-api.ts';
import { CONTINUE_BODY } from '../api/home-calls.ts';

export function useHomeDetail() {
  return useUserQuery(services, { queryKey: homeDetailKey, queryFn: fetchHomeDetail });
}

/** The home's assigned tasks in progress (required learning, shown first). */
export function useTodoTasks(pageSize: number) {
  return useUserQuery(services, {
    queryKey: [...HOME_KEY, 'todo-tasks', pageSize],
    queryFn: () => fetchTodoTasks(pageSize),
  });
}

/** The courses the learner started on their own (shown after the tasks). */
export function useTodoCourses(pageSize: number) {
  return useUserQuery(services, {
    queryKey: [...HOME_KEY, 'todo', pageSize],
    queryFn: () => fetchTodoCourses(pageSize),
  });
}

export function useLearnRank(period: RankPeriod, pageSize: number) {
  return useUserQuery(services, {
    queryKey: [...HOME_KEY, 'rank', period, pageSize],
    queryFn: () => fetchLearnRank(period, pageSize),
  });
}

/** The course to continue: the last studied of those the learner has not finished. */
export function useContinueCourse() {
  return useUserQuery(services, {
    queryKey: [...HOME_KEY, 'continue'],
    // The learner's courses in progress come latest studied first: the first is the one.
    queryFn: () => fetchMyCourses(CONTINUE_BODY),
  });
}
