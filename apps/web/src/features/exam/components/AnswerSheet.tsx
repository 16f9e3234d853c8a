import { useTranslation } from 'react-i18next';

export interface SheetUnit {
  id: number;
  /** "3", or "3.2" for a case's part. */
  label: string;
  answered: boolean;
}

/**
 * The answer card: every question's number, marked when answered; a click goes to it (scrolled
 * to the middle of the window, its first answer focused). `onGo` runs first (the phone's sheet
 * closes, so the page can scroll).
 */
export function AnswerSheet({ units, onGo }: { units: SheetUnit[]; onGo?: () => void }) {
  const { t } = useTranslation();
  const answered = units.filter((u) => u.answered).length;
  return (
    <nav className="exam-sheet" aria-label={t('exam.paper.sheet')}>
      <div className="exam-sheet__count">
        {t('exam.paper.answeredOf', { answered, total: units.length })}
      </div>
      <div className="exam-sheet__grid">
        {units.map((u) => (
          <button
            key={u.id}
            type="button"
            className={u.answered ? 'exam-sheet__item exam-sheet__item--done' : 'exam-sheet__item'}
            aria-label={t(u.answered ? 'exam.paper.goAnswered' : 'exam.paper.goUnanswered', {
              n: u.label,
            })}
            onClick={() => {
              onGo?.();
              // After the sheet (a dialog on a phone) has closed and given the page back.
              requestAnimationFrame(() => {
                const question = document.getElementById(`question-${u.id}`);
                question?.scrollIntoView({ behavior: 'smooth', block: 'center' });
                question
                  ?.querySelector<HTMLElement>('input, textarea')
                  ?.focus({ preventScroll: true });
              });
            }}
          >
            {u.label}
          </button>
        ))}
      </div>
      <div className="exam-sheet__legend">
        <span className="exam-sheet__swatch exam-sheet__swatch--done" aria-hidden />
        {t('exam.paper.answered')}
        <span className="exam-sheet__swatch" aria-hidden />
        {t('exam.paper.unanswered')}
      </div>
    </nav>
  );
}
