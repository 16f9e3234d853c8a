import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useSessionState } from '../../session/use-session-state.ts';
import type { AppServices } from '../services/app-services.ts';
import { usePageSettled } from './use-page-settled.ts';

/** useQuery options without `enabled`: a user query runs exactly while someone is signed in. */
export type UserQueryOptions<TQueryFnData, TData, TQueryKey extends QueryKey> = Omit<
  UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
  'enabled'
> & {
  /** A background call (the unread count): it waits until the first page has settled. */
  background?: boolean;
};

/**
 * A query of the signed-in user's data: enabled only while the session holds a token (and, for
 * a background call, once the first page has settled: `pageSettled`).
 */
export function useUserQuery<
  TQueryFnData,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(
  services: Pick<AppServices, 'session'>,
  options: UserQueryOptions<TQueryFnData, TData, TQueryKey>,
) {
  const signedIn = useSessionState(services.session, (s) => s.token !== '');
  const settled = usePageSettled();
  const { background, ...query } = options;
  return useQuery({ ...query, enabled: signedIn && (!background || settled) });
}
