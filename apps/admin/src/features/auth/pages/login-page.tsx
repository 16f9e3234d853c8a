import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { LoginScreen } from '@ascent/client/app';
import { MANAGE_LOGIN_PATH } from '@ascent/client/ui';
import { afterLoginTarget } from '../../../app/router/guard.ts';
import { services } from '../../../app/services.ts';

/**
 * /manage/login: the company's name, a language switch and the login form posting
 * manage/accountLogin. A non-administrator's refusal (ret 7) is shown in the form and the
 * user stays here, signed out.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const onSignedIn = useCallback(
    (redirect: string | null) => navigate(afterLoginTarget(redirect), { replace: true }),
    [navigate],
  );
  return (
    <LoginScreen
      services={services}
      loginPath={MANAGE_LOGIN_PATH}
      onSignedIn={onSignedIn}
      testId="admin-login-form"
    />
  );
}
