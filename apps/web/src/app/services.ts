import { createAppServices } from '@ascent/client/app';
import { HOME_PATH } from '../features/shell/lib/menu-entries.ts';
import { catalogues } from '../i18n/catalogues.ts';

/**
 * The learner site's singletons (one session under the spec's own keys such as
 * `access_token`, one API client, one i18n, one query cache, toasts and navigation for code
 * outside React) and its fixed pages.
 */
export const services = createAppServices({
  catalogues,
  paths: { login: '/login', home: HOME_PATH, licence: '/licence' },
  // ret 7: home.
  forbiddenTarget: () => '/',
});

export const { session, queryClient, api, appI18n, useSession } = services;
