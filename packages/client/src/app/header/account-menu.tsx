import { UserIcon } from '../../ui/icons/plain-icons.tsx';
import { PlainMenu, type PlainMenuItem } from '../../ui/plain/menu.tsx';
import { useSessionState } from '../../session/use-session-state.ts';
import { useLogout } from '../hooks/use-logout.ts';
import type { AppServices } from '../services/app-services.ts';

/** The key of the entry that signs out. */
export const LOGOUT_MENU_KEY = 'logout';

export interface AccountMenuProps {
  services: Pick<AppServices, 'api' | 'session' | 'paths'>;
  /** The menu's entries (the app's own); the one keyed LOGOUT_MENU_KEY signs out. */
  items: readonly PlainMenuItem[];
  /** Another entry was chosen. */
  onSelect?: (key: string) => void;
  /** data-testid of the button that opens the menu. */
  testId: string;
  /**
   * What the button is for (its tooltip); its accessible name is the visible name, so speech
   * input can say what is seen (WCAG 2.5.3).
   */
  label: string;
}

/**
 * The signed-in user's avatar and name in the header, opening the app's account menu (a
 * PlainMenu: no component kit, so the learner site's pages made without it have it too).
 */
export function AccountMenu({ services, items, onSelect, testId, label }: AccountMenuProps) {
  const logout = useLogout(services);
  const user = useSessionState(services.session, (s) => s.userInfo);
  const name = user?.realName || user?.account || '';
  return (
    <PlainMenu
      items={items}
      onSelect={(key) => (key === LOGOUT_MENU_KEY ? void logout() : onSelect?.(key))}
      buttonClassName="account-menu"
      testId={testId}
      title={label}
    >
      <span className="account-menu__avatar">
        {user?.portrait ? <img src={user.portrait} alt="" /> : <UserIcon size={16} />}
      </span>
      <span className="account-menu__name">{name}</span>
    </PlainMenu>
  );
}
