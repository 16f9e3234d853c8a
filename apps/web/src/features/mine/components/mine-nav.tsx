import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MINE_ENTRIES } from '../../../app/router/feature-routes.ts';

/** The personal centre's entries (spec s.2 /mine children), from every feature's `mineEntries`. */
export function MineNav() {
  const { t } = useTranslation();
  if (!MINE_ENTRIES.length) return null;
  return (
    <Card title={t('mine.nav.title')} className="mine-nav" data-testid="mine-nav">
      <nav className="mine-nav__grid">
        {MINE_ENTRIES.map((e) => (
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
