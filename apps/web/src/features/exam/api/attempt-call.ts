import { api } from '../../../app/services.ts';

/**
 * An attempt's paper with its answers (its own module: the paper's first load asks for it as the
 * site boots, `paper-prefetch.ts`, without the rest of the exam calls).
 */
export const fetchAttempt = (attemptId: number) =>
  api.call('GET /api/study/exam/attempt/:id', { id: attemptId }, { silent: true });
