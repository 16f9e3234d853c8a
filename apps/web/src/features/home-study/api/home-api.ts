import { api } from '../../../app/services.ts';

/** Spec s.7 home/detail: banners, recommended courses, new knowledge. */
export function fetchHomeDetail() {
  return api.call('GET /api/study/home/detail');
}
