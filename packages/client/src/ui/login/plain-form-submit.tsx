import { useId, type ReactNode } from 'react';
import type { ServerErrorState } from '../forms/use-server-error.ts';

export interface PlainFormSubmitProps {
  /** The form's submission: its refusal shown above the button, its pending state on it. */
  submission: Pick<ServerErrorState, 'message' | 'pending'>;
  /** data-testid of the button; the refusal's is `errorTestId`. */
  testId: string;
  errorTestId: string;
  children: ReactNode;
}

/**
 * The end of a form made without the component kit (the login page's forms): the server's
 * refusal, announced and tied to the button, and the wide submit button with its spinner.
 */
export function PlainFormSubmit({
  submission,
  testId,
  errorTestId,
  children,
}: PlainFormSubmitProps) {
  const errorId = useId();
  return (
    <>
      {submission.message ? (
        <div
          className="plain-notice plain-notice--error"
          role="alert"
          id={errorId}
          data-testid={errorTestId}
        >
          {submission.message}
        </div>
      ) : null}
      <button
        type="submit"
        className="plain-button plain-button--primary plain-button--block plain-button--large"
        aria-disabled={submission.pending}
        aria-describedby={submission.message ? errorId : undefined}
        data-testid={testId}
      >
        {submission.pending ? <span className="plain-button__spinner" aria-hidden="true" /> : null}
        {children}
      </button>
    </>
  );
}
