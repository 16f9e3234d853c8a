import { lazy, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoginScreen, type LoginMethods } from '@ascent/client/app';
import { STUDY_LOGIN_CALL } from '@ascent/client/ui';
import { afterLoginTarget } from '../../../app/router/guard.ts';
import { services, session } from '../../../app/services.ts';
import { createAdminHandover } from '../../shell/api/shell-api.ts';
import { openAdminSite } from '../../shell/lib/admin-handover.ts';

/** QR login (its code drawing with it), loaded when its tab opens. */
const QrLogin = lazy(() =>
  import('../components/qr-login.tsx').then((m) => ({ default: m.QrLogin })),
);
/** Sign-in with a code by text message, loaded when its tab opens. */
const MobileLogin = lazy(() =>
  import('../components/mobile-login.tsx').then((m) => ({ default: m.MobileLogin })),
);

/**
 * /login: the company's brand, a language switch, the account login form, sign-in with a code
 * by text message and QR login, and the forgot-password link.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const otherMethods = useMemo<LoginMethods>(
    () => ({
      labels: { list: t('login.methods'), account: t('login.methodAccount') },
      methods: [
        { id: 'mobile', label: t('login.methodMobile'), Method: MobileLogin },
        { id: 'qr', label: t('login.methodQr'), Method: QrLogin },
      ],
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
      otherMethods={otherMethods}
      footer={
        <p className="login-card__links">
          <Link to="/forgot" data-testid="login-forgot">
            {t('login.forgot.link')}
          </Link>
        </p>
      }
    />
  );
}
