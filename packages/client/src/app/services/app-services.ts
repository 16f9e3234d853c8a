import { QueryClient } from '@tanstack/react-query';
import { createApiClient, type ApiClient } from '../../api/api-client.ts';
import { isApiError } from '../../api/api-error.ts';
import { createAppI18n, type AppI18n } from '../../i18n/create-app-i18n.ts';
import type { AppCatalogueLoaders } from '../../i18n/feature-catalogues.ts';
import {
  createSessionStore,
  type SessionState,
  type SessionStore,
} from '../../session/session-store.ts';
import { useSessionState } from '../../session/use-session-state.ts';
import { createNotifier, type Notifier } from '../../ui/feedback/notifier.ts';
import { createAppNavigator, type AppNavigator } from '../../ui/navigation/app-navigator.ts';
import { USER_QUERY_KEY } from './query-keys.ts';

/** The fixed pages of a site, as router paths. */
export interface AppPaths {
  /** The login page: the API client's login redirect and signing out lead here. */
  login: string;
  /** The signed-in home ("back home" on the error and 404 pages). */
  home: string;
  /** Where ret 99 (no valid licence) leads. */
  licence: string;
}

export interface AppServicesOptions {
  /** Loads the app's own texts per locale (the shared `ui` section is added by createAppI18n). */
  catalogues: AppCatalogueLoaders;
  paths: AppPaths;
  /** Storage prefix of the session keys: '' on the learner site, 'manage_' on the admin site. */
  sessionPrefix?: string;
  /** Where ret 7 (signed in but not allowed) leads from the current page; null stays put. */
  forbiddenTarget: (pathname: string) => string | null;
}

/**
 * An app's singletons: one session, one API client, one i18n, one query cache, and the
 * toasts and navigation that code outside React (the API client) uses.
 */
export interface AppServices {
  readonly paths: AppPaths;
  readonly session: SessionStore;
  readonly notifier: Notifier;
  readonly appNavigator: AppNavigator;
  readonly queryClient: QueryClient;
  readonly api: ApiClient;
  readonly appI18n: AppI18n;
  /** Reads the session from React. */
  readonly useSession: <T>(selector: (state: SessionState) => T) => T;
}

export function createAppServices({
  catalogues,
  paths,
  sessionPrefix = '',
  forbiddenTarget,
}: AppServicesOptions): AppServices {
  const session = createSessionStore({ prefix: sessionPrefix });
  const notifier = createNotifier();
  const appNavigator = createAppNavigator();

  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        // The server answered (a ret or HTTP status): asking again will not change its mind.
        retry: (failures, error) =>
          !(isApiError(error) && error.kind !== 'network') && failures < 1,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
    },
  });

  const api = createApiClient({
    session,
    loginPath: paths.login,
    notify: notifier.error,
    onSessionInvalid: ({ loginUrl }) => appNavigator.navigate(loginUrl, { replace: true }),
    onForbidden: () => {
      const to = forbiddenTarget(window.location.pathname);
      if (to) appNavigator.navigate(to, { replace: true });
    },
    onLicence: () => appNavigator.navigate(paths.licence, { replace: true }),
  });

  const appI18n = createAppI18n({ catalogues, session });

  session.subscribe((state, prev) => {
    // When the session ends, the user's data goes with it.
    if (prev.token && !state.token) queryClient.removeQueries({ queryKey: USER_QUERY_KEY });
    // Server texts follow Accept-Language: fetch them again in the new language.
    if (state.lang !== prev.lang) void queryClient.invalidateQueries();
  });

  return {
    paths,
    session,
    notifier,
    appNavigator,
    queryClient,
    api,
    appI18n,
    useSession: (selector) => useSessionState(session, selector),
  };
}
