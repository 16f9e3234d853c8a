import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { breadcrumbKeys, menuForScope } from '../lib/admin-menu.ts';
import { useCustomerContext } from '../../../app/hooks/use-customer-code.ts';
import { useManageSession } from '../hooks/use-manage-session.ts';

/** Where the caller is: area / page, of the menu they see (none on a page they may not open). */
export function HeaderBreadcrumb() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const customer = useCustomerContext();
  const scope = useManageSession().data?.scope;
  const items = breadcrumbKeys(pathname, scope ? menuForScope(scope) : []).map((key) => ({
    key,
    title: t(key, customer),
  }));
  return (
    <nav aria-label={t('header.breadcrumb')}>
      <Breadcrumb items={items} data-testid="admin-breadcrumb" />
    </nav>
  );
}
