import type {
  TProgrammeItemOpen,
  TProgrammeListQuery,
  TProgressLearnerQuery,
  TSupervisedListQuery,
} from '@ascent/shared/programme';
import type { TTodoListQuery } from '@ascent/shared/task';
import { api } from '../../../app/services.ts';

/** The learner's programme calls (projects, maps, subject and new-staff training, packages). */
export function fetchProgrammes(q: TProgrammeListQuery) {
  return api.call('POST /api/study/programme/list', q);
}

export function fetchProgramme(id: number) {
  return api.call('GET /api/study/programme/:id/detail', { id });
}

export function openProgrammeItem(body: TProgrammeItemOpen) {
  return api.call('POST /api/study/programme/item/open', body);
}

// The supervisor's view.
export function fetchSupervised(q: TSupervisedListQuery) {
  return api.call('POST /api/study/programme/supervised/list', q);
}

export function fetchSupervisedLearners(q: TProgressLearnerQuery) {
  return api.call('POST /api/study/programme/supervised/learners', q);
}

export function fetchSupervisedDepartments(programmeId: number) {
  return api.call('POST /api/study/programme/supervised/departments', { programmeId });
}

// The task centre (/project): the filter menu and the tasks.
export function fetchTodoMenu() {
  return api.call('POST /api/study/center/todo/menu', {});
}

export function fetchTodoList(q: TTodoListQuery) {
  return api.call('POST /api/study/center/todo/list', q);
}
