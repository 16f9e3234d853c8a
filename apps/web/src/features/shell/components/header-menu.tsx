import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { activeEntryKey, splitHeaderEntries, type HeaderEntry } from '../lib/menu-entries.ts';
import { MenuEntryLabel } from './menu-entry-label.tsx';

const MORE_KEY = '__more';

/**
 * The main menu in the header: at most 8 entries (7 plus 'more' when there are more). On a
 * narrow window antd's own overflow menu takes what still does not fit, so it never wraps.
 */
export function HeaderMenu({ entries }: { entries: HeaderEntry[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { visible, more } = splitHeaderEntries(entries);
  const active = activeEntryKey(entries, pathname);
  const items: MenuProps['items'] = visible.map((entry) => ({
    key: entry.key,
    label: <MenuEntryLabel entry={entry} />,
  }));
  if (more.length) {
    items.push({
      key: MORE_KEY,
      label: t('shell.menu.more'),
      children: more.map((entry) => ({ key: entry.key, label: <MenuEntryLabel entry={entry} /> })),
    });
  }
  const selected =
    active && more.some((e) => e.key === active) ? [active, MORE_KEY] : active ? [active] : [];
  return (
    <Menu
      mode="horizontal"
      items={items}
      selectedKeys={selected}
      className="app-header__menu"
      data-testid="header-menu"
      aria-label={t('shell.menu.label')}
    />
  );
}
