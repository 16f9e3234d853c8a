import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tag } from '@ascent/client/ui';
import type { HeaderEntry } from '../lib/menu-entries.ts';

/** A menu entry's name, with its 'newest' or 'hottest' label. */
export function MenuEntryLabel({ entry }: { entry: HeaderEntry }) {
  const { t } = useTranslation();
  return (
    <>
      {entry.label}
      {entry.badge ? (
        <Tag tone={entry.badge === 'newest' ? 'success' : 'danger'} className="menu-entry__badge">
          {t(`shell.menu.${entry.badge}`)}
        </Tag>
      ) : null}
    </>
  );
}

/**
 * A menu entry's link (another site's in a new tab); `current` marks the entry the page
 * belongs to (aria-current: 'page' on its own address, else 'true' for a page inside it).
 */
export function MenuEntryLink({
  entry,
  current,
  pathname,
  className,
}: {
  entry: HeaderEntry;
  current: boolean;
  pathname: string;
  className: string;
}) {
  if (entry.external) {
    return (
      <a href={entry.to} target="_blank" rel="noopener noreferrer" className={className}>
        <MenuEntryLabel entry={entry} />
      </a>
    );
  }
  return (
    <Link
      to={entry.to}
      className={className}
      aria-current={current ? (pathname === entry.to ? 'page' : 'true') : undefined}
    >
      <MenuEntryLabel entry={entry} />
    </Link>
  );
}
