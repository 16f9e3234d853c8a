import { USER_QUERY_KEY } from '@ascent/client/app';

/** The cache key of the admin unit list (every page and keyword below it). */
export const UNITS_KEY = [...USER_QUERY_KEY, 'org', 'units'] as const;

/** The cache key of a unit's member list. */
export const unitMembersKey = (unitId: number) => [...UNITS_KEY, 'members', unitId] as const;
