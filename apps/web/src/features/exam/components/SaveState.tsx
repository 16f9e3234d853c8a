import { useTranslation } from 'react-i18next';
import type { SaveState as State } from '../lib/answer-sync.ts';

/** A tick in a circle, a cloud with an arrow up, a cloud struck through. */
const ICONS: Record<State, React.ReactNode> = {
  saved: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.8 2.8L16 10" />
    </>
  ),
  saving: (
    <>
      <path d="M7 18a4.5 4.5 0 0 1-.6-8.96A6 6 0 0 1 18 9.5a4 4 0 0 1-.5 8.5" />
      <path d="M12 19v-7M9.5 14.5L12 12l2.5 2.5" />
    </>
  ),
  offline: (
    <>
      <path d="M7 18a4.5 4.5 0 0 1-.6-8.96A6 6 0 0 1 18 9.5a4 4 0 0 1-.5 8.5H7z" />
      <path d="M4 4l16 16" />
    </>
  ),
};

/** Whether every answer is on the server, on its way, or kept here until the network returns. */
export function SaveState({ state, pending }: { state: State; pending: number }) {
  const { t } = useTranslation();
  return (
    <span
      className={`exam-save exam-save--${state}`}
      data-testid="save-state"
      data-state={state}
      role="status"
      aria-live="polite"
    >
      <svg className="exam-icon" viewBox="0 0 24 24" aria-hidden="true">
        {ICONS[state]}
      </svg>{' '}
      {t(`exam.save.${state}`, { count: pending })}
    </span>
  );
}
