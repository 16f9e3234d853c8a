import { programmeAdminEndpoints } from '@ascent/shared/programme/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import { sendWorkbook } from '../../core/xlsx.ts';
import type { ProgrammeAdminService } from './programme-admin.service.ts';

/** The admin site's programme calls (/api/manage/programme/*). */
export function programmeAdminRoutes(service: ProgrammeAdminService) {
  return bind(programmeAdminEndpoints, {
    'POST /api/manage/programme/list': ({ actor, body }) => service.list(actor, body),
    'POST /api/manage/programme/detail': ({ actor, body }) => service.detail(actor, body.id),
    'POST /api/manage/programme/save': async ({ actor, ip, body }) =>
      answer(await service.save(actor, ip, body), body.id ? 'common.modified' : 'common.created'),
    'POST /api/manage/programme/publish': async ({ actor, ip, body }) => {
      await service.setPublished(actor, ip, body.id, true);
      return answer(null, 'programme.published');
    },
    'POST /api/manage/programme/unpublish': async ({ actor, ip, body }) => {
      await service.setPublished(actor, ip, body.id, false);
      return answer(null, 'programme.unpublished');
    },
    'POST /api/manage/programme/delete': async ({ actor, ip, body }) => {
      await service.remove(actor, ip, body.id);
      return answer(null, 'common.deleted');
    },
    'POST /api/manage/programme/members/add': async ({ actor, ip, body }) => {
      const count = await service.addMembers(actor, ip, body.programmeId, body.userIds);
      return answer({ count }, 'programme.membersAdded', { count });
    },
    'POST /api/manage/programme/members/remove': async ({ actor, ip, body }) => {
      const count = await service.removeMembers(actor, ip, body.programmeId, body.userIds);
      return answer({ count }, 'programme.membersRemoved', { count });
    },
    'POST /api/manage/programme/report/learners': ({ actor, body }) =>
      service.reportLearners(actor, body),
    'POST /api/manage/programme/report/departments': ({ actor, body }) =>
      service.reportDepartments(actor, body.programmeId),
    // A file reply (decisions: the envelope's one exception; refusals still use it).
    'POST /api/manage/programme/report/export': async ({ actor, body, locale, reply }) => {
      const file = await service.exportReport(actor, body.programmeId, locale);
      const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, '');
      return sendWorkbook(reply, `${file.name}-${stamp}.xlsx`, file.data);
    },
  });
}
