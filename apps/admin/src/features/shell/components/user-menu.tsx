import { ExportOutlined, LogoutOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { AccountMenu, LOGOUT_MENU_KEY } from '@ascent/client/app';
import { LEARNER_SITE_PATH } from '../../../app/router/paths.ts';
import { services } from '../../../app/services.ts';

/** The administrator's avatar and name, with the learner site (new tab) and sign out. */
export function UserMenu() {
  const { t } = useTranslation();
  const items: MenuProps['items'] = [
    {
      key: 'learner',
      icon: <ExportOutlined />,
      label: (
        <a
          href={LEARNER_SITE_PATH}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="admin-learner-site"
        >
          {t('header.learnerSite')}
        </a>
      ),
    },
    { type: 'divider' },
    {
      key: LOGOUT_MENU_KEY,
      icon: <LogoutOutlined />,
      danger: true,
      label: <span data-testid="admin-logout">{t('ui.logout')}</span>,
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
