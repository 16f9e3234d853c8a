import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTranslateRef } from '../../i18n/use-locale.ts';
import { useSessionState } from '../../session/use-session-state.ts';
import { APP_TEXT_KEYS } from '../app-texts.ts';
import type { AppServices } from '../services/app-services.ts';
import { ResultFrame } from './result-frame.tsx';

export interface NotFoundResultProps {
  services: Pick<AppServices, 'session' | 'paths'>;
  /** Centred on the full-height background; default true. */
  centered?: boolean;
  testId?: string;
}

/** Any path the site does not have: a link home when signed in, else to the login page. */
export function NotFoundResult({ services, centered = true, testId }: NotFoundResultProps) {
  const { t } = useTranslation();
  const translateRef = useTranslateRef();
  const navigate = useNavigate();
  const signedIn = useSessionState(services.session, (s) => s.token !== '');
  const target = signedIn ? services.paths.home : services.paths.login;
  return (
    <ResultFrame
      centered={centered}
      testId={testId}
      status="not-found"
      title="404"
      subtitle={translateRef('common.notFound')}
      actions={
        // A link (a new tab on a modified click), else followed inside the app.
        <a
          className="plain-button plain-button--primary"
          href={target}
          onClick={(e) => {
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
            e.preventDefault();
            void navigate(target);
          }}
        >
          {t(signedIn ? APP_TEXT_KEYS.backHome : 'ui.toLogin')}
        </a>
      }
    />
  );
}
