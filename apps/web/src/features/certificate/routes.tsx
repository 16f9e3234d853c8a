import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import { CERTIFICATE_PATHS } from './lib/certificate-paths.ts';

const MineCertificatePage = lazy(() =>
  import('./pages/mine-certificate-page.tsx').then((m) => ({ default: m.MineCertificatePage })),
);
const MineDangerousPage = lazy(() =>
  import('./pages/mine-dangerous-page.tsx').then((m) => ({ default: m.MineDangerousPage })),
);
const CertificateVerifyPage = lazy(() =>
  import('./pages/certificate-verify-page.tsx').then((m) => ({
    default: m.CertificateVerifyPage,
  })),
);

const meta = (titleKey: string): RouteMeta => ({ requireAuth: true, titleKey, menuCode: 'center' });

/** Certificates (spec s.2 /mine/certificate, /mine/dangerous). */
export const mainRoutes: RouteObject[] = [
  {
    path: CERTIFICATE_PATHS.mine,
    handle: meta('certificate.mineTitle'),
    element: <MineCertificatePage />,
  },
  {
    path: CERTIFICATE_PATHS.dangerous,
    handle: meta('certificate.dangerousTitle'),
    element: <MineDangerousPage />,
  },
];

/** Pages anyone may open without signing in, outside the main layout. */
export const publicRoutes: RouteObject[] = [
  {
    path: CERTIFICATE_PATHS.verify,
    handle: { public: true, titleKey: 'certificate.verifyTitle' } satisfies RouteMeta,
    element: <CertificateVerifyPage />,
  },
];
