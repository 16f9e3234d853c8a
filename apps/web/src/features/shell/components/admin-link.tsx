import { useTranslation } from 'react-i18next';
import { SettingIcon } from '@ascent/client/ui';
import { useSession } from '../../../app/services.ts';
import { createAdminHandover } from '../api/shell-api.ts';
import { openAdminSite } from '../lib/admin-handover.ts';
import { ADMIN_PATH, adminLinkTarget, showAdminLink } from '../lib/header-gates.ts';

/**
 * The link to the admin site for administrators: another app, opened signed in through a
 * one-time hand-over code (the plain /manage address stays the link's href).
 */
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
      onClick={(e) => {
        // A modified click (new tab, download) keeps the plain link: the admin login page.
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        void openAdminSite(createAdminHandover, { newWindow: target === '_blank' });
      }}
    >
      <SettingIcon size={18} />
      <span>{t('shell.admin')}</span>
    </a>
  );
}
