import type { FastifyPluginAsync } from 'fastify';
import { ZIdList } from '@ascent/shared/admin';
import { translate } from '@ascent/shared/errors';
import {
  ZPaperList,
  ZPaperPreview,
  ZPaperSave,
  ZQuestionAdminId,
} from '@ascent/shared/question-admin';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { PaperService } from './paper.service.ts';

const admin = { config: { auth: 'admin' as const } };

/** /api/manage/paper/*: papers (the exam admin's paper picker lists them too). */
export function paperRoutes(papers: PaperService): FastifyPluginAsync {
  return async (app) => {
    app.post('/api/manage/paper/list', admin, async (req) => {
      const q = parseInput(ZPaperList, req.body);
      return ok(await papers.list(requireActor(req.actor), q));
    });
    app.post('/api/manage/paper/detail', admin, async (req) => {
      const { id } = parseInput(ZQuestionAdminId, req.body);
      return ok(await papers.detail(requireActor(req.actor), id));
    });
    app.post('/api/manage/paper/save', admin, async (req) => {
      const input = parseInput(ZPaperSave, req.body);
      return ok(
        await papers.save(requireActor(req.actor), req.ip, input),
        translate(input.id ? 'common.modified' : 'common.created', req.locale),
      );
    });
    app.post('/api/manage/paper/delete', admin, async (req) => {
      const { ids } = parseInput(ZIdList, req.body);
      await papers.remove(requireActor(req.actor), req.ip, ids);
      return ok(null, translate('common.deleted', req.locale));
    });
    app.post('/api/manage/paper/preview', admin, async (req) => {
      const { id, seed } = parseInput(ZPaperPreview, req.body);
      return ok(await papers.preview(requireActor(req.actor), id, seed));
    });
  };
}
