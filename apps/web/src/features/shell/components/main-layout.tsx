import type { ReactNode } from 'react';
import { Layout } from 'antd';
import { RouteOutlet } from '@ascent/client/app';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';

/** The signed-in shell: header, page (the child route, or `children`), footer. */
export function MainLayout({ children }: { children?: ReactNode }) {
  return (
    <Layout className="app-layout">
      <AppHeader />
      <Layout.Content className="app-content">{children ?? <RouteOutlet />}</Layout.Content>
      <AppFooter />
    </Layout>
  );
}
