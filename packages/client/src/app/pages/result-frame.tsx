import type { ReactNode } from 'react';

export interface ResultFrameProps {
  /** Centred on the full-height login background (`.centered-page` of the base stylesheet). */
  centered: boolean;
  testId?: string;
  children: ReactNode;
}

/** The frame of a full-page result (licence, error, 404). */
export function ResultFrame({ centered, testId, children }: ResultFrameProps) {
  if (!centered) return children;
  return (
    <div className="centered-page" data-testid={testId}>
      {children}
    </div>
  );
}
