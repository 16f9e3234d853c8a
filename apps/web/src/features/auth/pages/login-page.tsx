import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { LoginScreen } from '@ascent/client/app';
import { STUDY_LOGIN_CALL } from '@ascent/client/ui';
import { afterLoginTarget } from '../../../app/router/guard.ts';
import { services, session } from '../../../app/services.ts';
import { createAdminHandover } from '../../shell/api/shell-api.ts';
import { openAdminSite } from '../../shell/lib/admin-handover.ts';

/** /login: the company's brand, a language switch and the account login form. */
export function LoginPage() {
  const navigate = useNavigate();
  const onSignedIn = useCallback(
    async (redirect: string | null) => {
      const target = afterLoginTarget(redirect);
      if (target.kind === 'spa') {
        await navigate(target.to, { replace: true });
        return;
      }
      // A path containing manage is the admin site: an administrator lands there signed in.
      if (session.getState().adminLink)
        await openAdminSite(createAdminHandover, { redirect: target.to });
      else window.location.href = target.to;
    },
    [navigate],
  );
  return <LoginScreen services={services} loginCall={STUDY_LOGIN_CALL} onSignedIn={onSignedIn} />;
}
