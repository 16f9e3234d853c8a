import type { FastifyRequest } from 'fastify';
import { formatSize } from '@ascent/shared/common';
import { USER_LIMITS } from '@ascent/shared/users';
import { userAdminEndpoints } from '@ascent/shared/users/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import { fail } from '../../core/errors.ts';
import type { ImportService } from '../import/import.service.ts';
import type { ChangeContext } from './user-admin.rules.ts';
import type { UserAdminService } from './user-admin.service.ts';
import type { UserBulkService } from './user-bulk.service.ts';
import type { UserImportService } from './user-import.service.ts';
import { sendWorkbook } from '../../core/xlsx.ts';

/** Who changes and from where: the part of a handler's context the services take. */
const changeContext = ({ actor, ip }: ChangeContext): ChangeContext => ({ actor, ip });

/** The upload of manage/user/import: one .xlsx of at most 10 MB. */
async function readUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw fail('user.importFileRequired');
  const file = await req.file({ limits: { fileSize: USER_LIMITS.importBytes, files: 1 } });
  if (!file) throw fail('user.importFileRequired');
  if (!file.filename.toLowerCase().endsWith('.xlsx')) {
    file.file.resume();
    throw fail('user.importFileRequired');
  }
  try {
    return await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw fail('upload.tooLarge', { max: formatSize(USER_LIMITS.importBytes) });
    throw err;
  }
}

/** /api/manage/user/*: the admin site's people (administrators of the caller's company). */
export function userAdminRoutes(
  service: UserAdminService,
  bulk: UserBulkService,
  imports: UserImportService,
  jobs: ImportService,
) {
  return bind(userAdminEndpoints, {
    'POST /api/manage/user/list': ({ actor, body }) => service.list(actor, body),
    'POST /api/manage/user/detail': ({ actor, body }) => service.detail(actor, body.id),
    'POST /api/manage/user/create': async (ctx) =>
      answer(await service.create(changeContext(ctx), ctx.body), 'common.success'),
    'POST /api/manage/user/update': async (ctx) =>
      answer(await service.update(changeContext(ctx), ctx.body), 'common.modified'),
    'POST /api/manage/user/disable': async (ctx) =>
      answer(await bulk.setStatus(changeContext(ctx), ctx.body.ids, 'disabled'), 'common.success'),
    'POST /api/manage/user/enable': async (ctx) =>
      answer(await bulk.setStatus(changeContext(ctx), ctx.body.ids, 'active'), 'common.success'),
    'POST /api/manage/user/reset-password': async (ctx) =>
      answer(await bulk.resetPasswords(changeContext(ctx), ctx.body), 'common.success'),
    'POST /api/manage/user/move': async (ctx) =>
      answer(await bulk.move(changeContext(ctx), ctx.body), 'common.success'),
    'POST /api/manage/user/roles': async (ctx) =>
      answer(await bulk.changeRoles(changeContext(ctx), ctx.body), 'common.success'),
    'POST /api/manage/user/secrecy': async (ctx) =>
      answer(await bulk.setSecrecy(changeContext(ctx), ctx.body), 'common.success'),

    // Files (decisions: a file reply is the exception to the envelope; refusals still use it).
    'GET /api/manage/user/import-template': async ({ actor, locale, reply }) => {
      const data = await imports.template(actor, locale);
      return sendWorkbook(reply, 'user-import-template.xlsx', data);
    },
    'POST /api/manage/user/export': async ({ actor, body, locale, reply }) => {
      const data = await imports.exportUsers(actor, body, locale);
      const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
      return sendWorkbook(reply, `users-${stamp}.xlsx`, data);
    },
    'POST /api/manage/user/import': async ({ actor, ip, locale, req }) => {
      const data = await readUpload(req);
      const started = await jobs.start(
        { actor, ip, locale },
        'user',
        { filename: 'users.xlsx', data },
        {},
      );
      return answer(started, 'import.queued');
    },
  });
}
