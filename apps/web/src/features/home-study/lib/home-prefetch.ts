import { USER_QUERY_KEY, prefetchFirstData } from '@ascent/client/app';
import { services } from '../../../app/services.ts';
import { fetchHomeDetail } from '../api/home-api.ts';

/** The home's query keys (dropped with the session, under USER_QUERY_KEY). */
export const HOME_KEY = [...USER_QUERY_KEY, 'study-home'] as const;
export const homeDetailKey = [...HOME_KEY, 'detail'] as const;

/** The home's first data, started while its code loads: its banners, and the first one's picture. */
export function prefetchHome(): void {
  prefetchFirstData(services, {
    queryKey: homeDetailKey,
    queryFn: fetchHomeDetail,
    picture: (detail) => detail.banners[0]?.imageUrl,
  });
}
