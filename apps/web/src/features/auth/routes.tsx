import type { RouteObject } from 'react-router';
import { featurePages } from '../../app/router/feature-pages.ts';
import type { RouteMeta } from '../../app/router/route-meta.ts';

const QrScanPage = featurePages('auth')(() => import('./pages/qr-scan-page.tsx'), 'QrScanPage');
const ForgotPage = featurePages('auth')(() => import('./pages/forgot-page.tsx'), 'ForgotPage');

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
