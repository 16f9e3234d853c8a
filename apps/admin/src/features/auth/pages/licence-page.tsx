import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTranslateRef } from '@ascent/client/i18n';
import { ADMIN_LOGIN_PATH } from '../../../app/router/paths.ts';

/** Where ret 99 leads: the platform's licence is missing or expired. */
export function LicencePage() {
  const { t } = useTranslation();
  const translateRef = useTranslateRef();
  const navigate = useNavigate();
  return (
    <div className="centered-page">
      <Result
        status="warning"
        title={translateRef('common.licence')}
        subTitle={t('licence.description')}
        extra={
          <Button type="primary" onClick={() => void navigate(ADMIN_LOGIN_PATH)}>
            {t('common.toLogin')}
          </Button>
        }
      />
    </div>
  );
}
