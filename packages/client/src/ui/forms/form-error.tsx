import { Alert } from 'antd';

/** A form's server-side error (see useServerError), above its buttons. */
export function FormError({ message, testId }: { message: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      style={{ marginBottom: 16 }}
      data-testid={testId}
    />
  );
}
