import { USER_QUERY_KEY } from '@ascent/client/app';

/**
 * Query keys of the learner site's own data. Everything under USER_QUERY_KEY belongs to the
 * signed-in user and is dropped when the session ends; the shared keys (platform and company
 * config) are in `@ascent/client/app`.
 */
export const queryKeys = {
  profile: [...USER_QUERY_KEY, 'profile'] as const,
  headerMenu: [...USER_QUERY_KEY, 'menu-pc'] as const,
  messageCount: [...USER_QUERY_KEY, 'message-count'] as const,
  /** The inbox pages of /mine/msg (the page and filter are appended). */
  messages: [...USER_QUERY_KEY, 'messages'] as const,
  personnelInfo: [...USER_QUERY_KEY, 'personnel-info'] as const,
  departmentTree: [...USER_QUERY_KEY, 'department-tree'] as const,
  /** One personnel field's options (the field id and language are appended). */
  personnelFieldOptions: [...USER_QUERY_KEY, 'personnel-field-options'] as const,
};
