import { USER_QUERY_KEY } from '@ascent/client/app';
import { queryClient, session } from '../../../app/services.ts';
import { fetchHomeDetail } from '../api/home-api.ts';

/** The home's query keys (dropped with the session, under USER_QUERY_KEY). */
export const HOME_KEY = [...USER_QUERY_KEY, 'study-home'] as const;
export const homeDetailKey = [...HOME_KEY, 'detail'] as const;

/**
 * Starts the home's banners (with the first banner's picture, the page's largest) while its
 * code loads, on a cold load of the home (issue 14: the banner waited for the code, then the
 * call, then the picture). Signed in only.
 */
export function prefetchHome(): void {
  if (!session.getState().token) return;
  void queryClient
    .fetchQuery({ queryKey: homeDetailKey, queryFn: fetchHomeDetail, retry: false })
    .then((detail) => {
      const first = detail.banners[0];
      if (!first) return;
      const picture = new Image();
      picture.fetchPriority = 'high';
      picture.src = first.imageUrl;
    })
    .catch(() => undefined);
}
