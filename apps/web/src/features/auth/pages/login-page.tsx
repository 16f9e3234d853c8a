import { lazy, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { LoginScreen, usePlatformConfig, type LoginMethods } from '@ascent/client/app';
import { STUDY_LOGIN_CALL } from '@ascent/client/ui';
import { signOnEntry } from '@ascent/shared/sso/suites';
import { services } from '../../../app/services.ts';
import { PORTAL_PATH, portalFirst } from '../../portal/lib/portal-entry.ts';
import { useRegisterStatus } from '../../register/lib/register-api.ts';
import { HOME_PATH } from '../../shell/lib/menu-entries.ts';
import { useAfterSignIn } from '../lib/use-after-sign-in.ts';
import { bindWeixin, WEIXIN_BIND_PARAM } from '../lib/weixin-bind.ts';

/** QR login (its code drawing with it), loaded when its tab opens. */
const QrLogin = lazy(() =>
  import('../components/qr-login.tsx').then((m) => ({ default: m.QrLogin })),
);
/** Sign-in with a code by text message, loaded when its tab opens. */
const MobileLogin = lazy(() =>
  import('../components/mobile-login.tsx').then((m) => ({ default: m.MobileLogin })),
);

/** Face sign-in (the camera), loaded when its tab opens. */
const FaceLogin = lazy(() =>
  import('../components/face-login.tsx').then((m) => ({ default: m.FaceLogin })),
);

/**
 * /login: the company's brand, a language switch, the account login form, sign-in with a code
 * by text message and QR login, the forgot-password link and, when the company accepts
 * registrations, the "Register" link. A company that signs its people
 * on through its OIDC provider (platform config `useOIDC`) or a workplace suite (its platform
 * code) sends them there instead (spec s.4, shared `signOnEntry`), except on /oprt_lgin
 * (`operator`): the password form stays for those the provider does not know. Sent from /login/wx with a WeChat user's link ticket, signing in links that WeChat user
 * to the account (a refused link, an expired ticket, leaves the sign-in as it is).
 */
export function LoginPage({ operator = false }: { operator?: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const platform = usePlatformConfig(services);
  const afterSignIn = useAfterSignIn();
  // "Register" shows when the site's company accepts registrations.
  const registration = useRegisterStatus();
  const weixinTicket = params.get(WEIXIN_BIND_PARAM);
  const onSignedIn = useCallback(
    async (redirect: string | null) => {
      if (weixinTicket) await bindWeixin(weixinTicket);
      await afterSignIn(redirect);
    },
    [afterSignIn, weixinTicket],
  );
  const otherMethods = useMemo<LoginMethods>(
    () => ({
      labels: { list: t('login.methods'), account: t('login.methodAccount') },
      methods: [
        { id: 'mobile', label: t('login.methodMobile'), Method: MobileLogin },
        { id: 'qr', label: t('login.methodQr'), Method: QrLogin },
        { id: 'face', label: t('login.methodFace'), Method: FaceLogin },
      ],
    }),
    [t],
  );
  // A portal-style company shows the portal to those who came for the home (pcHomeType 2).
  if (
    !operator &&
    !weixinTicket &&
    platform.data &&
    portalFirst(platform.data.pcHomeType, params.get('redirect'), HOME_PATH)
  )
    return <Navigate to={PORTAL_PATH} replace />;
  // Linking a WeChat user takes the password sign-in, whatever the company's sign-on.
  const entry =
    !operator && !weixinTicket && platform.data
      ? signOnEntry(platform.data, navigator.userAgent)
      : undefined;
  if (entry?.kind === 'away') {
    window.location.replace(entry.to);
    return null;
  }
  if (entry) {
    const redirect = params.get('redirect');
    const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
    return <Navigate to={`${entry.to}${query}`} replace />;
  }
  return (
    <LoginScreen
      services={services}
      loginCall={STUDY_LOGIN_CALL}
      onSignedIn={onSignedIn}
      otherMethods={otherMethods}
      footer={
        <>
          {weixinTicket && (
            <p className="plain-notice" role="note" data-testid="login-weixin-bind">
              {t('login.weixinBind.notice')}
            </p>
          )}
          <p className="login-card__links">
            <Link to="/forgot" data-testid="login-forgot">
              {t('login.forgot.link')}
            </Link>
            {registration.data?.open ? (
              <Link to="/register" data-testid="login-register">
                {t('login.register')}
              </Link>
            ) : null}
          </p>
        </>
      }
    />
  );
}

/** /oprt_lgin: the password login whatever the company's sign-on (spec s.4). */
export function OperatorLoginPage() {
  return <LoginPage operator />;
}
