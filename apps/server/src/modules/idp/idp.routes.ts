import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZIdParam } from '@ascent/shared/admin';
import type { TStudyUploadResponse } from '@ascent/shared/files';
import {
  ZIdpDecide,
  ZIdpId,
  ZIdpItemSearch,
  ZIdpListQuery,
  ZIdpPersonSearch,
  ZIdpSave,
  ZIdpStepDone,
} from '@ascent/shared/idp';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import type { FilesService } from '../files/files.service.ts';
import type { IdpService } from './idp.service.ts';

/** The learner's plans (/mine/IDP...), the supervisor's approval, the pickers and uploads. */
export function idpRoutes(deps: {
  idp: IdpService;
  files: Pick<FilesService, 'uploadStream'>;
}): FastifyPluginAsync {
  const { idp } = deps;
  return async (app) => {
    app.post('/api/study/idp/list', async (req) => {
      const q = parseInput(ZIdpListQuery, req.body);
      return ok(await idp.list(requireActor(req.actor), q));
    });
    app.get('/api/study/idp/:id/detail', async (req) => {
      const { id } = parseInput(ZIdParam, req.params);
      return ok(await idp.detail(requireActor(req.actor), id));
    });
    app.post('/api/study/idp/save', async (req) => {
      const input = parseInput(ZIdpSave, req.body);
      return ok(
        await idp.save(requireActor(req.actor), input),
        translate('idp.submitted', req.locale),
      );
    });
    app.post('/api/study/idp/withdraw', async (req) => {
      const { id } = parseInput(ZIdpId, req.body);
      return ok(
        await idp.withdraw(requireActor(req.actor), id),
        translate('idp.withdrawn', req.locale),
      );
    });
    app.post('/api/study/idp/decide', async (req) => {
      const input = parseInput(ZIdpDecide, req.body);
      return ok(
        await idp.decide(requireActor(req.actor), input),
        translate('idp.decided', req.locale),
      );
    });
    app.post('/api/study/idp/homework/step', async (req) => {
      const input = parseInput(ZIdpStepDone, req.body);
      return ok(await idp.markStep(requireActor(req.actor), input));
    });
    app.post('/api/study/idp/item/search', async (req) => {
      const input = parseInput(ZIdpItemSearch, req.body);
      return ok(await idp.searchItems(requireActor(req.actor), input));
    });
    app.post('/api/study/idp/supervisor/search', async (req) => {
      const { keyword } = parseInput(ZIdpPersonSearch, req.body);
      return ok(await idp.searchPeople(requireActor(req.actor), keyword));
    });
    // A homework attachment (spec s.5: 200MB each), kept as the uploader's for their plans.
    app.post('/api/study/idp/upload/file', async (req) => {
      const actor = requireActor(req.actor);
      const file = req.isMultipart() ? await req.file() : undefined;
      if (!file) throw fail('upload.failed');
      const { file: stored, exist } = await deps.files.uploadStream(
        actor,
        req.ip,
        'homework',
        file.filename,
        file.file,
        { dedupe: true, audit: false },
      );
      await idp.rememberFile(actor, stored.fileId);
      const reply: TStudyUploadResponse = { file: stored, url: stored.url, exist };
      return ok(reply, translate('common.success', req.locale));
    });
  };
}
