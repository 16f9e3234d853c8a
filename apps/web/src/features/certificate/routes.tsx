import type { RouteObject } from 'react-router';
import { featurePages } from '../../app/router/feature-pages.ts';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import { CERTIFICATE_PATHS } from './lib/certificate-paths.ts';

const page = featurePages('certificate');

const MineCertificatePage = page(
  () => import('./pages/mine-certificate-page.tsx'),
  'MineCertificatePage',
);
const MineDangerousPage = page(
  () => import('./pages/mine-dangerous-page.tsx'),
  'MineDangerousPage',
);
const CertificateVerifyPage = page(
  () => import('./pages/certificate-verify-page.tsx'),
  'CertificateVerifyPage',
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
