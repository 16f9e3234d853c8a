import { ErrorResult, NotFoundResult, createAppRouter } from '@ascent/client/app';
import { services } from '../services.ts';
import { ADMIN_FEATURES } from '../features/registry.ts';
import { HANDOVER_PATH } from '@ascent/shared/handover';
import { AdminLayout, HandoverPage, LoginPage } from './lazy-pages.ts';
import { ADMIN_HOME_PATH } from './paths.ts';
import { RootLayout } from './root-layout.tsx';

/**
 * The admin site's routes, with full paths (no router basename): the API client's login
 * redirect and the guard speak in whole paths such as /manage/login?redirect=%2Fmanage.
 * Besides /manage/login, /manage/licence and the 404 page (createAppRouter), areas are
 * registered by their features (app/features/registry.ts); until then the 404 page answers.
 */
/** The site's router: built by mountApp, in a task of its own. */
export const createRouter = () =>
  createAppRouter({
    services,
    root: <RootLayout />,
    pages: {
      login: <LoginPage />,
      notFound: <NotFoundResult services={services} testId="admin-not-found" />,
      error: <ErrorResult services={services} />,
    },
    routes: [
      // The learner site's admin link lands here with a one-time code (public: the code is the
      // credential).
      {
        path: HANDOVER_PATH,
        handle: { public: true, titleKey: 'handover.title' },
        element: <HandoverPage />,
      },
      {
        path: ADMIN_HOME_PATH,
        element: <AdminLayout />,
        // Each feature's routes (features/<name>/feature.tsx), all signed-in.
        children: ADMIN_FEATURES.flatMap((f) => f.routes),
      },
    ],
  });
