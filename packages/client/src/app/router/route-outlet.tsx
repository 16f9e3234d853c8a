import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpin } from '../../ui/feedback/page-spin.tsx';
import { WithAntd } from '../providers/with-antd.tsx';
import type { AntdLayerProps } from '../providers/antd-layer.tsx';
import { useRouteMeta } from './use-route-meta.ts';

/** The child route, with the page spinner while its lazy chunk loads. */
export function RouteOutlet() {
  return (
    <Suspense fallback={<PageSpin />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * A layout's outlet that places the component kit's boundary (the layout route's handle is
 * `KIT_BOUNDARY`): the child page inside the kit's layer, unless it is made without the kit
 * (RouteMeta `withoutKit`). The layout around it is not remounted when the kit comes in.
 */
export function KitOutlet({ services }: Pick<AntdLayerProps, 'services'>) {
  const meta = useRouteMeta();
  if (meta?.withoutKit) return <RouteOutlet />;
  return (
    <WithAntd services={services}>
      <RouteOutlet />
    </WithAntd>
  );
}
