import { useEffect } from 'react';
import { decideForcedChange, platformConfigPatch } from '@ascent/client/ui';
import { session, useSession } from '../../../app/services.ts';
import { usePlatformConfig } from '../../auth/hooks/use-platform-config.ts';
import { useCompanyInfo } from '../hooks/use-company-info.ts';
import { useManageSession } from '../hooks/use-manage-session.ts';
import { lostAdminRights, manageSessionPatch } from '../lib/session-user.ts';

/**
 * Keeps the admin session in step with the server: the platform config (and the languages it
 * offers), the administrator (manage/session) and the company config. Renders nothing.
 */
export function SessionSync() {
  const platform = usePlatformConfig();
  const admin = useManageSession();
  const company = useCompanyInfo();
  const changePassword = useSession((s) => s.changePassword);
  const passwordExpire = useSession((s) => s.passwordExpire);
  const companyInfo = useSession((s) => s.companyInfo);

  useEffect(() => {
    const config = platform.data;
    // A language the platform does not offer gives way to its first one.
    if (config) session.setState((s) => platformConfigPatch(config, s.lang));
  }, [platform.data]);

  useEffect(() => {
    if (admin.data) session.setState(manageSessionPatch(admin.data));
  }, [admin.data]);

  useEffect(() => {
    // No longer an administrator (the API client showed why): end the admin session here.
    if (lostAdminRights(admin.error)) session.signOut();
  }, [admin.error]);

  useEffect(() => {
    if (company.data) session.setState({ companyInfo: company.data });
  }, [company.data]);

  useEffect(() => {
    if (decideForcedChange({ changePassword, passwordExpire, companyInfo }).clearFlags) {
      session.setState({ changePassword: false, passwordExpire: false });
    }
  }, [changePassword, passwordExpire, companyInfo]);

  return null;
}
