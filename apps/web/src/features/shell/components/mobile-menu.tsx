import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Menu } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { activeEntryKey, type HeaderEntry } from '../lib/menu-entries.ts';
import { MenuEntryLabel } from './menu-entry-label.tsx';

/** Under 768px the main menu (and the header's extras) move into a drawer. */
export function MobileMenu({ entries, extra }: { entries: HeaderEntry[]; extra?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const active = activeEntryKey(entries, pathname);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        type="text"
        icon={<MenuOutlined />}
        aria-label={t('shell.menu.open')}
        onClick={() => setOpen(true)}
        data-testid="header-menu-toggle"
      />
      <Drawer open={open} onClose={close} placement="left" size={280} title={t('shell.menu.label')}>
        <Menu
          mode="inline"
          items={entries.map((entry) => ({
            key: entry.key,
            label: <MenuEntryLabel entry={entry} onNavigate={close} />,
          }))}
          selectedKeys={active ? [active] : []}
          data-testid="header-menu"
          style={{ borderInlineEnd: 'none' }}
        />
        {extra ? <div className="mobile-menu__extra">{extra}</div> : null}
      </Drawer>
    </>
  );
}
