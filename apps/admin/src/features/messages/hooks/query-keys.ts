import { USER_QUERY_KEY } from '@ascent/client/app';

/** This feature's queries (under USER_QUERY_KEY: dropped when the admin signs out). */
export const messageKeys = {
  sent: [...USER_QUERY_KEY, 'announcements'] as const,
  detail: (id: number) => [...USER_QUERY_KEY, 'announcement', id] as const,
  recipients: (keyword: string) => [...USER_QUERY_KEY, 'message-recipients', keyword] as const,
  departments: [...USER_QUERY_KEY, 'department-tree'] as const,
};
