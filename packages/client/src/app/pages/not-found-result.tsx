import { Button, Result } from 'antd';
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

/** Any path the site does not have: the way home when signed in, else to the login page. */
export function NotFoundResult({ services, centered = true, testId }: NotFoundResultProps) {
  const { t } = useTranslation();
  const translateRef = useTranslateRef();
  const navigate = useNavigate();
  const signedIn = useSessionState(services.session, (s) => s.token !== '');
  const { home, login } = services.paths;
  return (
    <ResultFrame centered={centered} testId={testId}>
      <Result
        status="404"
        title="404"
        subTitle={translateRef('common.notFound')}
        extra={
          <Button type="primary" onClick={() => void navigate(signedIn ? home : login)}>
            {t(signedIn ? APP_TEXT_KEYS.backHome : 'ui.toLogin')}
          </Button>
        }
      />
    </ResultFrame>
  );
}
