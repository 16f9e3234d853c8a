import { useEffect } from 'react';
import { usePageSettled } from '@ascent/client/app';
import type { TMessageCount } from '@ascent/shared/message';
import { queryKeys } from '../../../app/query-keys.ts';
import { queryClient, useSession } from '../../../app/services.ts';
import { fetchStreamTicket } from '../api/shell-api.ts';
import { connectMessageStream } from '../lib/message-stream.ts';

/**
 * The bell's real-time count: while signed in, a message stream pushes the unread count as it
 * changes (a send, a read in another tab). The count query (polled every 60 s) stays the
 * fallback; a changed count also refreshes the inbox pages. It connects once the first page has
 * settled (`pageSettled`): the stream holds one of the browser's connections for good.
 */
export function useMessageStream() {
  const signedIn = useSession((s) => s.token !== '');
  const settled = usePageSettled();
  useEffect(() => {
    if (!signedIn || !settled || typeof EventSource === 'undefined') return;
    return connectMessageStream({
      getTicket: fetchStreamTicket,
      onCount: (count) => {
        const before = queryClient.getQueryData<TMessageCount>(queryKeys.messageCount);
        queryClient.setQueryData<TMessageCount>(queryKeys.messageCount, { count });
        if (before?.count !== count)
          void queryClient.invalidateQueries({ queryKey: queryKeys.messages });
      },
    });
  }, [signedIn, settled]);
}
