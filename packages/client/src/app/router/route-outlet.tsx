import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpin } from '../../ui/feedback/page-spin.tsx';

/** The child route, with the page spinner while its lazy chunk loads. */
export function RouteOutlet() {
  return (
    <Suspense fallback={<PageSpin />}>
      <Outlet />
    </Suspense>
  );
}
