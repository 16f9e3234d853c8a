import { Alert, App, Button, Form, Input, Modal } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale, useTranslateRef, zodFormRule } from '@ascent/client/i18n';
import { zChangePasswordForm } from '@ascent/shared/password';
import { FormError } from '../../../app/forms/form-error.tsx';
import { useServerError } from '../../../app/forms/use-server-error.ts';
import { queryKeys } from '../../../app/query-keys.ts';
import { queryClient, session } from '../../../app/services.ts';
import { useLogout } from '../../auth/hooks/use-logout.ts';
import { useChangePassword } from '../hooks/use-change-password.ts';
import { usePasswordPolicy } from '../hooks/use-password-policy.ts';
import { forcedChangeMessageKey, type ForcedChangeReason } from '../lib/forced-change.ts';

interface ForcedPasswordValues {
  newpass: string;
  confirm: string;
}

/**
 * The forced change-password modal (spec section 4): first login or expired password. It
 * cannot be closed (no close button, mask and Escape do nothing); the only ways out are a
 * successful change or signing out.
 */
export function ForcedPasswordModal({ reason }: { reason: ForcedChangeReason }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const translateRef = useTranslateRef();
  const { message } = App.useApp();
  const policy = usePasswordPolicy();
  const schema = useMemo(() => zChangePasswordForm(policy), [policy]);
  const [form] = Form.useForm<ForcedPasswordValues>();
  const change = useChangePassword();
  const logout = useLogout();
  const serverError = useServerError();

  const onFinish = ({ newpass }: ForcedPasswordValues) =>
    serverError.guard(async () => {
      const outcome = await change.mutateAsync({ newpass });
      if (!outcome.ok) return outcome.message;
      void message.success(outcome.message || translateRef('common.modified'));
      session.setState({ changePassword: false, passwordExpire: false });
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
    });

  return (
    <Modal
      open
      title={t('password.forcedTitle')}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      footer={null}
      modalRender={(node) => <div data-testid="change-password-modal">{node}</div>}
    >
      <Alert
        type="warning"
        showIcon
        title={translateRef(forcedChangeMessageKey(reason))}
        style={{ marginBottom: 16 }}
      />
      <Form form={form} layout="vertical" onFinish={onFinish} autoComplete="off">
        <Form.Item
          name="newpass"
          label={t('password.new')}
          required
          rules={[zodFormRule(schema, 'newpass', locale)]}
        >
          <Input.Password data-testid="new-password" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('password.confirm')}
          required
          dependencies={['newpass']}
          rules={[zodFormRule(schema, 'confirm', locale)]}
        >
          <Input.Password data-testid="confirm-password" autoComplete="new-password" />
        </Form.Item>
        <FormError message={serverError.message} />
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={change.isPending}
          data-testid="change-password-submit"
        >
          {t('password.submit')}
        </Button>
        <Button type="link" block onClick={() => void logout()} style={{ marginTop: 8 }}>
          {t('shell.avatar.logout')}
        </Button>
      </Form>
    </Modal>
  );
}
