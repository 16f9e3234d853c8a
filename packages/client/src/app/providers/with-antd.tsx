import { Suspense, createContext, lazy, useContext, type ReactNode } from 'react';
import { PageSpin } from '../../ui/feedback/page-spin.tsx';
import type { AntdLayerProps } from './antd-layer.tsx';

const AntdLayer = lazy(() => import('./antd-layer.tsx'));

/** True under a WithAntd: the kit's layer is already there. */
const KitPresent = createContext(false);

/**
 * Renders `children` inside the component kit's layer (AntdLayer, its own chunk), with the page
 * spinner while that loads. Every antd page is under it; pages made without antd (RouteMeta
 * `withoutKit`: login, home, the course page, the exam paper) are not, so their first load carries none of it.
 * Under another WithAntd it adds nothing, so a part that needs the kit (a prompt's antd form)
 * wraps itself in one and brings the kit onto a kit-less page only when it shows.
 */
export function WithAntd({
  services,
  children,
  prompt,
  fallback = <PageSpin />,
}: AntdLayerProps & {
  /** What shows while the layer loads (the page spinner; null for a prompt over a page). */
  fallback?: ReactNode;
}) {
  const present = useContext(KitPresent);
  if (present) return children;
  return (
    <Suspense fallback={fallback}>
      <AntdLayer services={services} prompt={prompt}>
        <KitPresent value>{children}</KitPresent>
      </AntdLayer>
    </Suspense>
  );
}
