import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ChevronDownIcon, PlainMenu } from '@ascent/client/ui';
import { fitHeaderEntries } from '../lib/header-fit.ts';
import { activeEntryKey, type HeaderEntry } from '../lib/menu-entries.ts';
import { MenuEntryLabel, MenuEntryLink } from './menu-entry-label.tsx';

/** The 'more' button's width (with its gap) until it has been drawn once. */
const MORE_WIDTH_GUESS = 96;

/** What an entry list looks like: a new one is measured again. */
const signatureOf = (entries: readonly HeaderEntry[]) =>
  entries.map((e) => `${e.key}\u0001${e.label}\u0001${e.badge ?? ''}`).join('\u0002');

/**
 * The main menu in the header: a nav of links, the page's entry marked (aria-current). At most
 * 8 entries show (7 and 'more' when there are more), and only as many as fit the bar: the rest
 * go into the 'more' menu, so it never wraps. Every entry is drawn once to measure it, before
 * the first paint; the bar's resizes (ResizeObserver) refit them.
 */
export function HeaderMenu({ entries }: { entries: HeaderEntry[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = activeEntryKey(entries, pathname);
  const signature = signatureOf(entries);
  const [fit, setFit] = useState<{ signature: string; count: number } | null>(null);
  const count = fit?.signature === signature ? fit.count : entries.length;
  const nav = useRef<HTMLElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const measured = useRef<{ signature: string; ends: number[] } | null>(null);
  const moreWidth = useRef(MORE_WIDTH_GUESS);

  useLayoutEffect(() => {
    const bar = nav.current;
    const ul = list.current;
    if (!bar || !ul) return;
    const refit = () => {
      const start = ul.getBoundingClientRect().left;
      const drawn = [...ul.querySelectorAll<HTMLElement>(':scope > .header-menu__entry')];
      if (drawn.length === entries.length)
        measured.current = {
          signature,
          ends: drawn.map((li) => li.getBoundingClientRect().right - start),
        };
      const more = ul.querySelector<HTMLElement>(':scope > .header-menu__more');
      if (more) moreWidth.current = more.getBoundingClientRect().width + 4;
      if (measured.current?.signature !== signature) return;
      const next = fitHeaderEntries(measured.current.ends, bar.clientWidth, moreWidth.current);
      setFit((f) =>
        f?.signature === signature && f.count === next ? f : { signature, count: next },
      );
    };
    refit();
    const observer = new ResizeObserver(refit);
    observer.observe(bar);
    return () => observer.disconnect();
  }, [signature, entries.length, count]);

  const shown = entries.slice(0, count);
  const more = entries.slice(count);
  const activeInMore = more.some((e) => e.key === active);
  return (
    <nav
      ref={nav}
      className="header-menu"
      aria-label={t('shell.menu.label')}
      data-testid="header-menu"
    >
      <ul ref={list} className="header-menu__list">
        {shown.map((entry) => (
          <li key={entry.key} className="header-menu__entry">
            <MenuEntryLink
              entry={entry}
              current={entry.key === active}
              pathname={pathname}
              className="header-menu__link"
            />
          </li>
        ))}
        {more.length ? (
          <li className="header-menu__more">
            <PlainMenu
              align="start"
              buttonClassName={`header-menu__link${activeInMore ? ' header-menu__link--current' : ''}`}
              testId="header-menu-more"
              items={more.map((entry) => ({
                key: entry.key,
                label: <MenuEntryLabel entry={entry} />,
                href: entry.to,
                external: entry.external,
                current: entry.key === active,
              }))}
              onSelect={(key) => {
                const entry = more.find((e) => e.key === key);
                if (entry) void navigate(entry.to);
              }}
            >
              {t('shell.menu.more')}
              <ChevronDownIcon size={14} />
            </PlainMenu>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
