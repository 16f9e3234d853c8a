import { lazy, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoginScreen, type LoginMethod } from '@ascent/client/app';
import { STUDY_LOGIN_CALL } from '@ascent/client/ui';
import { afterLoginTarget } from '../../../app/router/guard.ts';
import { services, session } from '../../../app/services.ts';
import { createAdminHandover } from '../../shell/api/shell-api.ts';
import { openAdminSite } from '../../shell/lib/admin-handover.ts';

/** QR login (its code drawing with it), loaded when its tab opens. */
const QrLogin = lazy(() =>
  import('../components/qr-login.tsx').then((m) => ({ default: m.QrLogin })),
);

/** /login: the company's brand, a language switch, the account login form and QR login. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qrLogin = useMemo<LoginMethod>(
    () => ({
      labels: {
        list: t('login.methods'),
        account: t('login.methodAccount'),
        method: t('login.methodQr'),
      },
      Method: QrLogin,
    }),
    [t],
  );
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
  return (
    <LoginScreen
      services={services}
      loginCall={STUDY_LOGIN_CALL}
      onSignedIn={onSignedIn}
      otherMethod={qrLogin}
    />
  );
}
