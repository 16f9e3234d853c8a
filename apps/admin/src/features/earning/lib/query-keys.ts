import { USER_QUERY_KEY } from '@ascent/client/app';

/** The earning pages' data (under USER_QUERY_KEY: dropped when the session ends). */
export const earningKeys = {
  rules: [...USER_QUERY_KEY, 'earning', 'rules'] as const,
};
