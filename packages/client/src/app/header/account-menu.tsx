import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useSessionState } from '../../session/use-session-state.ts';
import { useLogout } from '../hooks/use-logout.ts';
import type { AppServices } from '../services/app-services.ts';

/** The key of the entry that signs out. */
export const LOGOUT_MENU_KEY = 'logout';

export interface AccountMenuProps {
  services: Pick<AppServices, 'api' | 'session' | 'paths'>;
  /** The dropdown's entries (the app's own); the one keyed LOGOUT_MENU_KEY signs out. */
  items: MenuProps['items'];
  /** Another entry was chosen. */
  onSelect?: (key: string) => void;
  /** data-testid of the button that opens the dropdown. */
  testId: string;
  /**
   * What the button is for (its tooltip and accessible description); its accessible name is
   * the visible name, so speech input can say what is seen (WCAG 2.5.3).
   */
  label: string;
}

/** The signed-in user's avatar and name in the header, opening the app's account dropdown. */
export function AccountMenu({ services, items, onSelect, testId, label }: AccountMenuProps) {
  const logout = useLogout(services);
  const user = useSessionState(services.session, (s) => s.userInfo);
  const name = user?.realName || user?.account || '';
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === LOGOUT_MENU_KEY) void logout();
    else onSelect?.(key);
  };
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }} placement="bottomRight">
      <Button type="text" className="account-menu" data-testid={testId} title={label}>
        <Avatar size="small" src={user?.portrait || undefined} icon={<UserOutlined />} alt="" />
        <span className="account-menu__name">{name}</span>
      </Button>
    </Dropdown>
  );
}
