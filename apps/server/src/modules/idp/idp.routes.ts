import { idpEndpoints } from '@ascent/shared/idp/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import { fail } from '../../core/errors.ts';
import type { FilesService } from '../files/files.service.ts';
import type { IdpService } from './idp.service.ts';

/** The learner's plans (/mine/IDP...), the supervisor's approval, the pickers and uploads. */
export function idpRoutes(deps: { idp: IdpService; files: Pick<FilesService, 'uploadStream'> }) {
  const { idp } = deps;
  return bind(idpEndpoints, {
    'POST /api/study/idp/list': ({ actor, body }) => idp.list(actor, body),
    'GET /api/study/idp/:id/detail': ({ actor, params }) => idp.detail(actor, params.id),
    'POST /api/study/idp/save': async ({ actor, body }) =>
      answer(await idp.save(actor, body), 'idp.submitted'),
    'POST /api/study/idp/withdraw': async ({ actor, body }) =>
      answer(await idp.withdraw(actor, body.id), 'idp.withdrawn'),
    'POST /api/study/idp/decide': async ({ actor, body }) =>
      answer(await idp.decide(actor, body), 'idp.decided'),
    'POST /api/study/idp/homework/step': ({ actor, body }) => idp.markStep(actor, body),
    'POST /api/study/idp/item/search': ({ actor, body }) => idp.searchItems(actor, body),
    'POST /api/study/idp/supervisor/search': ({ actor, body }) =>
      idp.searchPeople(actor, body.keyword),
    // A homework attachment (spec s.5: 200MB each), kept as the uploader's for their plans.
    'POST /api/study/idp/upload/file': async ({ actor, ip, req }) => {
      const file = req.isMultipart() ? await req.file() : undefined;
      if (!file) throw fail('upload.failed');
      const { file: stored, exist } = await deps.files.uploadStream(
        actor,
        ip,
        'homework',
        file.filename,
        file.file,
        { dedupe: true, audit: false },
      );
      await idp.rememberFile(actor, stored.fileId);
      return answer({ file: stored, url: stored.url, exist }, 'common.success');
    },
  });
}
