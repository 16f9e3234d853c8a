import { Layout } from 'antd';
import { RouteOutlet } from '@ascent/client/app';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';

/** The signed-in shell: header, page, footer. */
export function MainLayout() {
  return (
    <Layout className="app-layout">
      <AppHeader />
      <Layout.Content className="app-content">
        <RouteOutlet />
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
}
