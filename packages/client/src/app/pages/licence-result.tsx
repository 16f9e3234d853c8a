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
    <ResultFrame
      centered
      status="warning"
      title={translateRef('common.licence')}
      subtitle={t(APP_TEXT_KEYS.licenceDescription)}
      actions={
        <button
          type="button"
          className="plain-button plain-button--primary"
          onClick={() => void navigate(services.paths.login)}
        >
          {t('ui.toLogin')}
        </button>
      }
    />
  );
}
