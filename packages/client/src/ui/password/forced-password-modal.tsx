import { Alert, App, Button, Form, Input, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zChangePasswordForm, type PasswordPolicy } from '@ascent/shared/password';
import type { ApiClient } from '../../api/api-client.ts';
import { zodFormRule } from '../../i18n/form-rules.ts';
import { useLocale, useTranslateRef } from '../../i18n/use-locale.ts';
import type { SessionStore } from '../../session/session-store.ts';
import { FormError } from '../forms/form-error.tsx';
import { useServerError } from '../forms/use-server-error.ts';
import { changePassword } from './edit-password.ts';
import { forcedChangeMessageKey, type ForcedChangeReason } from './forced-change.ts';

export interface ForcedPasswordModalProps {
  /** First login or expired password (see useForcedChange). */
  reason: ForcedChangeReason;
  /** The company's policy for this account (see usePasswordPolicy): the shared rules. */
  policy: PasswordPolicy;
  api: ApiClient;
  /** Its forced-change flags are cleared once the server accepts the new password. */
  session: SessionStore;
  /** After a successful change (refetch what depends on the flags). */
  onChanged?: () => void;
  /** The only other way out. */
  onLogout: () => void | Promise<void>;
}

interface ForcedPasswordValues {
  newpass: string;
  confirm: string;
}

/**
 * The forced change-password modal (spec section 4): first login or expired password. It
 * cannot be closed (no close button, mask and Escape do nothing); the only ways out are a
 * successful change or signing out.
 */
export function ForcedPasswordModal({
  reason,
  policy,
  api,
  session,
  onChanged,
  onLogout,
}: ForcedPasswordModalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const translateRef = useTranslateRef();
  const { message } = App.useApp();
  const schema = useMemo(() => zChangePasswordForm(policy), [policy]);
  const [form] = Form.useForm<ForcedPasswordValues>();
  const [pending, setPending] = useState(false);
  const serverError = useServerError();

  const onFinish = ({ newpass }: ForcedPasswordValues) =>
    serverError.guard(async () => {
      setPending(true);
      try {
        const outcome = await changePassword(api, { newpass });
        if (!outcome.ok) return outcome.message;
        void message.success(outcome.message || translateRef('common.modified'));
        session.setState({ changePassword: false, passwordExpire: false });
        onChanged?.();
      } finally {
        setPending(false);
      }
    });

  return (
    <Modal
      open
      title={t('ui.password.forcedTitle')}
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
          label={t('ui.password.new')}
          required
          rules={[zodFormRule(schema, 'newpass', locale)]}
        >
          <Input.Password data-testid="new-password" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('ui.password.confirm')}
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
          loading={pending}
          data-testid="change-password-submit"
        >
          {t('ui.password.submit')}
        </Button>
        <Button
          type="link"
          block
          onClick={() => void onLogout()}
          style={{ marginTop: 8 }}
          data-testid="change-password-logout"
        >
          {t('ui.logout')}
        </Button>
      </Form>
    </Modal>
  );
}
