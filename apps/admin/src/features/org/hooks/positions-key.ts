import { USER_QUERY_KEY } from '@ascent/client/app';

/** The cache key of the admin position list (every page and keyword below it). */
export const POSITIONS_KEY = [...USER_QUERY_KEY, 'org', 'positions'] as const;
