import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSpin } from '@ascent/client/ui';
import type { PracticePaper } from '@ascent/shared/practice';
import { idParam, paperPath, resultPath } from '../lib/practice-paths.ts';
import { usePracticePaper } from '../hooks/use-practice.ts';
import { PaperMissing } from './paper-missing.tsx';

/**
 * Reads ?sessionId= and loads the paper; a paper of the other kind (with or without feedback)
 * goes to its own screen, a finished one to its result, else `children` gets the paper and
 * when it was read.
 */
export function PaperGate({
  feedback,
  children,
}: {
  /** Whether this screen answers with feedback (practice) or not (a mock exam). */
  feedback: boolean;
  children: (paper: PracticePaper, updatedAt: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionId = idParam(params.get('sessionId'));
  const paper = usePracticePaper(sessionId);

  if (!sessionId) return <PaperMissing message={t('practice.paper.notFound')} />;
  if (paper.isPending) return <PageSpin />;
  if (paper.isError) return <PaperMissing message={paper.error.message} />;
  const p = paper.data;
  if (p.feedback !== feedback) return <Navigate to={paperPath(p.mode, p.sessionId)} replace />;
  if (p.status === 'finished') return <Navigate to={resultPath(p.mode, p.sessionId)} replace />;
  return children(p, paper.dataUpdatedAt);
}
