import { Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { zSettingsPasswordForm } from '@ascent/shared/password';
import {
  FormSubmit,
  NewPasswordItems,
  PasswordItem,
  usePasswordChange,
  usePasswordPolicy,
  useServerError,
} from '@ascent/client/ui';
import { api, services, session } from '../../../app/services.ts';

interface SettingsPasswordValues {
  oldpass: string;
  newpass: string;
  confirm: string;
}

/** Change password from the personal centre: original password (6-20), new, confirmation. */
export function SettingsPasswordForm() {
  const { t } = useTranslation();
  const policy = usePasswordPolicy(session);
  const schema = useMemo(() => zSettingsPasswordForm(policy), [policy]);
  const [form] = Form.useForm<SettingsPasswordValues>();
  const changePassword = usePasswordChange(api, services.notifier);
  const serverError = useServerError();

  const onFinish = ({ oldpass, newpass }: SettingsPasswordValues) =>
    serverError.guard(async () => {
      const refusal = await changePassword({ oldpass, newpass });
      if (refusal !== null) return refusal;
      form.resetFields();
    });

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={onFinish}
      autoComplete="off"
      style={{ maxWidth: 420 }}
      data-testid="settings-password-form"
    >
      <PasswordItem
        name="oldpass"
        label={t('password.old')}
        schema={schema}
        autoComplete="current-password"
      />
      <NewPasswordItems schema={schema} />
      <FormSubmit submission={serverError}>{t('ui.password.submit')}</FormSubmit>
    </Form>
  );
}
