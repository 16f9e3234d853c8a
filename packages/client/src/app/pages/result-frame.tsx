import type { ReactNode } from 'react';

export interface ResultFrameProps {
  /** Centred on the full-height login background (`.centered-page` of the base stylesheet). */
  centered: boolean;
  /** What happened: drawn as the mark above the title. */
  status: 'error' | 'warning' | 'not-found';
  title: string;
  subtitle: string;
  /** Its buttons or links (`.plain-button`). */
  actions: ReactNode;
  testId?: string;
}

/** The mark of each status: a cross, an exclamation mark, a magnifier. */
const MARKS: Record<ResultFrameProps['status'], ReactNode> = {
  error: <path d="M24 24l24 24M48 24L24 48" />,
  warning: (
    <>
      <path d="M36 20v20" />
      <path d="M36 50v2" />
    </>
  ),
  'not-found': (
    <>
      <circle cx="33" cy="33" r="11" />
      <path d="M41 41l9 9" />
    </>
  ),
};

/**
 * A full-page result (licence, error, 404), made without the component kit: the error page is
 * also the router's error boundary, so it must show even when no further chunk loads.
 */
export function ResultFrame({
  centered,
  status,
  title,
  subtitle,
  actions,
  testId,
}: ResultFrameProps) {
  const result = (
    <section className={`plain-result plain-result--${status}`} data-testid={testId}>
      <svg className="plain-result__mark" viewBox="0 0 72 72" aria-hidden="true">
        <circle cx="36" cy="36" r="34" />
        <g>{MARKS[status]}</g>
      </svg>
      <h1 className="plain-result__title">{title}</h1>
      <p className="plain-result__subtitle">{subtitle}</p>
      <div className="plain-result__actions">{actions}</div>
    </section>
  );
  return centered ? <div className="centered-page">{result}</div> : result;
}
