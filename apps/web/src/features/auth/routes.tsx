import type { RouteObject } from 'react-router';
import { featurePages } from '../../app/router/feature-pages.ts';
import type { RouteMeta } from '../../app/router/route-meta.ts';

const QrScanPage = featurePages('auth')(() => import('./pages/qr-scan-page.tsx'), 'QrScanPage');

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
