import type { TTrainReportQuery, TTrainTaskListQuery } from '@ascent/shared/task';
import { api } from '../../../app/services.ts';

/** The learner's training report (spec s.7 train/report/member/train/detail and /tasklist). */
export function fetchTrainReport(q: TTrainReportQuery) {
  return api.call('POST /api/study/train/report/member/train/detail', q);
}

export function fetchTrainTasks(q: TTrainTaskListQuery) {
  return api.call('POST /api/study/train/report/member/train/tasklist', q);
}
