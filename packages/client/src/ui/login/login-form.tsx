import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLoginResponse } from '@ascent/shared/auth';
import type { ApiClient } from '../../api/api-client.ts';
import type { SessionStore } from '../../session/session-store.ts';
import { FormSubmit } from '../forms/form-submit.tsx';
import { useServerError } from '../forms/use-server-error.ts';
import { CaptchaInput } from './captcha-input.tsx';
import { loginOutcome, postLogin, type LoginCall } from './login-api.ts';
import { useCaptcha } from './use-captcha.ts';

export interface LoginFormProps {
  api: ApiClient;
  session: SessionStore;
  /** The login call: STUDY_LOGIN_CALL (learner site) or MANAGE_LOGIN_CALL (admin site). */
  loginCall: LoginCall;
  /** Runs just before the session takes the new tokens (drop the previous user's cached data). */
  onBeforeSignIn?: () => void;
  /** The session holds the tokens and flags: where to go next. */
  onSignedIn: (login: TLoginResponse) => void | Promise<void>;
}

interface LoginValues {
  account: string;
  password: string;
  captcha?: string;
}

/**
 * Account and password, plus a captcha once the server asks for one (spec section 4). A
 * refusal (wrong password, locked account, no administrator rights) is shown in the form and
 * leaves the session signed out.
 */
export function LoginForm({ api, session, loginCall, onBeforeSignIn, onSignedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginValues>();
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const captcha = useCaptcha(api, needCaptcha);
  const serverError = useServerError();

  const onFinish = (values: LoginValues) =>
    serverError.guard(async () => {
      const outcome = loginOutcome(
        await postLogin(api, loginCall, {
          account: values.account.trim(),
          password: values.password,
          ...(needCaptcha && captcha.captcha
            ? { captcha: (values.captcha ?? '').trim(), captchaKey: captcha.captcha.captchaKey }
            : {}),
        }),
      );
      if (outcome.ok) {
        onBeforeSignIn?.();
        session.signIn(outcome.login);
        await onSignedIn(outcome.login);
        return;
      }
      if (outcome.needCaptcha) {
        form.setFieldValue('captcha', '');
        // A new captcha after each failure; the first one comes when the field appears.
        if (needCaptcha) void captcha.refresh();
        else setNeedCaptcha(true);
      }
      return outcome.message;
    });

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={onFinish}
      data-testid="login-form"
      requiredMark={false}
    >
      <Form.Item
        name="account"
        label={t('ui.login.account')}
        rules={[{ required: true, whitespace: true, message: t('ui.login.accountRequired') }]}
      >
        <Input
          prefix={<UserOutlined />}
          autoComplete="username"
          maxLength={64}
          data-testid="login-account"
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('ui.login.password')}
        rules={[{ required: true, message: t('ui.login.passwordRequired') }]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="current-password"
          data-testid="login-password"
        />
      </Form.Item>
      {needCaptcha ? (
        <Form.Item
          name="captcha"
          label={t('ui.login.captcha')}
          rules={[{ required: true, whitespace: true, message: t('ui.login.captchaRequired') }]}
        >
          <CaptchaInput
            captcha={captcha.captcha}
            loading={captcha.loading}
            onRefresh={() => void captcha.refresh()}
          />
        </Form.Item>
      ) : null}
      <FormSubmit
        submission={serverError}
        errorTestId="login-error"
        block
        size="large"
        testId="login-submit"
      >
        {t('ui.login.submit')}
      </FormSubmit>
    </Form>
  );
}
