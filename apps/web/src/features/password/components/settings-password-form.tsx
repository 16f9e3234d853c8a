import { App, Button, Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale, useTranslateRef, zodFormRule } from '@ascent/client/i18n';
import { zSettingsPasswordForm } from '@ascent/shared/password';
import { FormError, usePasswordPolicy, useServerError } from '@ascent/client/ui';
import { session } from '../../../app/services.ts';
import { useChangePassword } from '../hooks/use-change-password.ts';

interface SettingsPasswordValues {
  oldpass: string;
  newpass: string;
  confirm: string;
}

/** Change password from the personal centre: original password (6-20), new, confirmation. */
export function SettingsPasswordForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const translateRef = useTranslateRef();
  const { message } = App.useApp();
  const policy = usePasswordPolicy(session);
  const schema = useMemo(() => zSettingsPasswordForm(policy), [policy]);
  const [form] = Form.useForm<SettingsPasswordValues>();
  const change = useChangePassword();
  const serverError = useServerError();

  const onFinish = ({ oldpass, newpass }: SettingsPasswordValues) =>
    serverError.guard(async () => {
      const outcome = await change.mutateAsync({ oldpass, newpass });
      if (!outcome.ok) return outcome.message;
      void message.success(outcome.message || translateRef('common.modified'));
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
      <Form.Item
        name="oldpass"
        label={t('password.old')}
        required
        rules={[zodFormRule(schema, 'oldpass', locale)]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newpass"
        label={t('ui.password.new')}
        required
        rules={[zodFormRule(schema, 'newpass', locale)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('ui.password.confirm')}
        required
        dependencies={['newpass']}
        rules={[zodFormRule(schema, 'confirm', locale)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <FormError message={serverError.message} />
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('ui.password.submit')}
      </Button>
    </Form>
  );
}
