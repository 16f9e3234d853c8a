import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RouteOutlet } from '@ascent/client/app';
import { ADMIN_HOME_PATH } from '../../../app/router/paths.ts';
import { useSession } from '../../../app/services.ts';
import { AdminHeader } from './admin-header.tsx';
import { SideMenu } from './side-menu.tsx';

export const SIDER_WIDTH = 208;

/** The signed-in frame (PC layout): side menu by area, header, page. */
export function AdminLayout() {
  const { t } = useTranslation();
  const logo = useSession((s) => s.platformConfig?.logo1 || '');
  return (
    <Layout className="admin-layout" data-testid="admin-layout">
      <Layout.Sider width={SIDER_WIDTH} className="admin-sider">
        <Link to={ADMIN_HOME_PATH} className="admin-sider__brand" aria-label={t('title.app')}>
          {logo ? <img src={logo} alt="" /> : null}
          <span>{t('title.app')}</span>
        </Link>
        <SideMenu />
      </Layout.Sider>
      <Layout className="admin-main">
        <AdminHeader />
        <Layout.Content className="admin-content">
          <RouteOutlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
