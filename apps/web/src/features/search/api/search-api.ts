import type { TSearchRequest } from '@ascent/shared/search';
import { api } from '../../../app/services.ts';

/** Spec s.7 home/search, and the hot words. */
export function searchAll(request: TSearchRequest) {
  return api.call('POST /api/study/home/search', request);
}

export function fetchHotWords() {
  return api.call('GET /api/study/search/hotwords');
}
