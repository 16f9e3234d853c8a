import { prefetchHome } from '../../features/home-study/lib/home-prefetch.ts';
import { prefetchShell } from '../../features/shell/lib/shell-prefetch.ts';
import { featurePages } from './feature-pages.ts';

/**
 * Every page of the site (and the signed-in shell) is its own chunk, loaded on first visit
 * with the texts it shows (`featurePages`). The shared pages of `@ascent/client/app`
 * (licence, error, 404) are not: the error page is also the router's error boundary, shown
 * when a chunk fails to load.
 */
// A cold load of a signed-in page asks for the shell's data beside the layout's code.
export const MainLayout = featurePages('shell')(
  () => import('../../features/shell/components/main-layout.tsx'),
  'MainLayout',
  prefetchShell,
);
export const LoginPage = featurePages('auth')(
  () => import('../../features/auth/pages/login-page.tsx'),
  'LoginPage',
);
// A cold load of the home asks for its banners beside its code.
export const HomePage = featurePages('home')(
  () => import('../../features/home/pages/home-page.tsx'),
  'HomePage',
  prefetchHome,
);
/** The 404 page: inside the signed-in shell when signed in (features/shell). */
export const NotFoundPage = featurePages('shell')(
  () => import('../../features/shell/components/not-found-page.tsx'),
  'NotFoundPage',
);
export const MineLayoutPage = featurePages('mine')(
  () => import('../../features/mine/pages/mine-layout-page.tsx'),
  'MineLayoutPage',
);
