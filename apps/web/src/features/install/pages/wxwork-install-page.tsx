import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LangSwitch } from '@ascent/client/ui';
import { services } from '../../../app/services.ts';
import { InstallFinish } from '../components/install-finish.tsx';
import { InstallStart } from '../components/install-start.tsx';
import '../../auth/auth.css';
import '../install.css';

/**
 * /install/wxwork (spec s.2 Public): adding Ascent to a WeCom company. Without WeCom's answer it
 * offers "Add to WeCom" (WeCom's install page); with `auth_code` and `state` (WeCom sent the
 * browser back) it completes the install and shows its outcome, or why it was refused.
 */
export function WxworkInstallPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const authCode = params.get('auth_code');
  const state = params.get('state');
  return (
    <main className="login-page">
      <div className="login-page__top">
        <LangSwitch session={services.session} appI18n={services.appI18n} />
      </div>
      <div className="login-card install" data-testid="install-card">
        <div className="forgot__head">
          <span className="install__badge" aria-hidden="true">
            W
          </span>
          <h1 className="forgot__title">{t('install.heading')}</h1>
        </div>
        {authCode !== null ? (
          <InstallFinish authCode={authCode} state={state ?? ''} />
        ) : (
          <InstallStart />
        )}
      </div>
    </main>
  );
}
