import { USER_QUERY_KEY, useUserQuery } from '@ascent/client/app';
import { services } from '../../../app/services.ts';
import { fetchHomeDetail } from '../api/home-api.ts';
import type { RankPeriod } from '@ascent/shared/learning';
import { fetchLearnRank, fetchTodoCourses } from '../api/learning-calls.ts';

const KEY = [...USER_QUERY_KEY, 'study-home'] as const;

export function useHomeDetail() {
  return useUserQuery(services, { queryKey: [...KEY, 'detail'], queryFn: fetchHomeDetail });
}

export function useTodoCourses(pageSize: number) {
  return useUserQuery(services, {
    queryKey: [...KEY, 'todo', pageSize],
    queryFn: () => fetchTodoCourses(pageSize),
  });
}

export function useLearnRank(period: RankPeriod, pageSize: number) {
  return useUserQuery(services, {
    queryKey: [...KEY, 'rank', period, pageSize],
    queryFn: () => fetchLearnRank(period, pageSize),
  });
}
