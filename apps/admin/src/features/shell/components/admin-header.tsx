import { Divider, Layout, Typography } from 'antd';
import { LangSwitch } from '@ascent/client/ui';
import { appI18n, session } from '../../../app/services.ts';
import { useCompanyName } from '../hooks/use-company-name.ts';
import { HeaderBreadcrumb } from './header-breadcrumb.tsx';
import { UserMenu } from './user-menu.tsx';

/** The frame's header: company name and breadcrumb; language switch and the user menu. */
export function AdminHeader() {
  const companyName = useCompanyName();
  return (
    <Layout.Header className="admin-header" data-testid="admin-header">
      <div className="admin-header__where">
        {companyName ? (
          <>
            <Typography.Text strong className="admin-header__company" data-testid="admin-company">
              {companyName}
            </Typography.Text>
            <Divider orientation="vertical" />
          </>
        ) : null}
        <HeaderBreadcrumb />
      </div>
      <div className="admin-header__actions">
        <LangSwitch session={session} appI18n={appI18n} />
        <UserMenu />
      </div>
    </Layout.Header>
  );
}
