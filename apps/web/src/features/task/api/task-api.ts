import type { TPage } from '@ascent/shared/admin';
import type {
  TTodoTask,
  TTrainReport,
  TTrainReportQuery,
  TTrainTaskListQuery,
} from '@ascent/shared/task';
import { api } from '../../../app/services.ts';

/** The learner's training report (spec s.7 train/report/member/train/detail and /tasklist). */
export function fetchTrainReport(q: TTrainReportQuery): Promise<TTrainReport> {
  return api.post<TTrainReport>('study/train/report/member/train/detail', q);
}

export function fetchTrainTasks(q: TTrainTaskListQuery): Promise<TPage<TTodoTask>> {
  return api.post<TPage<TTodoTask>>('study/train/report/member/train/tasklist', q);
}
