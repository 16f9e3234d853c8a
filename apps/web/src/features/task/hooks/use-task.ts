import { keepPreviousData } from '@tanstack/react-query';
import { USER_QUERY_KEY, useUserQuery } from '@ascent/client/app';
import type { TTrainReportQuery, TTrainTaskListQuery } from '@ascent/shared/task';
import { services } from '../../../app/services.ts';
import { fetchTrainReport, fetchTrainTasks } from '../api/task-api.ts';

export const TRAIN_REPORT_KEY = [...USER_QUERY_KEY, 'train-report'] as const;

export function useTrainReport(q: TTrainReportQuery) {
  return useUserQuery(services, {
    queryKey: [...TRAIN_REPORT_KEY, 'detail', q],
    queryFn: () => fetchTrainReport(q),
    placeholderData: keepPreviousData,
  });
}

export function useTrainTasks(q: TTrainTaskListQuery) {
  return useUserQuery(services, {
    queryKey: [...TRAIN_REPORT_KEY, 'tasks', q],
    queryFn: () => fetchTrainTasks(q),
    placeholderData: keepPreviousData,
  });
}
