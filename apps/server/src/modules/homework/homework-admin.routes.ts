import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZIdList } from '@ascent/shared/admin';
import {
  ZHomeworkAdminQuery,
  ZHomeworkId,
  ZHomeworkSave,
  ZHomeworkSubmissionQuery,
} from '@ascent/shared/homework';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { HomeworkAdminService } from './homework-admin.service.ts';

/** The admin site's homework calls (/api/manage/homework/*). */
export function homeworkAdminRoutes(service: HomeworkAdminService): FastifyPluginAsync {
  return async (app) => {
    const admin = { config: { auth: 'admin' as const } };
    app.post('/api/manage/homework/list', admin, async (req) => {
      const q = parseInput(ZHomeworkAdminQuery, req.body);
      return ok(await service.list(requireActor(req.actor), q));
    });
    app.post('/api/manage/homework/detail', admin, async (req) => {
      const { id } = parseInput(ZHomeworkId, req.body);
      return ok(await service.detail(requireActor(req.actor), id));
    });
    app.post('/api/manage/homework/save', admin, async (req) => {
      const input = parseInput(ZHomeworkSave, req.body);
      const saved = await service.save(requireActor(req.actor), req.ip, input);
      return ok(saved, translate(input.id ? 'common.modified' : 'common.created', req.locale));
    });
    app.post('/api/manage/homework/publish', admin, async (req) => {
      const { ids } = parseInput(ZIdList, req.body);
      await service.setPublished(requireActor(req.actor), req.ip, ids, true);
      return ok(null, translate('homework.published', req.locale));
    });
    app.post('/api/manage/homework/unpublish', admin, async (req) => {
      const { ids } = parseInput(ZIdList, req.body);
      await service.setPublished(requireActor(req.actor), req.ip, ids, false);
      return ok(null, translate('homework.unpublished', req.locale));
    });
    app.post('/api/manage/homework/delete', admin, async (req) => {
      const { ids } = parseInput(ZIdList, req.body);
      await service.remove(requireActor(req.actor), req.ip, ids);
      return ok(null, translate('common.deleted', req.locale));
    });
    app.post('/api/manage/homework/submissions', admin, async (req) => {
      const q = parseInput(ZHomeworkSubmissionQuery, req.body);
      return ok(await service.submissions(requireActor(req.actor), q));
    });
    app.post('/api/manage/homework/submission/detail', admin, async (req) => {
      const { id } = parseInput(ZHomeworkId, req.body);
      return ok(await service.submission(requireActor(req.actor), id));
    });
  };
}
