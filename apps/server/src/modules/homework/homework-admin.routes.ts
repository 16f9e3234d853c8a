import { homeworkAdminEndpoints } from '@ascent/shared/homework/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { HomeworkAdminService } from './homework-admin.service.ts';

/** The admin site's homework calls (/api/manage/homework/*). */
export function homeworkAdminRoutes(service: HomeworkAdminService) {
  return bind(homeworkAdminEndpoints, {
    'POST /api/manage/homework/list': ({ actor, body }) => service.list(actor, body),
    'POST /api/manage/homework/detail': ({ actor, body }) => service.detail(actor, body.id),
    'POST /api/manage/homework/save': async ({ actor, ip, body }) =>
      answer(await service.save(actor, ip, body), body.id ? 'common.modified' : 'common.created'),
    'POST /api/manage/homework/publish': async ({ actor, ip, body }) => {
      await service.setPublished(actor, ip, body.ids, true);
      return answer(null, 'homework.published');
    },
    'POST /api/manage/homework/unpublish': async ({ actor, ip, body }) => {
      await service.setPublished(actor, ip, body.ids, false);
      return answer(null, 'homework.unpublished');
    },
    'POST /api/manage/homework/delete': async ({ actor, ip, body }) => {
      await service.remove(actor, ip, body.ids);
      return answer(null, 'common.deleted');
    },
    'POST /api/manage/homework/submissions': ({ actor, body }) => service.submissions(actor, body),
    'POST /api/manage/homework/submission/detail': ({ actor, body }) =>
      service.submission(actor, body.id),
  });
}
