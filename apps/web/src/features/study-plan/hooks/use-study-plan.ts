import { keepPreviousData } from '@tanstack/react-query';
import { USER_QUERY_KEY, useUserQuery } from '@ascent/client/app';
import { services } from '../../../app/services.ts';
import {
  fetchManagedPlans,
  fetchMyPlans,
  fetchReviewTrail,
  fetchStudyPlan,
} from '../api/study-plan-api.ts';

export const STUDY_PLAN_KEY = [...USER_QUERY_KEY, 'study-plan'] as const;

export function useMyPlans(q: { page: number; pageSize: number }) {
  return useUserQuery(services, {
    queryKey: [...STUDY_PLAN_KEY, 'mine', q],
    queryFn: () => fetchMyPlans(q),
    placeholderData: keepPreviousData,
  });
}

export function useManagedPlans(q: { page: number; pageSize: number }) {
  return useUserQuery(services, {
    queryKey: [...STUDY_PLAN_KEY, 'managed', q],
    queryFn: () => fetchManagedPlans(q),
    placeholderData: keepPreviousData,
  });
}

export function useStudyPlan(id: number) {
  return useUserQuery(services, {
    queryKey: [...STUDY_PLAN_KEY, 'detail', id],
    queryFn: () => fetchStudyPlan(id),
    staleTime: 0,
  });
}

export function useReviewTrail(id: number) {
  return useUserQuery(services, {
    queryKey: [...STUDY_PLAN_KEY, 'trail', id],
    queryFn: () => fetchReviewTrail(id),
  });
}
