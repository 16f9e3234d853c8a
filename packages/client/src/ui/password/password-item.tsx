import { Form, Input } from 'antd';
import { zodFormRule, type SafeParser } from '../../i18n/form-rules.ts';
import { useLocale } from '../../i18n/use-locale.ts';

export interface PasswordItemProps {
  /** The form field, validated by the form schema's rule for it. */
  name: string;
  label: string;
  /** The whole form's zod schema: the item shows exactly its rule's message, translated. */
  schema: SafeParser;
  autoComplete: 'current-password' | 'new-password';
  /** Fields whose change validates this one again (the confirmation: the new password). */
  dependencies?: string[];
  testId?: string;
}

/** A required password field of a form (antd Form.Item with a masked input). */
export function PasswordItem({
  name,
  label,
  schema,
  autoComplete,
  dependencies,
  testId,
}: PasswordItemProps) {
  const locale = useLocale();
  return (
    <Form.Item
      name={name}
      label={label}
      required
      dependencies={dependencies}
      rules={[zodFormRule(schema, name, locale)]}
    >
      <Input.Password data-testid={testId} autoComplete={autoComplete} />
    </Form.Item>
  );
}
