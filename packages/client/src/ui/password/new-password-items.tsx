import { useTranslation } from 'react-i18next';
import type { SafeParser } from '../../i18n/form-rules.ts';
import { PasswordItem } from './password-item.tsx';

export interface NewPasswordItemsProps {
  /** The form's zod schema with `newpass` and `confirm` (zChangePasswordForm and the like). */
  schema: SafeParser;
  /** The fixed testids new-password and confirm-password (the forced-change modal's). */
  withTestIds?: boolean;
}

/** The new password and its confirmation, validated by the company's policy. */
export function NewPasswordItems({ schema, withTestIds = false }: NewPasswordItemsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordItem
        name="newpass"
        label={t('ui.password.new')}
        schema={schema}
        autoComplete="new-password"
        testId={withTestIds ? 'new-password' : undefined}
      />
      <PasswordItem
        name="confirm"
        label={t('ui.password.confirm')}
        schema={schema}
        autoComplete="new-password"
        dependencies={['newpass']}
        testId={withTestIds ? 'confirm-password' : undefined}
      />
    </>
  );
}
