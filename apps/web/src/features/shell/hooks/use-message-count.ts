import { useUserQuery } from '@ascent/client/app';
import { queryKeys } from '../../../app/query-keys.ts';
import { services } from '../../../app/services.ts';
import { fetchMessageCount } from '../api/shell-api.ts';

export const MESSAGE_POLL_MS = 60_000;

/**
 * The unread message count: polled every 60 s and whenever the window regains focus; a
 * background call (it waits for the first page: `pageSettled`).
 */
export function useMessageCount() {
  return useUserQuery(services, {
    queryKey: queryKeys.messageCount,
    queryFn: fetchMessageCount,
    background: true,
    staleTime: 0,
    refetchInterval: MESSAGE_POLL_MS,
    refetchOnWindowFocus: 'always',
    select: (data) => data.count,
  });
}
