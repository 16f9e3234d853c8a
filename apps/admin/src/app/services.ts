import { QueryClient } from '@tanstack/react-query';
import { createApiClient, isApiError } from '@ascent/client/api';
import { createAppI18n } from '@ascent/client/i18n';
import { createSessionStore, useSessionState, type SessionState } from '@ascent/client/session';
import { createAppNavigator, createNotifier } from '@ascent/client/ui';
import { catalogues } from '../i18n/catalogues.ts';
import { queryKeys } from './query-keys.ts';
import { forbiddenTarget } from './router/guard.ts';
import { ADMIN_LICENCE_PATH, ADMIN_LOGIN_PATH } from './router/paths.ts';

/** Storage prefix of the admin session: `manage_access_token`, apart from the learner's. */
export const ADMIN_SESSION_PREFIX = 'manage_';

/**
 * The admin site's singletons: one session (its own storage keys), one API client (whose
 * login redirect goes to /manage/login), one i18n, one query cache, and the toasts and
 * navigation that code outside React (the API client) uses.
 */
export const session = createSessionStore({ prefix: ADMIN_SESSION_PREFIX });
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
  loginPath: ADMIN_LOGIN_PATH,
  notify: notifier.error,
  onSessionInvalid: ({ loginUrl }) => appNavigator.navigate(loginUrl, { replace: true }),
  onForbidden: () => {
    const to = forbiddenTarget(window.location.pathname);
    if (to) appNavigator.navigate(to, { replace: true });
  },
  onLicence: () => appNavigator.navigate(ADMIN_LICENCE_PATH, { replace: true }),
});

export const appI18n = createAppI18n({ resources: catalogues, session });

session.subscribe((state, prev) => {
  // When the session ends, the administrator's data goes with it.
  if (prev.token && !state.token) queryClient.removeQueries({ queryKey: queryKeys.user });
  // Server texts follow Accept-Language: fetch them again in the new language.
  if (state.lang !== prev.lang) void queryClient.invalidateQueries();
});

/** Reads the session from React. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useSessionState(session, selector);
}
