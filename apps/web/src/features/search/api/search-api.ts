import type { THotWords, TSearchRequest, TSearchResult } from '@ascent/shared/search';
import { api } from '../../../app/services.ts';

/** Spec s.7 home/search, and the hot words. */
export function searchAll(request: TSearchRequest): Promise<TSearchResult> {
  return api.post<TSearchResult>('study/home/search', request);
}

export function fetchHotWords(): Promise<THotWords> {
  return api.get<THotWords>('study/search/hotwords');
}
