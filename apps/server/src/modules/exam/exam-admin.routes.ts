import { examAdminEndpoints } from '@ascent/shared/exam-admin/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import { sendWorkbook } from '../../core/xlsx.ts';
import type { ExamAdminService } from './exam-admin.service.ts';

/** Exams in the admin site (/api/manage/exam/*). */
export function examAdminRoutes(service: ExamAdminService) {
  return bind(examAdminEndpoints, {
    'POST /api/manage/exam/list': ({ actor, body }) => service.list(actor, body),
    'POST /api/manage/exam/detail': ({ actor, body }) => service.detail(actor, body.id),
    'POST /api/manage/exam/save': async ({ actor, ip, body }) =>
      answer(await service.save(actor, ip, body), body.id ? 'common.modified' : 'common.created'),
    'POST /api/manage/exam/publish': async ({ actor, ip, body }) =>
      answer(await service.publish(actor, ip, body.id), 'examAdmin.published'),
    'POST /api/manage/exam/unpublish': async ({ actor, ip, body }) =>
      answer(await service.unpublish(actor, ip, body.id), 'examAdmin.unpublished'),
    'POST /api/manage/exam/delete': async ({ actor, ip, body }) => {
      await service.remove(actor, ip, body.ids);
      return answer(null, 'common.deleted');
    },
    'POST /api/manage/exam/attempts': ({ actor, body }) => service.attempts(actor, body),
    // A file reply (decisions: the envelope's one exception; refusals still use it).
    'POST /api/manage/exam/attempts/export': async ({ actor, body, locale, reply }) => {
      const file = await service.exportAttempts(actor, body, locale);
      const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, '');
      return sendWorkbook(reply, `${file.name}-${stamp}.xlsx`, file.data);
    },
    'POST /api/manage/exam/reviewers': ({ actor, body }) =>
      service.reviewerCandidates(actor, body.keyword ?? ''),
  });
}
