import { keepPreviousData } from '@tanstack/react-query';
import { useUserQuery } from '@ascent/client/app';
import { queryKeys } from '../../../app/query-keys.ts';
import { services } from '../../../app/services.ts';
import { fetchMessages } from '../api/messages-api.ts';
import { messageQuery, type MessageFilter } from '../lib/message-filter.ts';

/** One page of the caller's inbox; the previous page stays on screen while the next loads. */
export function useMessages(page: number, filter: MessageFilter) {
  const query = messageQuery(page, filter);
  return useUserQuery(services, {
    queryKey: [...queryKeys.messages, query],
    queryFn: () => fetchMessages(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
