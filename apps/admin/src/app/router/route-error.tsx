import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorPage } from '../../features/shell/pages/error-page.tsx';

/** The router's error boundary: a page that crashed or a chunk that failed to load. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorPage />;
}
