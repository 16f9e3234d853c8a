import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../lib/menu-entries.ts';

/** Something went wrong (the /error route and the router's error boundary). */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('errorPage.title')}
      subTitle={t('errorPage.description')}
      extra={[
        <Button key="reload" type="primary" onClick={() => window.location.reload()}>
          {t('errorPage.reload')}
        </Button>,
        <Button key="home" href={HOME_PATH}>
          {t('common.backHome')}
        </Button>,
      ]}
    />
  );
}
