import { ExportOutlined, LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AccountMenu, LOGOUT_MENU_KEY } from '@ascent/client/app';
import type { PlainMenuItem } from '@ascent/client/ui';
import { LEARNER_SITE_PATH } from '../../../app/router/paths.ts';
import { services } from '../../../app/services.ts';

/** The administrator's avatar and name, with the learner site (new tab) and sign out. */
export function UserMenu() {
  const { t } = useTranslation();
  const items: PlainMenuItem[] = [
    {
      key: 'learner',
      icon: <ExportOutlined />,
      label: t('header.learnerSite'),
      href: LEARNER_SITE_PATH,
      external: true,
      testId: 'admin-learner-site',
    },
    {
      key: LOGOUT_MENU_KEY,
      icon: <LogoutOutlined />,
      danger: true,
      divided: true,
      label: t('ui.logout'),
      testId: 'admin-logout',
    },
  ];
  return (
    <AccountMenu
      services={services}
      items={items}
      testId="admin-user-menu"
      label={t('header.userMenu')}
    />
  );
}
