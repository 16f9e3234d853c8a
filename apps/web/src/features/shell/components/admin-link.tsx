import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/services.ts';
import { ADMIN_PATH, adminLinkTarget, showAdminLink } from '../lib/header-gates.ts';

/** The link to the admin site for administrators (a different app: a plain link, full page load). */
export function AdminLink() {
  const { t } = useTranslation();
  const adminLink = useSession((s) => s.adminLink);
  const config = useSession((s) => s.platformConfig);
  if (!showAdminLink(adminLink, config)) return null;
  const target = adminLinkTarget(config);
  return (
    <a
      href={ADMIN_PATH}
      target={target}
      rel={target ? 'noopener noreferrer' : undefined}
      className="header-link"
      data-testid="admin-link"
    >
      <SettingOutlined /> {t('shell.admin')}
    </a>
  );
}
