import { Alert, Card } from 'antd';
import { useSearchParams } from 'react-router';
import { hasRet8Marker } from '@ascent/client/api';
import { useTranslateRef } from '@ascent/client/i18n';
import { LangSwitch } from '../../shell/components/lang-switch.tsx';
import { LoginBrand } from '../components/login-brand.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { usePlatformConfig } from '../hooks/use-platform-config.ts';

/** /login: the company's brand, a language switch and the account login form. */
export function LoginPage() {
  const translateRef = useTranslateRef();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const platform = usePlatformConfig();
  return (
    <div className="login-page">
      <div className="login-page__top">
        <LangSwitch />
      </div>
      <Card className="login-card">
        <LoginBrand config={platform.data} loading={platform.isLoading} />
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
        <LoginForm redirect={redirect} />
      </Card>
    </div>
  );
}
