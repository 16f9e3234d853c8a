import type { QueryKey } from '@tanstack/react-query';
import type { AppServices } from '../services/app-services.ts';

export interface FirstData<T> {
  /** The key the page's own query reads: the page finds the data there. */
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  /** How long the data waits in the cache for the page (the query client's default else). */
  gcTime?: number;
  /** The address of the page's largest picture in the data, asked for as soon as it is known. */
  picture?: (data: T) => string | null | undefined;
}

/**
 * A first page's data call, started while its code loads (`featurePages`' `prefetch`: issue
 * 14, the page waited for its code, then its call, then its picture). Signed in only (signed
 * out, the guard sends the visitor to the login page instead); no retry (the page's own query
 * retries, and shows a failure); the largest picture asked for at high priority. Settles (never
 * fails) once the data is in the cache or the call has failed: the first render waits for it
 * (`featurePages`), so the page is first drawn with its data.
 */
export function prefetchFirstData<T>(
  { queryClient, session }: Pick<AppServices, 'queryClient' | 'session'>,
  { queryKey, queryFn, gcTime, picture }: FirstData<T>,
): Promise<void> {
  if (!session.getState().token) return Promise.resolve();
  return queryClient
    .fetchQuery({ queryKey, queryFn, retry: false, ...(gcTime === undefined ? {} : { gcTime }) })
    .then((data) => {
      const src = picture?.(data);
      if (!src) return;
      const image = new Image();
      image.fetchPriority = 'high';
      image.src = src;
    })
    .catch(() => undefined);
}
