import { Alert, Button, Form, Modal } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { zChangePasswordForm, type PasswordPolicy } from '@ascent/shared/password';
import type { ApiClient } from '../../api/api-client.ts';
import { useTranslateRef } from '../../i18n/use-locale.ts';
import type { SessionStore } from '../../session/session-store.ts';
import { FormSubmit } from '../forms/form-submit.tsx';
import { useServerError } from '../forms/use-server-error.ts';
import { forcedChangeMessageKey, type ForcedChangeReason } from './forced-change.ts';
import { NewPasswordItems } from './new-password-items.tsx';
import { usePasswordChange } from './use-password-change.ts';
import type { Notifier } from '../feedback/notifier.ts';

export interface ForcedPasswordModalProps {
  /** First login or expired password (see useForcedChange). */
  reason: ForcedChangeReason;
  /** The company's policy for this account (see usePasswordPolicy): the shared rules. */
  policy: PasswordPolicy;
  api: ApiClient;
  /** Where the change's success is told (the app's notifier). */
  notifier: Notifier;
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
  notifier,
  session,
  onChanged,
  onLogout,
}: ForcedPasswordModalProps) {
  const { t } = useTranslation();
  const translateRef = useTranslateRef();
  const schema = useMemo(() => zChangePasswordForm(policy), [policy]);
  const [form] = Form.useForm<ForcedPasswordValues>();
  const changePassword = usePasswordChange(api, notifier);
  const serverError = useServerError();

  const onFinish = ({ newpass }: ForcedPasswordValues) =>
    serverError.guard(async () => {
      const refusal = await changePassword({ newpass });
      if (refusal !== null) return refusal;
      session.setState({ changePassword: false, passwordExpire: false });
      onChanged?.();
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
        <NewPasswordItems schema={schema} withTestIds />
        <FormSubmit submission={serverError} block testId="change-password-submit">
          {t('ui.password.submit')}
        </FormSubmit>
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
