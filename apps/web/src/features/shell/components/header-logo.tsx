import { Link } from 'react-router';
import { useSession } from '../../../app/services.ts';
import { HOME_PATH } from '../lib/menu-entries.ts';

/** The platform logo, or the company name when there is none. */
export function HeaderLogo() {
  const config = useSession((s) => s.platformConfig);
  const companyName = useSession(
    (s) => s.companyInfo?.companyName || s.platformConfig?.companyName || '',
  );
  return (
    <Link to={HOME_PATH} className="app-header__logo" aria-label={companyName}>
      {config?.logo1 ? <img src={config.logo1} alt={companyName} /> : <span>{companyName}</span>}
    </Link>
  );
}
