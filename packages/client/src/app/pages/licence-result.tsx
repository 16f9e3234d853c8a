import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTranslateRef } from '../../i18n/use-locale.ts';
import { APP_TEXT_KEYS } from '../app-texts.ts';
import type { AppServices } from '../services/app-services.ts';
import { ResultFrame } from './result-frame.tsx';

/** Where ret 99 leads: the platform's licence is missing or expired; the way to the login page. */
export function LicenceResult({ services }: { services: Pick<AppServices, 'paths'> }) {
  const { t } = useTranslation();
  const translateRef = useTranslateRef();
  const navigate = useNavigate();
  return (
    <ResultFrame centered>
      <Result
        status="warning"
        title={translateRef('common.licence')}
        subTitle={t(APP_TEXT_KEYS.licenceDescription)}
        extra={
          <Button type="primary" onClick={() => void navigate(services.paths.login)}>
            {t('ui.toLogin')}
          </Button>
        }
      />
    </ResultFrame>
  );
}
