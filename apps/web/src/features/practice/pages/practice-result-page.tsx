import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSpin } from '@ascent/client/ui';
import { ResultView } from '../components/result-view.tsx';
import { idParam, paperPath } from '../lib/practice-paths.ts';
import { usePracticePaper, usePracticeResult } from '../hooks/use-practice.ts';
import { PaperMissing } from '../components/paper-missing.tsx';
import '../practice.css';

/**
 * /mine/practice/result and /exam/practice/result?sessionId=: a finished session's numbers and
 * every question with the learner's answer, the key and the analysis. A session still in
 * progress goes back to its paper.
 */
export function PracticeResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionId = idParam(params.get('sessionId'));
  const result = usePracticeResult(sessionId);
  // Only read when the result is refused (the session may still be in progress).
  const paper = usePracticePaper(result.isError ? sessionId : 0);

  if (!sessionId) return <PaperMissing message={t('practice.paper.notFound')} />;
  if (result.isPending) return <PageSpin />;
  if (result.isError) {
    if (paper.isPending) return <PageSpin />;
    if (paper.data?.status === 'in_progress')
      return <Navigate to={paperPath(paper.data.mode, paper.data.sessionId)} replace />;
    return <PaperMissing message={result.error.message} />;
  }
  return <ResultView result={result.data} />;
}
