import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ZIdList, ZIdParam } from '@ascent/shared/admin';
import { formatSize } from '@ascent/shared/common';
import { translate } from '@ascent/shared/errors';
import {
  USER_LIMITS,
  ZCreateUserRequest,
  ZMoveUsersRequest,
  ZResetPasswordRequest,
  ZUpdateUserRequest,
  ZUserExportQuery,
  ZUserListQuery,
  ZUserRolesRequest,
  ZUserSecrecyRequest,
} from '@ascent/shared/users';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { AppError, fail } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import type { ChangeContext } from './user-admin.rules.ts';
import type { UserAdminService } from './user-admin.service.ts';
import type { UserBulkService } from './user-bulk.service.ts';
import type { UserImportService } from './user-import.service.ts';
import { XLSX_MIME, contentDisposition } from '../../core/xlsx.ts';

const admin = { config: { auth: 'admin' as const } };

const changeContext = (req: FastifyRequest): ChangeContext => ({
  actor: requireActor(req.actor),
  ip: req.ip,
});

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
): FastifyPluginAsync {
  return async (app) => {
    const done = (req: FastifyRequest) => translate('common.success', req.locale);

    app.post('/api/manage/user/list', admin, async (req) => {
      const q = parseInput(ZUserListQuery, req.body);
      return ok(await service.list(requireActor(req.actor), q));
    });
    app.post('/api/manage/user/detail', admin, async (req) => {
      const { id } = parseInput(ZIdParam, req.body);
      return ok(await service.detail(requireActor(req.actor), id));
    });
    app.post('/api/manage/user/create', admin, async (req) => {
      const input = parseInput(ZCreateUserRequest, req.body);
      return ok(await service.create(changeContext(req), input), done(req));
    });
    app.post('/api/manage/user/update', admin, async (req) => {
      const input = parseInput(ZUpdateUserRequest, req.body);
      return ok(
        await service.update(changeContext(req), input),
        translate('common.modified', req.locale),
      );
    });
    app.post('/api/manage/user/disable', admin, async (req) => {
      const { ids } = parseInput(ZIdList, req.body);
      return ok(await bulk.setStatus(changeContext(req), ids, 'disabled'), done(req));
    });
    app.post('/api/manage/user/enable', admin, async (req) => {
      const { ids } = parseInput(ZIdList, req.body);
      return ok(await bulk.setStatus(changeContext(req), ids, 'active'), done(req));
    });
    app.post('/api/manage/user/reset-password', admin, async (req) => {
      const input = parseInput(ZResetPasswordRequest, req.body);
      return ok(await bulk.resetPasswords(changeContext(req), input), done(req));
    });
    app.post('/api/manage/user/move', admin, async (req) => {
      const input = parseInput(ZMoveUsersRequest, req.body);
      return ok(await bulk.move(changeContext(req), input), done(req));
    });
    app.post('/api/manage/user/roles', admin, async (req) => {
      const input = parseInput(ZUserRolesRequest, req.body);
      return ok(await bulk.changeRoles(changeContext(req), input), done(req));
    });
    app.post('/api/manage/user/secrecy', admin, async (req) => {
      const input = parseInput(ZUserSecrecyRequest, req.body);
      return ok(await bulk.setSecrecy(changeContext(req), input), done(req));
    });

    // Files (decisions: a file reply is the exception to the envelope; refusals still use it).
    app.get('/api/manage/user/import-template', admin, async (req, reply) => {
      const data = await imports.template(requireActor(req.actor), req.locale);
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', contentDisposition('user-import-template.xlsx'))
        .send(data);
    });
    app.post('/api/manage/user/export', admin, async (req, reply) => {
      const q = parseInput(ZUserExportQuery, req.body);
      const data = await imports.exportUsers(requireActor(req.actor), q, req.locale);
      const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', contentDisposition(`users-${stamp}.xlsx`))
        .send(data);
    });
    app.post('/api/manage/user/import', admin, async (req) => {
      const ctx = changeContext(req);
      const data = await readUpload(req);
      try {
        const result = await imports.importUsers(ctx, data, req.locale);
        return ok(
          result,
          translate('user.importDone', req.locale, {
            imported: result.imported,
            failed: result.failed.length,
          }),
        );
      } catch (err) {
        if (err instanceof AppError) throw err;
        // The transaction rolled back: nothing of this file was imported.
        req.log.error({ err }, 'user import failed');
        throw fail('user.importFailed');
      }
    });
  };
}
