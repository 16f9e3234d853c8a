import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TTermsKind } from '@ascent/shared/registration';
import { useLocale } from '@ascent/client/i18n';
import { LangSwitch, LoadFailed, PageSpin } from '@ascent/client/ui';
import { services } from '../../../app/services.ts';
import { RegistrationForm } from '../components/registration-form.tsx';
import { useRegisterStatus, useTerms } from '../lib/register-api.ts';
import '../../auth/auth.css';
import '../register.css';

/** The frame of the public registration pages: the language switch and a card, as /forgot. */
function RegisterFrame({
  title,
  subtitle,
  testId,
  wide = false,
  children,
}: {
  title: string;
  subtitle?: string;
  testId: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const { session, appI18n } = services;
  return (
    <main className="login-page">
      <div className="login-page__top">
        <LangSwitch session={session} appI18n={appI18n} />
      </div>
      <div className={`login-card register${wide ? ' register--wide' : ''}`} data-testid={testId}>
        <div className="forgot__head">
          <h1 className="forgot__title">{title}</h1>
          {subtitle ? <p className="forgot__subtitle">{subtitle}</p> : null}
        </div>
        {children}
      </div>
    </main>
  );
}

/** Registered: the server's message and the way to sign in. */
function Done({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="forgot__done" role="status" data-testid="register-done">
      <p>{message}</p>
      <Link
        to="/login"
        replace
        className="plain-button plain-button--primary plain-button--block plain-button--large"
        data-testid="register-to-login"
      >
        {t('register.toLogin')}
      </Link>
    </div>
  );
}

type RegisterStatus = NonNullable<ReturnType<typeof useRegisterStatus>['data']>;

/**
 * A registration page: its frame, the site's registration status loading (or failed), the form
 * `form` makes of it until the server says it registered, then that message and the way to
 * sign in; `links` under the form.
 */
function RegisterScreen({
  title,
  subtitle,
  testId,
  form,
  links,
}: {
  title: string;
  subtitle: string;
  testId: string;
  form: (status: RegisterStatus, onDone: (message: string) => void) => ReactNode;
  links: (status: RegisterStatus | undefined) => ReactNode;
}) {
  const status = useRegisterStatus();
  const [done, setDone] = useState<string | null>(null);
  return (
    <RegisterFrame title={title} subtitle={subtitle} testId={testId}>
      {status.isPending ? (
        <PageSpin />
      ) : status.isError ? (
        <LoadFailed error={status.error} onRetry={() => void status.refetch()} />
      ) : done ? (
        <Done message={done} />
      ) : (
        form(status.data, setDone)
      )}
      {done ? null : <p className="login-card__links register__links">{links(status.data)}</p>}
    </RegisterFrame>
  );
}

/**
 * /register (spec s.2 Public, s.3 registration form): a person joins an enterprise that accepts
 * registrations: the site's own when it does, else one they search for.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <RegisterScreen
      title={t('register.person.title')}
      subtitle={t('register.person.subtitle')}
      testId="register-card"
      form={(status, onDone) => (
        <RegistrationForm kind="individual" initialEnterprise={status.enterprise} onDone={onDone} />
      )}
      links={(status) => (
        <>
          <Link to="/login" data-testid="register-back">
            {t('register.haveAccount')}
          </Link>
          {status?.enterpriseOpen ? (
            <Link to="/register/company" data-testid="register-company-link">
              {t('register.companyLink')}
            </Link>
          ) : null}
        </>
      )}
    />
  );
}

/** /register/company (spec s.2 Public): an enterprise registers, with its first administrator. */
export function CompanyRegisterPage() {
  const { t } = useTranslation();
  return (
    <RegisterScreen
      title={t('register.company.title')}
      subtitle={t('register.company.subtitle')}
      testId="register-company-card"
      form={(status, onDone) =>
        status.enterpriseOpen ? (
          <RegistrationForm kind="enterprise" onDone={onDone} />
        ) : (
          <div
            className="plain-notice plain-notice--warning"
            role="status"
            data-testid="register-closed"
          >
            <strong>{t('register.closed')}</strong>
            <p>{t('register.closedHint')}</p>
          </div>
        )
      }
      links={() => (
        <>
          <Link to="/login">{t('register.haveAccount')}</Link>
          <Link to="/register">{t('register.personLink')}</Link>
        </>
      )}
    />
  );
}

/** /mine/useragreement and /mine/private (spec s.2 Public): the texts the admin edits. */
export function TermsPage({ kind }: { kind: TTermsKind }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const terms = useTerms(kind, locale);
  const title = kind === 'agreement' ? t('register.titleAgreement') : t('register.titlePrivacy');
  return (
    <RegisterFrame title={title} subtitle={terms.data?.companyName} testId="terms-card" wide>
      {terms.isPending ? (
        <PageSpin />
      ) : terms.isError ? (
        <LoadFailed error={terms.error} onRetry={() => void terms.refetch()} />
      ) : terms.data.text ? (
        <div className="register__terms" data-testid="terms-text">
          {terms.data.text}
        </div>
      ) : (
        <p className="register__note register__empty" data-testid="terms-empty">
          {t('register.termsEmpty', { company: terms.data.companyName })}
        </p>
      )}
    </RegisterFrame>
  );
}
