import type { FastifyPluginAsync } from 'fastify';
import { ZCountryAdminQuery } from '@ascent/shared/org';
import { ok } from '../../core/envelope.ts';
import { parseInput } from '../../core/validate.ts';
import type { ReferenceService } from './reference.service.ts';

export function referenceRoutes(service: ReferenceService): FastifyPluginAsync {
  return async (app) => {
    // Learner (spec s.7 "Home and search"): names in the caller's language.
    app.get('/api/study/country', async (req) => ok(await service.countries(req.locale)));
    app.get('/api/study/area/tree', async (req) => ok(await service.areaTree(req.locale)));

    // Admin: the read-only reference page, every name.
    const admin = { config: { auth: 'admin' as const } };
    app.post('/api/manage/country/list', admin, async (req) => {
      const q = parseInput(ZCountryAdminQuery, req.body);
      return ok(await service.adminCountries(q));
    });
    app.get('/api/manage/area/tree', admin, async () => ok(await service.adminAreaTree()));
  };
}
