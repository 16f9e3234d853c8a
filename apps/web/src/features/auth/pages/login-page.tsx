import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { LoginScreen } from '@ascent/client/app';
import { STUDY_LOGIN_PATH } from '@ascent/client/ui';
import { afterLoginTarget } from '../../../app/router/guard.ts';
import { services } from '../../../app/services.ts';

/** /login: the company's brand, a language switch and the account login form. */
export function LoginPage() {
  const navigate = useNavigate();
  const onSignedIn = useCallback(
    async (redirect: string | null) => {
      const target = afterLoginTarget(redirect);
      if (target.kind === 'full') window.location.href = target.to;
      else await navigate(target.to, { replace: true });
    },
    [navigate],
  );
  return <LoginScreen services={services} loginPath={STUDY_LOGIN_PATH} onSignedIn={onSignedIn} />;
}
