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
import { takeLogin } from '../services/sign-in.ts';

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
  /** Names the tab (`login-method-<id>`). */
  id: string;
  /** The tab's name. */
  label: string;
  /** The method, loaded when its tab first opens (React `lazy`). */
  Method: ComponentType<LoginMethodProps>;
}

/** Other ways in beside the account form: the tab list's name, the account tab's, the methods. */
export interface LoginMethods {
  labels: { list: string; account: string };
  methods: LoginMethod[];
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
  /** Other ways in beside the account form (the learner site's code by text message and QR login). */
  otherMethods?: LoginMethods;
  /** Under the card's form (the learner site's forgot-password link). */
  footer?: ReactNode;
}

/**
 * A login page: a language switch, the company's brand (else the app's name, and its
 * subtitle), notices (the platform config did not load; signed out because the account
 * signed in elsewhere) and the login form, with other ways in beside it where the site
 * offers them (`otherMethods`, a tab each). Made without the component kit (RouteMeta
 * `withoutKit`): the first page of both sites loads no antd.
 */
export function LoginScreen({
  services,
  loginCall,
  onSignedIn,
  testId,
  notice,
  otherMethods,
  footer,
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
      takeLogin({ session, queryClient }, login);
      await signedIn();
    },
    [queryClient, session, signedIn],
  );
  const [method, setMethod] = useState('account');
  const chosen = otherMethods?.methods.find((m) => m.id === method);

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
        {otherMethods ? (
          <div className="login-methods" role="tablist" aria-label={otherMethods.labels.list}>
            {[{ id: 'account', label: otherMethods.labels.account }, ...otherMethods.methods].map(
              (m) => (
                <button
                  key={m.id}
                  type="button"
                  role="tab"
                  aria-selected={method === m.id}
                  className="login-methods__tab"
                  onClick={() => setMethod(m.id)}
                  data-testid={`login-method-${m.id}`}
                >
                  {m.label}
                </button>
              ),
            )}
          </div>
        ) : null}
        {chosen ? (
          <Suspense fallback={<span className="plain-skeleton login-methods__loading" />}>
            <chosen.Method signIn={signInWith} />
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
        {footer}
      </div>
    </main>
  );
}
