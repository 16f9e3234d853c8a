import { Alert, Card } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { hasRet8Marker } from '@ascent/client/api';
import { useTranslateRef } from '@ascent/client/i18n';
import { LangSwitch, LoginBrand, LoginForm, STUDY_LOGIN_PATH } from '@ascent/client/ui';
import { queryKeys } from '../../../app/query-keys.ts';
import { afterLoginTarget } from '../../../app/router/guard.ts';
import { api, appI18n, queryClient, session } from '../../../app/services.ts';
import { usePlatformConfig } from '../hooks/use-platform-config.ts';

/** /login: the company's brand, a language switch and the account login form. */
export function LoginPage() {
  const { t } = useTranslation();
  const translateRef = useTranslateRef();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const platform = usePlatformConfig();

  // Signing in over another user's session: none of their data may show.
  const dropUserData = useCallback(
    () => queryClient.removeQueries({ queryKey: queryKeys.user }),
    [],
  );
  const onSignedIn = useCallback(async () => {
    const target = afterLoginTarget(redirect);
    if (target.kind === 'full') window.location.href = target.to;
    else await navigate(target.to, { replace: true });
  }, [redirect, navigate]);

  return (
    <div className="login-page">
      <div className="login-page__top">
        <LangSwitch session={session} appI18n={appI18n} />
      </div>
      <Card className="login-card">
        <LoginBrand
          config={platform.data}
          loading={platform.isLoading}
          fallbackName={t('title.app')}
          subtitle={t('login.subtitle')}
        />
        {platform.isError ? (
          <Alert
            type="warning"
            showIcon
            title={translateRef('platform.configError')}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        {redirect && hasRet8Marker(redirect) ? (
          <Alert
            type="info"
            showIcon
            title={translateRef('auth.kicked')}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <LoginForm
          api={api}
          session={session}
          loginPath={STUDY_LOGIN_PATH}
          onBeforeSignIn={dropUserData}
          onSignedIn={onSignedIn}
        />
      </Card>
    </div>
  );
}
