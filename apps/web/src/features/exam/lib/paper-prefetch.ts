import { queryClient, session } from '../../../app/services.ts';
import { fetchAttempt } from '../api/attempt-call.ts';
import { examKeys } from './exam-keys.ts';

/**
 * Starts the paper's data call while its code loads, on a cold load of the paper (issue 14:
 * the page waits for the paper to draw anything), into the query cache under the key
 * `useAttemptPaper` reads, with the moment it arrived. Signed in only.
 */
export function prefetchPaper(search: string): void {
  const attemptId = Number(new URLSearchParams(search).get('attemptId')) || 0;
  if (!attemptId || !session.getState().token) return;
  void queryClient
    .prefetchQuery({
      queryKey: examKeys.attempt(attemptId),
      queryFn: async () => ({ paper: await fetchAttempt(attemptId), receivedAt: Date.now() }),
      retry: false,
      // Kept until the page reads it (the page's own query keeps none once it is gone).
      gcTime: 60_000,
    })
    .catch(() => undefined);
}
