import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RET } from '@ascent/shared/errors';
import { encryptPasswords } from '@ascent/client/api';
import { useTranslateRef } from '@ascent/client/i18n';
import { LangSwitch, PlainField } from '@ascent/client/ui';
import { services } from '../../../app/services.ts';
import { PhoneCodeForm } from '../components/phone-code-form.tsx';
import '../auth.css';

type PasswordField = 'newpass' | 'confirm';

/**
 * /forgot (spec s.2 Public): a new password for the account on a mobile number, proved by a
 * code sent to it (`sendcode`, `resetpass`). The company's password policy is the server's to
 * apply; every session of the account ends. Then back to the login page.
 */
export function ForgotPage() {
  const { api, session, appI18n } = services;
  const { t } = useTranslation();
  const translateRef = useTranslateRef();
  const [passwords, setPasswords] = useState<Record<PasswordField, string>>({
    newpass: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [done, setDone] = useState<string | null>(null);

  const set = (field: PasswordField) => (value: string) => {
    setPasswords((p) => ({ ...p, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const checkPasswords = () => {
    const next: Partial<Record<PasswordField, string>> = {};
    if (!passwords.newpass) next.newpass = translateRef('password.required');
    if (!passwords.confirm) next.confirm = translateRef('password.confirmRequired');
    else if (passwords.confirm !== passwords.newpass)
      next.confirm = translateRef('password.mismatch');
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  return (
    <main className="login-page">
      <div className="login-page__top">
        <LangSwitch session={session} appI18n={appI18n} />
      </div>
      <div className="login-card" data-testid="forgot-card">
        <div className="forgot__head">
          <h1 className="forgot__title">{t('login.forgot.title')}</h1>
          <p className="forgot__subtitle">{t('login.forgot.subtitle')}</p>
        </div>
        {done ? (
          <div className="forgot__done" role="status" data-testid="forgot-done">
            <p>{done}</p>
            <Link
              to="/login"
              replace
              className="plain-button plain-button--primary plain-button--block plain-button--large"
              data-testid="forgot-to-login"
            >
              {t('login.forgot.toLogin')}
            </Link>
          </div>
        ) : (
          <PhoneCodeForm
            purpose="reset"
            testId="forgot"
            submitLabel={t('login.forgot.submit')}
            checkExtra={checkPasswords}
            onSubmit={async ({ mobile, code }) => {
              const { publicKey } = await api.call('GET /api/study/publickey');
              const { newpass } = await encryptPasswords(publicKey, {
                newpass: passwords.newpass,
              });
              const env = await api.request(
                'POST /api/study/resetpass',
                { mobile, code, newpass: newpass ?? '' },
                { silent: true },
              );
              if (env.ret !== RET.OK) return env.msg;
              setDone(env.msg);
            }}
          >
            <PlainField
              name="newpass"
              type="password"
              label={t('login.forgot.newPassword')}
              value={passwords.newpass}
              onChange={set('newpass')}
              error={errors.newpass}
              autoComplete="new-password"
              testId="forgot-newpass"
            />
            <PlainField
              name="confirm"
              type="password"
              label={t('login.forgot.confirmPassword')}
              value={passwords.confirm}
              onChange={set('confirm')}
              error={errors.confirm}
              autoComplete="new-password"
              testId="forgot-confirm"
            />
          </PhoneCodeForm>
        )}
        {done ? null : (
          <p className="login-card__links">
            <Link to="/login" data-testid="forgot-back">
              {t('login.forgot.back')}
            </Link>
          </p>
        )}
      </div>
    </main>
  );
}
