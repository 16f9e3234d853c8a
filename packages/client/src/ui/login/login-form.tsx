import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLoginResponse } from '@ascent/shared/auth';
import type { ApiClient } from '../../api/api-client.ts';
import type { SessionStore } from '../../session/session-store.ts';
import { useServerError } from '../forms/use-server-error.ts';
import { CaptchaField } from './captcha-input.tsx';
import { loginOutcome, postLogin, type LoginCall } from './login-api.ts';
import { PlainField } from './plain-field.tsx';
import { PlainFormSubmit } from './plain-form-submit.tsx';
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

type Field = 'account' | 'password' | 'captcha';

/** A field's own refusal before anything is sent (a catalogue key), or none. */
const REQUIRED: Record<Field, string> = {
  account: 'ui.login.accountRequired',
  password: 'ui.login.passwordRequired',
  captcha: 'ui.login.captchaRequired',
};

/**
 * Account and password, plus a captcha once the server asks for one (spec section 4). A
 * refusal (wrong password, locked account, no administrator rights) is shown in the form and
 * leaves the session signed out. Made without the component kit (the login page's budget).
 */
export function LoginForm({ api, session, loginCall, onBeforeSignIn, onSignedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({
    account: '',
    password: '',
    captcha: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const captcha = useCaptcha(api, needCaptcha);
  const serverError = useServerError();

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (serverError.pending) return;
    const fields: Field[] = needCaptcha
      ? ['account', 'password', 'captcha']
      : ['account', 'password'];
    // The password is taken as typed; the other fields must hold more than spaces.
    const missing = fields.filter((f) => (f === 'password' ? values[f] : values[f].trim()) === '');
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((f) => [f, t(REQUIRED[f])])));
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${missing[0]}"]`)?.focus();
      return;
    }
    void serverError.guard(async () => {
      const outcome = loginOutcome(
        await postLogin(api, loginCall, {
          account: values.account.trim(),
          password: values.password,
          ...(needCaptcha && captcha.captcha
            ? { captcha: values.captcha.trim(), captchaKey: captcha.captcha.captchaKey }
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
        setValues((v) => ({ ...v, captcha: '' }));
        // A new captcha after each failure; the first one comes when the field appears.
        if (needCaptcha) void captcha.refresh();
        else setNeedCaptcha(true);
      }
      return outcome.message;
    });
  };

  return (
    <form className="plain-form" noValidate onSubmit={onSubmit} data-testid="login-form">
      <PlainField
        name="account"
        label={t('ui.login.account')}
        value={values.account}
        onChange={set('account')}
        error={errors.account}
        autoComplete="username"
        maxLength={64}
        testId="login-account"
      />
      <PlainField
        name="password"
        type="password"
        label={t('ui.login.password')}
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        autoComplete="current-password"
        testId="login-password"
      />
      {needCaptcha ? (
        <CaptchaField
          captcha={captcha}
          value={values.captcha}
          onChange={set('captcha')}
          error={errors.captcha}
          testId="login-captcha"
        />
      ) : null}
      <PlainFormSubmit submission={serverError} testId="login-submit" errorTestId="login-error">
        {t('ui.login.submit')}
      </PlainFormSubmit>
    </form>
  );
}
