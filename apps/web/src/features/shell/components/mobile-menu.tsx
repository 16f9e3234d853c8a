import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '@ascent/client/ui';
import { activeEntryKey, type HeaderEntry } from '../lib/menu-entries.ts';
import { MenuEntryLink } from './menu-entry-label.tsx';

/**
 * Under 768 px the main menu (and the header's extras) fold behind a menu button: a disclosure
 * panel under the header (aria-expanded, aria-controls), not a dialog. It closes on a
 * navigation (it belongs to the page it was opened on), on Escape (the focus back on the
 * button) and on a click outside the header.
 */
export function MobileMenu({ entries, extra }: { entries: HeaderEntry[]; extra?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const active = activeEntryKey(entries, pathname);

  useEffect(() => {
    if (!open) return;
    const close = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="header-icon mobile-menu__toggle"
        aria-label={t('shell.menu.label')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
        data-testid="header-menu-toggle"
      >
        {open ? <CloseIcon size={20} /> : <MenuIcon size={20} />}
      </button>
      <div
        ref={panel}
        id={panelId}
        className="mobile-menu"
        hidden={!open}
        onKeyDown={(e) => {
          if (e.key !== 'Escape' || e.defaultPrevented) return;
          setOpenOn(null);
          button.current?.focus();
        }}
      >
        {open ? (
          <>
            <nav
              aria-label={t('shell.menu.label')}
              data-testid="header-menu"
              // A link to the page already shown changes no address: it closes the panel too.
              onClick={(e) => {
                if ((e.target as Element).closest('a')) setOpenOn(null);
              }}
            >
              <ul className="mobile-menu__list">
                {entries.map((entry) => (
                  <li key={entry.key}>
                    <MenuEntryLink
                      entry={entry}
                      current={entry.key === active}
                      pathname={pathname}
                      className="mobile-menu__link"
                    />
                  </li>
                ))}
              </ul>
            </nav>
            {extra ? <div className="mobile-menu__extra">{extra}</div> : null}
          </>
        ) : null}
      </div>
    </>
  );
}
