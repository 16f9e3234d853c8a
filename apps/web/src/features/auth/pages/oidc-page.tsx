import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { RET } from '@ascent/shared/errors';
import { OIDC_REDIRECT_PATH, OPERATOR_LOGIN_PATH } from '@ascent/shared/sso/paths';
import { platformConfigQuery, takeLogin } from '@ascent/client/app';
import { LangSwitch } from '@ascent/client/ui';
import { services } from '../../../app/services.ts';
import { useAfterSignIn } from '../lib/use-after-sign-in.ts';
import '../auth.css';

/** The provider's answer carries these back (RFC 6749 s.4.1.2, RFC 9207's iss). */
const CALLBACK_PARAMS = ['state', 'code', 'iss', 'error', 'error_description'] as const;

/**
 * /login/oidc (spec s.2 Public, s.4): sign-on through the company's OIDC provider. Arriving
 * without the provider's answer, it asks for the provider's address (`OIDCGetAuthUrl`, with the
 * page to return to) and goes there; coming back with it (`state`, `code`), it completes the
 * sign-on (`OIDCCallBack`) and goes on to that page. A refusal is shown with a way to try again
 * and the password login (/oprt_lgin).
 */
export function OidcPage() {
  const { api } = services;
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const afterSignIn = useAfterSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const redirect = params.get('redirect');

  useEffect(() => {
    // Once per page load: a provider's code is good once.
    if (started.current) return;
    started.current = true;
    const run = async () => {
      if (params.has('state')) {
        const body = Object.fromEntries(
          CALLBACK_PARAMS.flatMap((k) => (params.has(k) ? [[k, params.get(k)!]] : [])),
        ) as { state: string };
        const env = await api.request('POST /api/study/OIDCCallBack', body, { silent: true });
        if (env.ret !== RET.OK) return setFailure(env.msg);
        takeLogin(services, env.data.login);
        await afterSignIn(env.data.redirect);
        return;
      }
      const config = await services.queryClient.fetchQuery({
        ...platformConfigQuery(services),
        staleTime: Infinity,
      });
      const env = await api.request(
        'POST /api/study/OIDCGetAuthUrl',
        { mode: 1, customerId: config.CustomerID, authMode: 1, state: redirect ?? '/' },
        { silent: true },
      );
      if (env.ret !== RET.OK) return setFailure(env.msg);
      window.location.assign(env.data.url);
    };
    run().catch((error: unknown) => setFailure((error as Error).message));
  }, [api, params, redirect, afterSignIn]);

  const again = `${OIDC_REDIRECT_PATH}${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;
  return (
    <main className="login-page">
      <div className="login-page__top">
        <LangSwitch session={services.session} appI18n={services.appI18n} />
      </div>
      <div className="login-card oidc" data-testid="oidc-card">
        <h1 className="forgot__title">{t('login.oidc.title')}</h1>
        {failure ? (
          <div className="oidc__failure">
            <div className="plain-notice plain-notice--error" role="alert" data-testid="oidc-error">
              {failure}
            </div>
            <a
              href={again}
              className="plain-button plain-button--primary plain-button--block plain-button--large"
              data-testid="oidc-again"
            >
              {t('login.oidc.again')}
            </a>
            <p className="login-card__links">
              <Link to={OPERATOR_LOGIN_PATH} data-testid="oidc-password">
                {t('login.oidc.password')}
              </Link>
            </p>
          </div>
        ) : (
          <p className="oidc__progress" role="status" aria-busy="true" data-testid="oidc-progress">
            <span className="plain-button__spinner" aria-hidden="true" />
            {t(params.has('state') ? 'login.oidc.finishing' : 'login.oidc.leaving')}
          </p>
        )}
      </div>
    </main>
  );
}
