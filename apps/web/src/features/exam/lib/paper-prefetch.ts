import { prefetchFirstData } from '@ascent/client/app';
import { services } from '../../../app/services.ts';
import { fetchAttempt } from '../api/attempt-call.ts';
import { examKeys } from './exam-keys.ts';

/**
 * The paper's first data, started while its code loads: the attempt under the key
 * `useAttemptPaper` reads, with the moment it arrived.
 */
export function prefetchPaper(search: string): Promise<void> | undefined {
  const attemptId = Number(new URLSearchParams(search).get('attemptId')) || 0;
  if (!attemptId) return undefined;
  return prefetchFirstData(services, {
    queryKey: examKeys.attempt(attemptId),
    queryFn: async () => ({ paper: await fetchAttempt(attemptId), receivedAt: Date.now() }),
    // Kept until the page reads it (the page's own query keeps none once it is gone).
    gcTime: 60_000,
  });
}
