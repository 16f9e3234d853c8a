import { QueryClient } from '@tanstack/react-query';
import { createApiClient, isApiError } from '@ascent/client/api';
import { createAppI18n } from '@ascent/client/i18n';
import { createSessionStore, useSessionState, type SessionState } from '@ascent/client/session';
import { catalogues } from '../i18n/catalogues.ts';
import { appNavigate } from './navigation.ts';
import { notifyError } from './notifier.ts';
import { queryKeys } from './query-keys.ts';

/** The learner site's singletons: one session, one API client, one i18n, one query cache. */
export const session = createSessionStore();

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
  notify: notifyError,
  onSessionInvalid: ({ loginUrl }) => appNavigate(loginUrl, { replace: true }),
  onForbidden: () => appNavigate('/', { replace: true }),
  onLicence: () => appNavigate('/licence', { replace: true }),
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
