import { useTranslation } from 'react-i18next';
import { APP_TEXT_KEYS } from '../app-texts.ts';
import type { AppServices } from '../services/app-services.ts';
import { ResultFrame } from './result-frame.tsx';

export interface ErrorResultProps {
  services: Pick<AppServices, 'paths'>;
  /** Centred on the full-height background; default true. */
  centered?: boolean;
}

/** Something went wrong: reload, or a full page load of the home page. */
export function ErrorResult({ services, centered = true }: ErrorResultProps) {
  const { t } = useTranslation();
  return (
    <ResultFrame
      centered={centered}
      status="error"
      title={t('ui.errorPage.title')}
      subtitle={t(APP_TEXT_KEYS.errorDescription)}
      actions={
        <>
          <button
            type="button"
            className="plain-button plain-button--primary"
            onClick={() => window.location.reload()}
          >
            {t('ui.errorPage.reload')}
          </button>
          <a className="plain-button" href={services.paths.home}>
            {t(APP_TEXT_KEYS.backHome)}
          </a>
        </>
      }
    />
  );
}
