import { Suspense, lazy } from 'react';
import { PageSpin } from '../../ui/feedback/page-spin.tsx';
import type { AntdLayerProps } from './antd-layer.tsx';

const AntdLayer = lazy(() => import('./antd-layer.tsx'));

/**
 * Renders `children` inside the component kit's layer (AntdLayer, its own chunk), with the page
 * spinner while that loads. Every antd page is under it; pages made without antd (the login
 * page: RouteMeta `withoutKit`) are not, so their first load carries none of it.
 */
export function WithAntd({ services, children }: AntdLayerProps) {
  return (
    <Suspense fallback={<PageSpin />}>
      <AntdLayer services={services}>{children}</AntdLayer>
    </Suspense>
  );
}
