import type { ReactNode } from 'react';
import { Layout } from 'antd';
import { RouteOutlet, useRouteMeta } from '@ascent/client/app';
import type { RouteMeta } from '../../../app/router/route-meta.ts';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';

/**
 * The signed-in shell: header, page (the child route, or `children`), footer. An immersive
 * route (RouteMeta `immersive`, the exam paper) gets the window alone: no header, menu or
 * footer, nothing of the site to click away to.
 */
export function MainLayout({ children }: { children?: ReactNode }) {
  const immersive = useRouteMeta<RouteMeta>()?.immersive === true;
  if (immersive)
    return (
      <Layout className="app-layout">
        <Layout.Content className="app-immersive">{children ?? <RouteOutlet />}</Layout.Content>
      </Layout>
    );
  return (
    <Layout className="app-layout">
      <AppHeader />
      <Layout.Content className="app-content">{children ?? <RouteOutlet />}</Layout.Content>
      <AppFooter />
    </Layout>
  );
}
