import { taskAdminEndpoints, taskEndpoints } from '@ascent/shared/task/endpoints';
import { bind } from '../../core/endpoints.ts';
import type { TaskService } from './task.service.ts';

/** The learner's to-do centre and training report (spec s.7 "center/todo", "train/report"). */
export function taskRoutes(service: TaskService) {
  return bind(taskEndpoints, {
    'POST /api/study/center/todo/list': ({ actor, body }) => service.todoList(actor, body),
    'POST /api/study/center/todo/menu': ({ actor }) => service.todoMenu(actor),
    'POST /api/study/train/report/member/train/detail': ({ actor, body }) =>
      service.report(actor, body),
    'POST /api/study/train/report/member/train/tasklist': ({ actor, body }) =>
      service.reportTasks(actor, body),
  });
}

/** The admin site's item pickers (a programme's items, a certificate's trigger, ...). */
export function taskAdminRoutes(service: TaskService) {
  return bind(taskAdminEndpoints, {
    'POST /api/manage/items/search': ({ actor, body }) => service.searchItems(actor, body),
  });
}
