import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, type RouterProviderProps } from 'react-router';
import type { AppServices } from '../services/app-services.ts';
import { preloadPages } from '../router/feature-pages.ts';
import { AppProviders } from './app-providers.tsx';

type AppRouter = RouterProviderProps['router'];

/** Lets the browser run what waits (a paint, a click, a network answer) before going on. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Renders an app into the page's `#root`: its providers around its router, once the language
 * is loaded (its own chunk). Should that fail, the page still renders, rather than stay blank.
 * The first address's pages load meanwhile (`preloadPages`), and the first render waits for them.
 * That render is a transition: React draws the whole first page in slices, yielding to the
 * browser between them, instead of in one long task that held every click and key meanwhile.
 *
 * The router is built here (`createRouter`), each step in a task of its own: the site's modules
 * run in one task, and building the route table (React Router flattens and ranks every route to
 * match the address) and starting the first pages' loads each added about 15 to 25 ms to it on
 * this machine, four times that on the phone Lighthouse simulates (issue 14, TBT).
 */
export async function mountApp(
  services: AppServices,
  createRouter: () => AppRouter,
): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  await nextTask();
  const router = createRouter();
  await nextTask();
  const render = () => {
    const reactRoot = createRoot(root);
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <AppProviders services={services}>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      ),
    );
  };
  const firstPages = preloadPages(
    router.state.matches.map((match) => match.route.element),
    router.state.location.search,
  );
  // The first paint is the page itself, not a spinner for the moment its code arrives.
  Promise.all([services.appI18n.ready, firstPages]).then(render, (error: unknown) => {
    console.error('Could not load the language', error);
    render();
  });
}
