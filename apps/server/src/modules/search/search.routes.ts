import { searchAdminEndpoints, searchEndpoints } from '@ascent/shared/search/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { SearchService } from './search.service.ts';

export function searchRoutes(service: SearchService) {
  return [
    // Spec s.7 "Home and search": home/search; hot words (path not shown in the spec).
    ...bind(searchEndpoints, {
      'POST /api/study/home/search': ({ actor, body }) => service.search(actor, body),
      'GET /api/study/search/hotwords': ({ actor }) => service.hotWords(actor),
    }),
    ...bind(searchAdminEndpoints, {
      'GET /api/manage/search/hotwords': ({ actor }) => service.pinnedWords(actor),
      'POST /api/manage/search/hotwords/save': async ({ actor, ip, body }) =>
        answer(await service.savePinned(actor, ip, body.words), 'common.modified'),
    }),
  ];
}
