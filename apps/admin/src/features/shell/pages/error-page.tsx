import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_HOME_PATH } from '../../../app/router/paths.ts';

/** Something went wrong (the router's error boundary). */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <div className="centered-page">
      <Result
        status="error"
        title={t('errorPage.title')}
        subTitle={t('errorPage.description')}
        extra={[
          <Button key="reload" type="primary" onClick={() => window.location.reload()}>
            {t('errorPage.reload')}
          </Button>,
          <Button key="home" href={ADMIN_HOME_PATH}>
            {t('common.backHome')}
          </Button>,
        ]}
      />
    </div>
  );
}
