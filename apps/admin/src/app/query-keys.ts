import { USER_QUERY_KEY } from '@ascent/client/app';

/**
 * Query keys of the admin site's own data. Everything under USER_QUERY_KEY belongs to the
 * signed-in administrator and is dropped when the session ends; the shared keys (platform and
 * company config) are in `@ascent/client/app`.
 */
export const queryKeys = {
  manageSession: [...USER_QUERY_KEY, 'manage-session'] as const,
};
