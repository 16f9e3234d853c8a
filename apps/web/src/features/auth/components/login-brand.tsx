import { Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TPlatformConfig } from '@ascent/shared/platform';

/** The company's logo and name above the login form. */
export function LoginBrand({
  config,
  loading,
}: {
  config: TPlatformConfig | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  if (loading) return <Skeleton.Input active block style={{ marginBottom: 24 }} />;
  const name = config?.companyName || t('title.app');
  const logo = config?.logo1 || config?.logo2;
  return (
    <div className="login-brand">
      {logo ? <img src={logo} alt={name} className="login-brand__logo" /> : null}
      <Typography.Title level={3} style={{ margin: 0 }}>
        {name}
      </Typography.Title>
      <Typography.Text type="secondary">{t('login.subtitle')}</Typography.Text>
    </div>
  );
}
