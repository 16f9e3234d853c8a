import { referenceEndpoints } from '@ascent/shared/org/endpoints';
import { bind } from '../../core/endpoints.ts';
import type { ReferenceService } from './reference.service.ts';

export function referenceRoutes(service: ReferenceService) {
  return bind(referenceEndpoints, {
    // Learner (spec s.7 "Home and search"): names in the caller's language.
    'GET /api/study/country': ({ locale }) => service.countries(locale),
    'GET /api/study/area/tree': ({ locale }) => service.areaTree(locale),
    // Admin: the read-only reference page, every name.
    'POST /api/manage/country/list': ({ body }) => service.adminCountries(body),
    'GET /api/manage/area/tree': () => service.adminAreaTree(),
  });
}
