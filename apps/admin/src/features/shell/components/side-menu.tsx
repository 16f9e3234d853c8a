import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ADMIN_ICONS } from '../lib/admin-icons.tsx';
import { activeMenuEntry, menuForScope } from '../lib/admin-menu.ts';
import { useCustomerContext } from '../../../app/hooks/use-customer-code.ts';
import { useManageSession } from '../hooks/use-manage-session.ts';

/**
 * The side menu: one group per area, with the entries that exist and the caller may open (a
 * unit manager or supervisor: the dashboard and the learner reports); empty until the session
 * says who is signed in.
 */
export function SideMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // A customer's own wording of an entry (dfzx: new-staff training is 'Expert training').
  const customer = useCustomerContext();
  const scope = useManageSession().data?.scope;
  const menu = scope ? menuForScope(scope) : [];
  const active = activeMenuEntry(pathname, menu);
  const items: MenuProps['items'] = menu.map((area) => ({
    type: 'group',
    key: area.key,
    label: t(area.labelKey),
    children: area.entries.map((entry) => ({
      key: entry.key,
      icon: entry.icon ? ADMIN_ICONS[entry.icon] : undefined,
      label: (
        <Link to={entry.path} data-testid={`admin-menu-${entry.key}`}>
          {t(entry.labelKey, customer)}
        </Link>
      ),
    })),
  }));
  return (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={active ? [active.entry.key] : []}
      aria-label={t('menu.label')}
      data-testid="admin-side-menu"
    />
  );
}
