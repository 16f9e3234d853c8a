import type { THomeDetail } from '@ascent/shared/home';
import { api } from '../../../app/services.ts';

/** Spec s.7 home/detail: banners, recommended courses, new knowledge. */
export function fetchHomeDetail(): Promise<THomeDetail> {
  return api.get<THomeDetail>('study/home/detail');
}
