import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { breadcrumbKeys } from '../lib/admin-menu.ts';
import { useCustomerContext } from '../../../app/hooks/use-customer-code.ts';

/** Where the administrator is: area / page. */
export function HeaderBreadcrumb() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const customer = useCustomerContext();
  const items = breadcrumbKeys(pathname).map((key) => ({ key, title: t(key, customer) }));
  return (
    <nav aria-label={t('header.breadcrumb')}>
      <Breadcrumb items={items} data-testid="admin-breadcrumb" />
    </nav>
  );
}
