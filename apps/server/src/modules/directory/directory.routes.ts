import { directoryAdminEndpoints } from '@ascent/shared/sso/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { DirectoryService } from './directory.service.ts';

export function directoryRoutes(directory: DirectoryService) {
  return bind(directoryAdminEndpoints, {
    'POST /api/manage/sso/directory/run': async ({ actor, ip, body, locale }) =>
      answer(await directory.start(actor, ip, body.suite, locale), 'common.success'),
    'POST /api/manage/sso/directory/runs': ({ actor, body, locale }) =>
      directory.runs(actor, body, locale),
    'POST /api/manage/sso/directory/run/detail': ({ actor, body, locale }) =>
      directory.detail(actor, body, locale),
    'POST /api/manage/sso/directory/run/cancel': async ({ actor, ip, body, locale }) =>
      answer(await directory.cancel(actor, ip, body, locale), 'common.success'),
  });
}
