import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '../../../app/forms/form-error.tsx';
import { useServerError } from '../../../app/forms/use-server-error.ts';
import { afterLoginTarget } from '../../../app/router/guard.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useLogin } from '../hooks/use-login.ts';
import { CaptchaInput } from './captcha-input.tsx';

interface LoginValues {
  account: string;
  password: string;
  captcha?: string;
}

/** Account and password, plus a captcha once the server asks for one (spec section 4). */
export function LoginForm({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginValues>();
  const login = useLogin();
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const captcha = useCaptcha(needCaptcha);
  const serverError = useServerError();

  const onFinish = (values: LoginValues) =>
    serverError.guard(async () => {
      const outcome = await login.mutateAsync({
        account: values.account.trim(),
        password: values.password,
        ...(needCaptcha && captcha.data
          ? { captcha: (values.captcha ?? '').trim(), captchaKey: captcha.data.captchaKey }
          : {}),
      });
      if (outcome.ok) {
        const target = afterLoginTarget(redirect);
        if (target.kind === 'full') window.location.href = target.to;
        else await navigate(target.to, { replace: true });
        return;
      }
      if (outcome.needCaptcha) {
        form.setFieldValue('captcha', '');
        // A new captcha after each failure; the first one comes when the field appears.
        if (needCaptcha) void captcha.refetch();
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
        label={t('login.account')}
        rules={[{ required: true, whitespace: true, message: t('login.accountRequired') }]}
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
        label={t('login.password')}
        rules={[{ required: true, message: t('login.passwordRequired') }]}
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
          label={t('login.captcha')}
          rules={[{ required: true, whitespace: true, message: t('login.captchaRequired') }]}
        >
          <CaptchaInput
            captcha={captcha.data}
            loading={captcha.isFetching}
            onRefresh={() => void captcha.refetch()}
          />
        </Form.Item>
      ) : null}
      <FormError message={serverError.message} testId="login-error" />
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={login.isPending}
        data-testid="login-submit"
      >
        {t('login.submit')}
      </Button>
    </Form>
  );
}
