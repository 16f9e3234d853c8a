import type { TListQuery, TPage } from '@ascent/shared/admin';
import type { TBannerAdmin, TBannerSave } from '@ascent/shared/home';
import { api } from '../../../app/services.ts';

/** The home carousel's banners (/api/manage/banner/*). */
export function fetchBanners(query: TListQuery): Promise<TPage<TBannerAdmin>> {
  return api.call('POST /api/manage/banner/list', query);
}

// The form shows the server's refusal itself.
export function saveBanner(body: TBannerSave): Promise<TBannerAdmin> {
  return api.call('POST /api/manage/banner/save', body, { silent: true });
}

export function deleteBanners(ids: number[]): Promise<null> {
  return api.call('POST /api/manage/banner/delete', { ids });
}
