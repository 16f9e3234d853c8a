import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZPinnedWordsSave, ZSearchRequest } from '@ascent/shared/search';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { SearchService } from './search.service.ts';

export function searchRoutes(service: SearchService): FastifyPluginAsync {
  return async (app) => {
    // Spec s.7 "Home and search": home/search; hot words (path not shown in the spec).
    app.post('/api/study/home/search', async (req) => {
      const q = parseInput(ZSearchRequest, req.body);
      return ok(await service.search(requireActor(req.actor), q));
    });
    app.get('/api/study/search/hotwords', async (req) =>
      ok(await service.hotWords(requireActor(req.actor))),
    );

    const admin = { config: { auth: 'admin' as const } };
    app.get('/api/manage/search/hotwords', admin, async (req) =>
      ok(await service.pinnedWords(requireActor(req.actor))),
    );
    app.post('/api/manage/search/hotwords/save', admin, async (req) => {
      const { words } = parseInput(ZPinnedWordsSave, req.body);
      const saved = await service.savePinned(requireActor(req.actor), req.ip, words);
      return ok(saved, translate('common.modified', req.locale));
    });
  };
}
