import { featurePages } from './feature-pages.ts';

/**
 * Every page of the site (and the signed-in frame) is its own chunk, loaded on first visit
 * with the texts it shows (`featurePages`).
 * The shared pages of `@ascent/client/app` (licence, error, 404) are not: the error page is
 * also the router's error boundary, shown when a chunk fails to load.
 */
export const AdminLayout = featurePages('shell')(
  () => import('../../features/shell/components/admin-layout.tsx'),
  'AdminLayout',
);
export const LoginPage = featurePages('auth')(
  () => import('../../features/auth/pages/login-page.tsx'),
  'LoginPage',
);
export const HandoverPage = featurePages('handover')(
  () => import('../../features/handover/pages/handover-page.tsx'),
  'HandoverPage',
);
