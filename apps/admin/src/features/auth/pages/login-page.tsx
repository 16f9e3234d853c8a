import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoginScreen } from '@ascent/client/app';
import { useTranslateRef } from '@ascent/client/i18n';
import { MANAGE_LOGIN_CALL } from '@ascent/client/ui';
import { afterLoginTarget } from '../../../app/router/guard.ts';
import { services } from '../../../app/services.ts';
import { HANDOVER_FAILED_PARAM } from '../../handover/lib/handover-params.ts';

/**
 * /manage/login: the company's name, a language switch and the login form posting
 * manage/accountLogin. A non-administrator's refusal (ret 7) is shown in the form and the
 * user stays here, signed out. After a hand-over code that did not work (used or expired), it
 * says so.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const translateRef = useTranslateRef();
  const [params] = useSearchParams();
  const handoverFailed = params.has(HANDOVER_FAILED_PARAM);
  const onSignedIn = useCallback(
    (redirect: string | null) => navigate(afterLoginTarget(redirect), { replace: true }),
    [navigate],
  );
  return (
    <LoginScreen
      services={services}
      loginCall={MANAGE_LOGIN_CALL}
      onSignedIn={onSignedIn}
      testId="admin-login-form"
      notice={
        handoverFailed ? (
          <div
            className="plain-notice plain-notice--warning"
            role="status"
            data-testid="handover-failed"
          >
            {translateRef('handover.invalid')}
          </div>
        ) : null
      }
    />
  );
}
