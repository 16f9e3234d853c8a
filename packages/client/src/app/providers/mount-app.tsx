import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, type RouterProviderProps } from 'react-router';
import type { AppServices } from '../services/app-services.ts';
import { AppProviders } from './app-providers.tsx';

/** Renders an app into the page's `#root`: its providers around its router. */
export function mountApp(services: AppServices, router: RouterProviderProps['router']): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <AppProviders services={services}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
