import type { RouteObject } from 'react-router';
import {
  HTSY_PAGES,
  IAM_REDIRECT_PATH,
  IAM_START_PATH,
  LOGIN_ERROR_PATH,
  OIDC_REDIRECT_PATH,
  OPERATOR_LOGIN_PATH,
  PARTNER_PAGES,
  TRANSFER_PATH,
} from '@ascent/shared/sso/paths';
import { featurePages } from '../../app/router/feature-pages.ts';
import type { RouteMeta } from '../../app/router/route-meta.ts';

const QrScanPage = featurePages('auth')(() => import('./pages/qr-scan-page.tsx'), 'QrScanPage');
const ForgotPage = featurePages('auth')(() => import('./pages/forgot-page.tsx'), 'ForgotPage');
const OidcPage = featurePages('auth')(() => import('./pages/sign-on-page.tsx'), 'OidcPage');
const IamPage = featurePages('auth')(() => import('./pages/sign-on-page.tsx'), 'IamPage');
const SuiteSignOnPage = featurePages('auth')(
  () => import('./pages/sign-on-page.tsx'),
  'SuiteSignOnPage',
);
const PartnerSignOnPage = featurePages('auth')(
  () => import('./pages/sign-on-page.tsx'),
  'PartnerSignOnPage',
);
const HtsySignOnPage = featurePages('auth')(
  () => import('./pages/sign-on-page.tsx'),
  'HtsySignOnPage',
);
const TransferPage = featurePages('auth')(() => import('./pages/sign-on-page.tsx'), 'TransferPage');
const LoginErrorPage = featurePages('auth')(
  () => import('./pages/sign-on-page.tsx'),
  'LoginErrorPage',
);
const OperatorLoginPage = featurePages('auth')(
  () => import('./pages/login-page.tsx'),
  'OperatorLoginPage',
);

/**
 * Forgot password (/forgot, spec s.2 Public): a code by text message and a new password. Made
 * without the component kit, as the login page it is reached from.
 */
export const publicRoutes: RouteObject[] = [
  {
    path: '/forgot',
    handle: { public: true, titleKey: 'title.forgot', withoutKit: true } satisfies RouteMeta,
    element: <ForgotPage />,
  },
  {
    // Sign-on through the company's OIDC provider: there and back (spec s.4).
    path: OIDC_REDIRECT_PATH,
    handle: { public: true, titleKey: 'title.oidc', withoutKit: true } satisfies RouteMeta,
    element: <OidcPage />,
  },
  // Sign-on through the company's IAM (plain OAuth 2.0): /sso/iam leaves for it, and
  // /sso/iamLogin is where it sends the browser back (the redirect URI to register).
  ...[IAM_START_PATH, IAM_REDIRECT_PATH].map((path) => ({
    path,
    handle: { public: true, titleKey: 'title.iam', withoutKit: true } satisfies RouteMeta,
    element: <IamPage />,
  })),
  // Sign-on through the workplace suites (spec s.2 Public): the page each suite returns to.
  ...(
    [
      ['/login/wxwork', 'wxwork', 'wxwork'],
      ['/login/wxworkh5', 'wxworkh5', 'wxwork'],
      ['/login/ding', 'ding', 'dingtalk'],
      ['/login/feishu', 'feishu', 'feishu'],
      ['/login/wx', 'wx', 'weixin'],
    ] as const
  ).map(([path, flow, kind]) => ({
    path,
    handle: {
      public: true,
      titleKey: `title.signOn.${kind}`,
      withoutKit: true,
    } satisfies RouteMeta,
    element: <SuiteSignOnPage flow={flow} />,
  })),
  // Partner sign-on (spec s.2 Public): a partner system sends people here with a signed ticket.
  ...(
    [
      [PARTNER_PAGES.v1, 'v1'],
      [PARTNER_PAGES.v2, 'v2'],
    ] as const
  ).map(([path, flow]) => ({
    path,
    handle: { public: true, titleKey: 'title.partner', withoutKit: true } satisfies RouteMeta,
    element: <PartnerSignOnPage flow={flow} />,
  })),
  // The htsy gateway (spec s.2 Public): the company's gateway sends people here with a ticket.
  ...(Object.keys(HTSY_PAGES) as (keyof typeof HTSY_PAGES)[]).map((flow) => ({
    path: HTSY_PAGES[flow],
    handle: { public: true, titleKey: 'title.partner', withoutKit: true } satisfies RouteMeta,
    element: <HtsySignOnPage flow={flow} />,
  })),
  {
    // A login transfer from another site of the company: trades the tgtn ticket once.
    path: TRANSFER_PATH,
    handle: { public: true, titleKey: 'title.transfer', withoutKit: true } satisfies RouteMeta,
    element: <TransferPage />,
  },
  {
    // A sign-on that failed elsewhere, with its reason (spec s.2 Public `/login_error`).
    path: LOGIN_ERROR_PATH,
    handle: { public: true, titleKey: 'title.loginError', withoutKit: true } satisfies RouteMeta,
    element: <LoginErrorPage />,
  },
  {
    // The password login when sign-on sends everyone to the provider (spec s.4 `oprt_lgin`).
    path: OPERATOR_LOGIN_PATH,
    handle: { public: true, titleKey: 'ui.title.login', withoutKit: true } satisfies RouteMeta,
    element: <OperatorLoginPage />,
  },
];

/**
 * The phone's side of QR login (/login/scan?code=, docs/decisions.md "QR login"): signed in,
 * the whole window, made without the component kit. The login page itself is the router's
 * (createAppRouter's `login`).
 */
export const immersiveRoutes: RouteObject[] = [
  {
    path: '/login/scan',
    handle: {
      requireAuth: true,
      titleKey: 'title.qrScan',
      immersive: true,
      withoutKit: true,
      // Confirming a computer's sign-in is not held up by the personnel form.
      skipInfoPrompt: true,
    } satisfies RouteMeta,
    element: <QrScanPage />,
  },
];
