import { Button, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { FormError } from './form-error.tsx';
import type { ServerErrorState } from './use-server-error.ts';

export interface FormSubmitProps {
  /** The form's submission (useServerError): its refusal and its pending state. */
  submission: Pick<ServerErrorState, 'message' | 'pending'>;
  errorTestId?: string;
  /** Full width (modals, the login form). */
  block?: boolean;
  size?: ButtonProps['size'];
  testId?: string;
  /** The button's label. */
  children: ReactNode;
}

/** The end of a form: the server's refusal, if any, above the primary submit button. */
export function FormSubmit({
  submission,
  errorTestId,
  block,
  size,
  testId,
  children,
}: FormSubmitProps) {
  return (
    <>
      <FormError message={submission.message} testId={errorTestId} />
      <Button
        type="primary"
        htmlType="submit"
        block={block}
        size={size}
        loading={submission.pending}
        data-testid={testId}
      >
        {children}
      </Button>
    </>
  );
}
