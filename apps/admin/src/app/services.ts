import { createAppServices } from '@ascent/client/app';
import { catalogues } from '../i18n/catalogues.ts';
import { forbiddenTarget } from './router/guard.ts';
import { ADMIN_HOME_PATH, ADMIN_LICENCE_PATH, ADMIN_LOGIN_PATH } from './router/paths.ts';

/** Storage prefix of the admin session: `manage_access_token`, apart from the learner's. */
export const ADMIN_SESSION_PREFIX = 'manage_';

/**
 * The admin site's singletons (one session under its own storage keys, one API client whose
 * login redirect goes to /manage/login, one i18n, one query cache, toasts and navigation for
 * code outside React) and its fixed pages.
 */
export const services = createAppServices({
  catalogues,
  sessionPrefix: ADMIN_SESSION_PREFIX,
  paths: { login: ADMIN_LOGIN_PATH, home: ADMIN_HOME_PATH, licence: ADMIN_LICENCE_PATH },
  forbiddenTarget,
});

export const { session, api, appI18n, useSession } = services;
