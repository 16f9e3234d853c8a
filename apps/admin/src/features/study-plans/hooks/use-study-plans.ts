import { useQuery } from '@tanstack/react-query';
import { fetchPlan } from '../api/study-plan-api.ts';

export const STUDY_PLANS_KEY = ['manage', 'study-plans'] as const;
export const STUDY_PLAN_LIST_KEY = [...STUDY_PLANS_KEY, 'list'] as const;

export function useStudyPlan(id: number | null) {
  return useQuery({
    queryKey: [...STUDY_PLANS_KEY, 'detail', id],
    queryFn: () => fetchPlan(id!),
    enabled: id !== null,
  });
}
