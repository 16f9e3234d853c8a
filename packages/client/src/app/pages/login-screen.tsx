import { Suspense, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import type { TLoginResponse } from '@ascent/shared/auth';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hasRet8Marker } from '../../api/ret-action.ts';
import { useTranslateRef } from '../../i18n/use-locale.ts';
import { LangSwitch } from '../../ui/lang/lang-switch.tsx';
import { LoginBrand } from '../../ui/login/login-brand.tsx';
import { LoginForm } from '../../ui/login/login-form.tsx';
import type { LoginCall } from '../../ui/login/login-api.ts';
import { APP_TEXT_KEYS } from '../app-texts.ts';
import { usePlatformConfig } from '../hooks/use-platform-config.ts';
import type { AppServices } from '../services/app-services.ts';
import { USER_QUERY_KEY } from '../services/query-keys.ts';

/** What another way in is given: what the account form does once a person is known. */
export interface LoginMethodProps {
  /**
   * Signs in with a login reply: drops the previous user's cached data, gives the session the
   * tokens and goes on, as the account form does.
   */
  signIn: (login: TLoginResponse) => Promise<void>;
}

/** Another way in beside the account form, on a tab of its own (the learner site's QR login). */
export interface LoginMethod {
  /** The tabs' names (the account form's and this one's) and the tab list's. */
  labels: { list: string; account: string; method: string };
  /** The method, loaded when its tab first opens (React `lazy`). */
  Method: ComponentType<LoginMethodProps>;
}

export interface LoginScreenProps {
  services: Pick<AppServices, 'api' | 'session' | 'appI18n' | 'queryClient'>;
  /** The login call: STUDY_LOGIN_CALL, or MANAGE_LOGIN_CALL on the admin site. */
  loginCall: LoginCall;
  /** Signed in (the session holds the tokens): go on, given the page's `redirect` query. */
  onSignedIn: (redirect: string | null) => void | Promise<void>;
  /** data-testid of the card. */
  testId?: string;
  /** A notice of the app's own above the form (for example: a sign-in link has expired). */
  notice?: ReactNode;
  /** Another way in beside the account form (the learner site's QR login). */
  otherMethod?: LoginMethod;
}

/**
 * A login page: a language switch, the company's brand (else the app's name, and its
 * subtitle), notices (the platform config did not load; signed out because the account
 * signed in elsewhere) and the login form, with another way in beside it where the site
 * offers one (`otherMethod`). Made without the component kit (RouteMeta
 * `withoutKit`): the first page of both sites loads no antd.
 */
export function LoginScreen({
  services,
  loginCall,
  onSignedIn,
  testId,
  notice,
  otherMethod,
}: LoginScreenProps) {
  const { api, session, appI18n, queryClient } = services;
  const { t } = useTranslation();
  const translateRef = useTranslateRef();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const platform = usePlatformConfig(services);

  // Signing in over another user's session: none of their data may show.
  const dropUserData = useCallback(
    () => queryClient.removeQueries({ queryKey: USER_QUERY_KEY }),
    [queryClient],
  );
  const signedIn = useCallback(() => onSignedIn(redirect), [onSignedIn, redirect]);
  const signInWith = useCallback(
    async (login: TLoginResponse) => {
      dropUserData();
      session.signIn(login);
      await signedIn();
    },
    [dropUserData, session, signedIn],
  );
  const [method, setMethod] = useState<'account' | 'other'>('account');

  return (
    <main className="login-page">
      <div className="login-page__top">
        <LangSwitch session={session} appI18n={appI18n} />
      </div>
      <div className="login-card" data-testid={testId}>
        <LoginBrand
          config={platform.data}
          loading={platform.isLoading}
          fallbackName={t(APP_TEXT_KEYS.appName)}
          subtitle={t(APP_TEXT_KEYS.loginSubtitle)}
        />
        {platform.isError ? (
          <div className="plain-notice plain-notice--warning" role="status">
            {translateRef('platform.configError')}
          </div>
        ) : null}
        {redirect && hasRet8Marker(redirect) ? (
          <div className="plain-notice" role="status">
            {translateRef('auth.kicked')}
          </div>
        ) : null}
        {notice}
        {otherMethod ? (
          <div className="login-methods" role="tablist" aria-label={otherMethod.labels.list}>
            {(['account', 'other'] as const).map((value) => (
              <button
                key={value}
                type="button"
                role="tab"
                aria-selected={method === value}
                className="login-methods__tab"
                onClick={() => setMethod(value)}
                data-testid={`login-method-${value}`}
              >
                {value === 'account' ? otherMethod.labels.account : otherMethod.labels.method}
              </button>
            ))}
          </div>
        ) : null}
        {otherMethod && method === 'other' ? (
          <Suspense fallback={<span className="plain-skeleton login-methods__loading" />}>
            <otherMethod.Method signIn={signInWith} />
          </Suspense>
        ) : (
          <LoginForm
            api={api}
            session={session}
            loginCall={loginCall}
            onBeforeSignIn={dropUserData}
            onSignedIn={signedIn}
          />
        )}
      </div>
    </main>
  );
}
