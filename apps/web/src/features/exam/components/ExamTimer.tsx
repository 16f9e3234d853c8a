import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRemaining, remainingMs } from '../lib/exam-time.ts';

export interface ExamTimerProps {
  /** The server's deadline. */
  deadline: string;
  /** The server clock's lead over this one (ms). */
  offset: number;
  /** Called once when the time runs out. */
  onTimeUp: () => void;
}

/** The time left to the server's deadline, counted every second. */
export function ExamTimer({ deadline, offset, onTimeUp }: ExamTimerProps) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const timeUp = useRef(onTimeUp);
  useEffect(() => {
    timeUp.current = onTimeUp;
  }, [onTimeUp]);
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const left = remainingMs(deadline, offset, now);
  const over = left === 0;
  useEffect(() => {
    if (over) timeUp.current();
  }, [over]);
  return (
    <span
      className={left < 5 * 60_000 ? 'exam-timer exam-timer--low' : 'exam-timer'}
      role="timer"
      aria-label={t('exam.paper.timeLeft')}
      data-testid="exam-timer"
    >
      <svg className="exam-icon" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>{' '}
      {formatRemaining(left)}
    </span>
  );
}
