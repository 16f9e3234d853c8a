import { surveyAdminEndpoints } from '@ascent/shared/survey/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import { sendWorkbook } from '../../core/xlsx.ts';
import type { SurveyAdminService } from './survey-admin.service.ts';

/** The admin's survey calls: authoring, publishing, results and the xlsx export. */
export function surveyAdminRoutes(service: SurveyAdminService) {
  return bind(surveyAdminEndpoints, {
    'POST /api/manage/survey/list': ({ actor, body }) => service.list(actor, body),
    'POST /api/manage/survey/detail': ({ actor, body }) => service.adminDetail(actor, body.id),
    'POST /api/manage/survey/save': async ({ actor, ip, body }) =>
      answer(await service.save(actor, ip, body), body.id ? 'common.modified' : 'common.created'),
    'POST /api/manage/survey/publish': async ({ actor, ip, body }) => {
      await service.setPublished(actor, ip, body.ids, true);
      return answer(null, 'survey.published');
    },
    'POST /api/manage/survey/unpublish': async ({ actor, ip, body }) => {
      await service.setPublished(actor, ip, body.ids, false);
      return answer(null, 'survey.unpublished');
    },
    'POST /api/manage/survey/delete': async ({ actor, ip, body }) => {
      await service.remove(actor, ip, body.ids);
      return answer(null, 'common.deleted');
    },
    'POST /api/manage/survey/results': ({ actor, body }) => service.results(actor, body),
    'POST /api/manage/survey/texts': ({ actor, body }) => service.texts(actor, body),
    // The envelope's one exception: the file itself (refusals before it are envelopes).
    'POST /api/manage/survey/export': async ({ actor, body, locale, reply }) => {
      const { file, name } = await service.exportResults(actor, body, locale);
      return sendWorkbook(reply, name, file);
    },
  });
}
