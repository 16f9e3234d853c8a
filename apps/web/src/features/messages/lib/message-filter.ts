import type { TMessageListQuery } from '@ascent/shared/message';

/** The inbox filter: every message, the unread ones, or the read ones. */
export type MessageFilter = 'all' | 'unread' | 'read';
export const MESSAGE_FILTERS: readonly MessageFilter[] = ['all', 'unread', 'read'];
export const MESSAGE_PAGE_SIZE = 10;

/** The list call's query for a page and a filter. */
export function messageQuery(page: number, filter: MessageFilter): TMessageListQuery {
  const query: TMessageListQuery = { page, pageSize: MESSAGE_PAGE_SIZE };
  if (filter !== 'all') query.isRead = filter === 'read' ? 1 : 0;
  return query;
}

/** After rows leave a page (deleted, or read under the unread filter), the page to show. */
export function pageAfterRemoval(page: number, total: number, removed: number): number {
  const remaining = Math.max(0, total - removed);
  const last = Math.max(1, Math.ceil(remaining / MESSAGE_PAGE_SIZE));
  return Math.min(page, last);
}

/** The first line of a message, for the list (the drawer shows it all). */
export function excerpt(content: string, max = 120): string {
  const line = content.split('\n').find((l) => l.trim()) ?? '';
  return line.length > max ? `${line.slice(0, max)}…` : line;
}
