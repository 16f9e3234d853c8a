import type { ReactNode } from 'react';
import { KitOutlet, RouteOutlet, useRouteMeta } from '@ascent/client/app';
import { services } from '../../../app/services.ts';
import type { RouteMeta } from '../../../app/router/route-meta.ts';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';

/**
 * The signed-in shell: header, page (the child route, or `children`), footer. An immersive
 * route (RouteMeta `immersive`, the exam paper) gets the window alone: no header, menu or
 * footer, nothing of the site to click away to. Made without the component kit, so that a
 * page marked `withoutKit` inside it loads none of antd; the kit's boundary is around the page
 * (`KitOutlet`, the layout route's handle `KIT_BOUNDARY`), so the header stays while the kit
 * loads for the first page that needs it.
 */
export function MainLayout({ children }: { children?: ReactNode }) {
  const immersive = useRouteMeta<RouteMeta>()?.immersive === true;
  if (immersive)
    return (
      <div className="app-layout">
        <main className="app-immersive">{children ?? <RouteOutlet />}</main>
      </div>
    );
  return (
    <div className="app-layout">
      <AppHeader />
      <main className="app-content">{children ?? <KitOutlet services={services} />}</main>
      <AppFooter />
    </div>
  );
}
