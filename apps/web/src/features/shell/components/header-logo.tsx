import { Link } from 'react-router';
import { useSession } from '../../../app/services.ts';
import { HOME_PATH } from '../lib/menu-entries.ts';

/**
 * The platform's logo, linking home; without one, the company's initial on its colour and
 * the company's name.
 */
export function HeaderLogo() {
  const config = useSession((s) => s.platformConfig);
  const companyName = useSession(
    (s) => s.companyInfo?.companyName || s.platformConfig?.companyName || '',
  );
  if (config?.logo1)
    return (
      <Link to={HOME_PATH} className="app-header__logo">
        <img src={config.logo1} alt={companyName} />
      </Link>
    );
  return (
    <Link to={HOME_PATH} className="app-header__logo">
      {companyName ? (
        <span className="app-header__mark" aria-hidden="true">
          {Array.from(companyName)[0]}
        </span>
      ) : null}
      <span className="app-header__name">{companyName}</span>
    </Link>
  );
}
