import { USER_QUERY_KEY } from '@ascent/client/app';

/** Query keys of the learning pages (dropped with the session, under USER_QUERY_KEY). */
export const learningKeys = {
  all: [...USER_QUERY_KEY, 'learning'] as const,
  course: (id: number) => [...USER_QUERY_KEY, 'learning', 'course', id] as const,
  permission: (id: number) => [...USER_QUERY_KEY, 'learning', 'permission', id] as const,
  progress: (id: number) => [...USER_QUERY_KEY, 'learning', 'progress', id] as const,
};
