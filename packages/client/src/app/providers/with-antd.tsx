import { Suspense, lazy, type ReactNode } from 'react';
import { PageSpin } from '../../ui/feedback/page-spin.tsx';
import type { AntdLayerProps } from './antd-layer.tsx';

const AntdLayer = lazy(() => import('./antd-layer.tsx'));

/**
 * Renders `children` inside the component kit's layer (AntdLayer, its own chunk), with the page
 * spinner while that loads. Every antd page is under it; pages made without antd (the login
 * page: RouteMeta `withoutKit`) are not, so their first load carries none of it.
 */
export function WithAntd({
  services,
  children,
  fallback = <PageSpin />,
}: AntdLayerProps & {
  /** What shows while the layer loads (the page spinner; null for a prompt over a page). */
  fallback?: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <AntdLayer services={services}>{children}</AntdLayer>
    </Suspense>
  );
}
