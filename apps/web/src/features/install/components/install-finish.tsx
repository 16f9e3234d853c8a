import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RET } from '@ascent/shared/errors';
import type { TWxworkInstallResult } from '@ascent/shared/sso';
import { takeLogin } from '@ascent/client/app';
import { services } from '../../../app/services.ts';
import { requestWxworkInstall } from '../lib/install-api.ts';
import { InstallFailure } from './install-failure.tsx';

/**
 * Back from WeCom's install page with its auth_code and the state: completes the install once
 * (the code is good once) and shows what it did: a new company, or the company it joined; the
 * installer signed in when they have an account there.
 */
export function InstallFinish({ authCode, state }: { authCode: string; state: string }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<TWxworkInstallResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    requestWxworkInstall({ authCode, state })
      .then((env) => {
        if (env.ret !== RET.OK || !env.data?.installed) return setFailure(env.msg);
        if (env.data.login) takeLogin(services, env.data.login);
        setResult(env.data);
      })
      .catch((error: unknown) => setFailure((error as Error).message));
  }, [authCode, state]);

  if (failure) return <InstallFailure message={failure} again />;
  if (!result?.installed)
    return (
      <p
        className="sign-on__progress"
        role="status"
        aria-busy="true"
        data-testid="install-progress"
      >
        <span className="plain-button__spinner" aria-hidden="true" />
        {t('install.finishing')}
      </p>
    );
  const { installed, login } = result;
  const names = {
    company: installed.companyName,
    corp: installed.corpName || installed.companyName,
  };
  return (
    <div className="install__done" role="status" data-testid="install-done">
      <div className="plain-notice plain-notice--success">
        <strong>{t('install.doneTitle')}</strong>
        <p data-testid="install-outcome">
          {t(installed.created ? 'install.created' : 'install.linked', names)}
        </p>
      </div>
      {login ? (
        <Link
          to="/"
          replace
          className="plain-button plain-button--primary plain-button--block plain-button--large"
          data-testid="install-enter"
        >
          {t('install.enter')}
        </Link>
      ) : (
        <>
          <p className="install__note">{t('install.signInHint')}</p>
          <Link
            to="/login"
            replace
            className="plain-button plain-button--primary plain-button--block plain-button--large"
            data-testid="install-sign-in"
          >
            {t('install.signIn')}
          </Link>
        </>
      )}
    </div>
  );
}
