import { ExportOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { LEARNER_SITE_PATH } from '../../../app/router/paths.ts';
import { useSession } from '../../../app/services.ts';
import { useLogout } from '../../auth/hooks/use-logout.ts';

/** The administrator's avatar and name, with the learner site (new tab) and sign out. */
export function UserMenu() {
  const { t } = useTranslation();
  const logout = useLogout();
  const user = useSession((s) => s.userInfo);
  const name = user?.realName || user?.account || '';

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
      key: 'logout',
      icon: <LogoutOutlined />,
      danger: true,
      label: <span data-testid="admin-logout">{t('ui.logout')}</span>,
    },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') void logout();
  };

  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }} placement="bottomRight">
      <Button
        type="text"
        className="user-menu"
        data-testid="admin-user-menu"
        aria-label={t('header.userMenu')}
      >
        <Avatar size="small" src={user?.portrait || undefined} icon={<UserOutlined />} alt={name} />
        <span className="user-menu__name">{name}</span>
      </Button>
    </Dropdown>
  );
}
