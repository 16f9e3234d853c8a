import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZIdList } from '@ascent/shared/admin';
import { ZBannerAdminQuery, ZBannerSave, ZCoverListQuery } from '@ascent/shared/home';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { HomeService } from './home.service.ts';

export function homeRoutes(service: HomeService): FastifyPluginAsync {
  return async (app) => {
    // Spec s.7 "Home and search": home/detail, banner/list (no body is read), cover/list?type.
    app.get('/api/study/home/detail', async (req) =>
      ok(await service.detail(requireActor(req.actor))),
    );
    app.post('/api/study/banner/list', async (req) =>
      ok(await service.banners(requireActor(req.actor))),
    );
    app.get('/api/study/cover/list', async (req) => {
      const { type } = parseInput(ZCoverListQuery, req.query);
      return ok(service.covers(type));
    });

    const admin = { config: { auth: 'admin' as const } };
    app.post('/api/manage/banner/list', admin, async (req) => {
      const q = parseInput(ZBannerAdminQuery, req.body);
      return ok(await service.adminList(requireActor(req.actor), q));
    });
    app.post('/api/manage/banner/save', admin, async (req) => {
      const input = parseInput(ZBannerSave, req.body);
      const saved = await service.save(requireActor(req.actor), req.ip, input);
      return ok(saved, translate(input.id ? 'common.modified' : 'common.created', req.locale));
    });
    app.post('/api/manage/banner/delete', admin, async (req) => {
      const { ids } = parseInput(ZIdList, req.body);
      await service.remove(requireActor(req.actor), req.ip, ids);
      return ok(null, translate('common.deleted', req.locale));
    });
  };
}
