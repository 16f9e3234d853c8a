import { Layout } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpin } from '@ascent/client/ui';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';

/** The signed-in shell: header, page, footer. */
export function MainLayout() {
  return (
    <Layout className="app-layout">
      <AppHeader />
      <Layout.Content className="app-content">
        <Suspense fallback={<PageSpin />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
}
