import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ExamPaperBarProps {
  /** The exam's name; absent while the paper loads (a placeholder of the same height). */
  title?: string;
  /** Beside the name: whether the answers are saved. */
  status?: ReactNode;
  /** The clock, the answer-sheet toggle and the hand-in button. */
  children?: ReactNode;
}

/**
 * The paper's own bar, the one thing above it on the immersive page (no site header): the
 * exam's name, the save state and the tools, of one fixed height (one line on a wide screen;
 * on a phone the name and save state, then the tools) whatever they show, so nothing below it moves as the paper loads or the save state changes.
 */
export function ExamPaperBar({ title, status, children }: ExamPaperBarProps) {
  return (
    <header className="exam-paper__bar" data-testid="exam-paper-bar">
      <div className="exam-paper__bar-inner">
        {title === undefined ? (
          <span className="plain-skeleton exam-paper__title-skeleton" aria-hidden="true" />
        ) : (
          <h1 className="exam-paper__title" title={title}>
            {title}
          </h1>
        )}
        <div className="exam-paper__status">{status}</div>
        <div className="exam-paper__tools">{children}</div>
      </div>
    </header>
  );
}

/**
 * The paper while it loads: its bar, and question-sized blocks where the questions come, so
 * the page keeps its shape when they arrive (issue 14: CLS at most 0.1). Drawn by exam.css
 * (the base stylesheet's `.plain-skeleton`), without the component kit.
 */
export function ExamPaperSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="exam-paper" aria-busy="true" aria-label={t('ui.loading')}>
      <ExamPaperBar>
        <span className="plain-skeleton exam-paper__tools-skeleton" aria-hidden="true" />
        <button type="button" className="plain-button plain-button--primary" disabled>
          {t('exam.paper.submit')}
        </button>
      </ExamPaperBar>
      <div className="exam-paper__body">
        <div className="exam-paper__questions">
          {[0, 1, 2].map((i) => (
            <div key={i} className="exam-question exam-question--loading" aria-hidden="true">
              {[0, 1, 2, 3, 4].map((line) => (
                <span key={line} className="plain-skeleton exam-skeleton--line" />
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
