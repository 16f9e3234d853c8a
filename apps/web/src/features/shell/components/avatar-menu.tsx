import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../app/services.ts';
import { useLogout } from '../../auth/hooks/use-logout.ts';
import { AVATAR_MENU_PATHS, avatarMenuKeys, type AvatarMenuKey } from '../lib/header-gates.ts';

/** The avatar with its dropdown: personal info, lecturer zone, audit centre, logout. */
export function AvatarMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const user = useSession((s) => s.userInfo);
  const isTeacher = useSession((s) => s.isTeacher);
  const menu = useSession((s) => s.companyInfo?.menu);
  const name = user?.realName || user?.account || '';

  const items: MenuProps['items'] = avatarMenuKeys(isTeacher, menu).map((key) => ({
    key,
    label: t(`shell.avatar.${key}`),
    danger: key === 'logout',
  }));
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const k = key as AvatarMenuKey;
    if (k === 'logout') void logout();
    else void navigate(AVATAR_MENU_PATHS[k]);
  };

  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }} placement="bottomRight">
      <Button
        type="text"
        className="avatar-menu"
        data-testid="avatar-menu"
        aria-label={t('shell.avatar.label')}
      >
        <Avatar size="small" src={user?.portrait || undefined} icon={<UserOutlined />} alt={name} />
        <span className="avatar-menu__name">{name}</span>
      </Button>
    </Dropdown>
  );
}
