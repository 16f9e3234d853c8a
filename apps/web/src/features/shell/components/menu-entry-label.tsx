import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HeaderEntry } from '../lib/menu-entries.ts';

/** A menu entry's link, with its 'newest' or 'hottest' label. */
export function MenuEntryLabel({
  entry,
  onNavigate,
}: {
  entry: HeaderEntry;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const badge = entry.badge ? (
    <Tag color={entry.badge === 'newest' ? 'green' : 'red'} className="menu-entry__badge">
      {t(`shell.menu.${entry.badge}`)}
    </Tag>
  ) : null;
  if (entry.external) {
    return (
      <a href={entry.to} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {entry.label}
        {badge}
      </a>
    );
  }
  return (
    <Link to={entry.to} onClick={onNavigate}>
      {entry.label}
      {badge}
    </Link>
  );
}
