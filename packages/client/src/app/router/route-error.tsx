import { useEffect, type ReactNode } from 'react';
import { useRouteError } from 'react-router';

/**
 * The router's error boundary (a page that crashed or a chunk that failed to load): logs the
 * error and shows `children`, the app's error page.
 */
export function RouteError({ children }: { children: ReactNode }) {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return children;
}
