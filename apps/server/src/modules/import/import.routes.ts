import { importEndpoints } from '@ascent/shared/import/endpoints';
import { bind } from '../../core/endpoints.ts';
import type { ImportService } from './import.service.ts';

export function importRoutes(service: ImportService) {
  return bind(importEndpoints, {
    'POST /api/study/me/import/detail': ({ actor, body, locale }) =>
      service.detail(actor, body.id, locale),
  });
}
