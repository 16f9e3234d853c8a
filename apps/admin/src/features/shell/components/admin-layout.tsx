import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { NotFoundResult, RouteOutlet, useRouteMeta } from '@ascent/client/app';
import { PageSpin } from '@ascent/client/ui';
import type { AdminRouteMeta } from '../../../app/features/admin-feature.ts';
import { ADMIN_HOME_PATH } from '../../../app/router/paths.ts';
import { services, useSession } from '../../../app/services.ts';
import { useManageSession } from '../hooks/use-manage-session.ts';
import { mayOpen } from '../lib/admin-menu.ts';
import { AdminHeader } from './admin-header.tsx';
import { SideMenu } from './side-menu.tsx';

/**
 * The page, once the session says who is signed in: a page a unit manager or supervisor may
 * not open (not `forManagers`) is the 404 page inside the frame, so none of its admin calls
 * is made (the server would refuse them, ret 7).
 */
function ScopedOutlet() {
  const admin = useManageSession();
  const meta = useRouteMeta<AdminRouteMeta>();
  if (admin.isPending) return <PageSpin />;
  if (admin.data && !mayOpen(admin.data.scope, meta))
    return <NotFoundResult services={services} centered={false} testId="admin-not-allowed" />;
  return <RouteOutlet />;
}

export const SIDER_WIDTH = 208;

/**
 * The signed-in frame (PC layout): side menu by area, header, page. Below antd's `lg`
 * breakpoint the menu folds away behind its tab and opens over the page (app.css).
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const logo = useSession((s) => s.platformConfig?.logo1 || '');
  const { pathname } = useLocation();
  // Below the breakpoint the menu covers the page: it folds again once a page is chosen.
  const [narrow, setNarrow] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => {
    if (narrow) setCollapsed(true);
  }, [narrow, pathname]);
  return (
    <Layout className="admin-layout" data-testid="admin-layout">
      <Layout.Sider
        width={SIDER_WIDTH}
        className="admin-sider"
        breakpoint="lg"
        collapsedWidth={0}
        collapsed={collapsed}
        onCollapse={setCollapsed}
        onBreakpoint={setNarrow}
        data-testid="admin-sider"
      >
        <Link to={ADMIN_HOME_PATH} className="admin-sider__brand" aria-label={t('title.app')}>
          {logo ? <img src={logo} alt="" /> : null}
          <span>{t('title.app')}</span>
        </Link>
        <SideMenu />
      </Layout.Sider>
      <Layout className="admin-main">
        <AdminHeader />
        <Layout.Content className="admin-content">
          <ScopedOutlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
