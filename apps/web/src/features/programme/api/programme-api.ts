import type { TPage } from '@ascent/shared/admin';
import type {
  TProgrammeCard,
  TProgrammeDetail,
  TProgrammeItemOpen,
  TProgrammeItemOpened,
  TProgrammeListQuery,
  TProgrammeSummaryRow,
  TProgressDepartmentRow,
  TProgressLearnerQuery,
  TProgressLearnerRow,
  TSupervisedListQuery,
} from '@ascent/shared/programme';
import type { TTodoListQuery, TTodoMenuEntry, TTodoTask } from '@ascent/shared/task';
import { api } from '../../../app/services.ts';

/** The learner's programme calls (projects, maps, subject and new-staff training, packages). */
export function fetchProgrammes(q: TProgrammeListQuery): Promise<TPage<TProgrammeCard>> {
  return api.post<TPage<TProgrammeCard>>('study/programme/list', q);
}

export function fetchProgramme(id: number): Promise<TProgrammeDetail> {
  return api.get<TProgrammeDetail>(`study/programme/${id}/detail`);
}

export function openProgrammeItem(body: TProgrammeItemOpen): Promise<TProgrammeItemOpened> {
  return api.post<TProgrammeItemOpened>('study/programme/item/open', body);
}

// The supervisor's view.
export function fetchSupervised(q: TSupervisedListQuery): Promise<TPage<TProgrammeSummaryRow>> {
  return api.post<TPage<TProgrammeSummaryRow>>('study/programme/supervised/list', q);
}

export function fetchSupervisedLearners(
  q: TProgressLearnerQuery,
): Promise<TPage<TProgressLearnerRow>> {
  return api.post<TPage<TProgressLearnerRow>>('study/programme/supervised/learners', q);
}

export function fetchSupervisedDepartments(programmeId: number): Promise<TProgressDepartmentRow[]> {
  return api.post<TProgressDepartmentRow[]>('study/programme/supervised/departments', {
    programmeId,
  });
}

// The task centre (/project): the filter menu and the tasks.
export function fetchTodoMenu(): Promise<TTodoMenuEntry[]> {
  return api.post<TTodoMenuEntry[]>('study/center/todo/menu', {});
}

export function fetchTodoList(q: TTodoListQuery): Promise<TPage<TTodoTask>> {
  return api.post<TPage<TTodoTask>>('study/center/todo/list', q);
}
