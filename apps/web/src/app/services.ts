import { QueryClient } from '@tanstack/react-query';
import { createApiClient, isApiError } from '@ascent/client/api';
import { createAppI18n } from '@ascent/client/i18n';
import { createSessionStore, useSessionState, type SessionState } from '@ascent/client/session';
import { createAppNavigator, createNotifier } from '@ascent/client/ui';
import { catalogues } from '../i18n/catalogues.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The learner site's singletons: one session, one API client, one i18n, one query cache, and
 * the toasts and navigation that code outside React (the API client) uses.
 */
export const session = createSessionStore();
export const notifier = createNotifier();
export const appNavigator = createAppNavigator();

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The server answered (a ret or HTTP status): asking again will not change its mind.
      retry: (failures, error) => !(isApiError(error) && error.kind !== 'network') && failures < 1,
      refetchOnWindowFocus: false,
      staleTime: 60_000,
    },
  },
});

export const api = createApiClient({
  session,
  notify: notifier.error,
  onSessionInvalid: ({ loginUrl }) => appNavigator.navigate(loginUrl, { replace: true }),
  onForbidden: () => appNavigator.navigate('/', { replace: true }),
  onLicence: () => appNavigator.navigate('/licence', { replace: true }),
});

export const appI18n = createAppI18n({ resources: catalogues, session });

session.subscribe((state, prev) => {
  // When the session ends, the user's data goes with it.
  if (prev.token && !state.token) queryClient.removeQueries({ queryKey: queryKeys.user });
  // Server texts follow Accept-Language: fetch them again in the new language.
  if (state.lang !== prev.lang) void queryClient.invalidateQueries();
});

/** Reads the session from React. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useSessionState(session, selector);
}
