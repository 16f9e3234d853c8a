import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MINE_ENTRIES } from '../../../app/router/mine-entries.ts';

/**
 * The personal centre's entries (spec s.2 /mine children), from every feature's `mineEntries`;
 * an entry for some roles only (reviewers' marking) shows to people holding one of them.
 */
export function MineNav({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation();
  const entries = MINE_ENTRIES.filter((e) => !e.roles || e.roles.some((r) => roles.includes(r)));
  if (!entries.length) return null;
  return (
    <Card title={t('mine.nav.title')} className="mine-nav" data-testid="mine-nav">
      <nav className="mine-nav__grid">
        {entries.map((e) => (
          <Link
            key={e.key}
            to={e.path}
            className="mine-nav__entry"
            data-testid={`mine-nav-${e.key}`}
          >
            {e.icon}
            <span>{t(e.labelKey)}</span>
          </Link>
        ))}
      </nav>
    </Card>
  );
}
