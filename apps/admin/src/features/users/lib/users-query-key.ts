import { USER_QUERY_KEY } from '@ascent/client/app';

/** Every users list query starts with this key (dropped when the admin signs out). */
export const USERS_QUERY_KEY = [...USER_QUERY_KEY, 'manage-users'] as const;
