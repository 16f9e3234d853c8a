import { paperEndpoints } from '@ascent/shared/question/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { PaperService } from './paper.service.ts';

/** /api/manage/paper/*: papers (the exam admin's paper picker lists them too). */
export function paperRoutes(papers: PaperService) {
  return bind(paperEndpoints, {
    'POST /api/manage/paper/list': ({ actor, body }) => papers.list(actor, body),
    'POST /api/manage/paper/detail': ({ actor, body }) => papers.detail(actor, body.id),
    'POST /api/manage/paper/save': async ({ actor, ip, body }) =>
      answer(await papers.save(actor, ip, body), body.id ? 'common.modified' : 'common.created'),
    'POST /api/manage/paper/delete': async ({ actor, ip, body }) => {
      await papers.remove(actor, ip, body.ids);
      return answer(null, 'common.deleted');
    },
    'POST /api/manage/paper/preview': ({ actor, body }) =>
      papers.preview(actor, body.id, body.seed),
  });
}
