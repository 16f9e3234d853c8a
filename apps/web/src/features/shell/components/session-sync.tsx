import { useEffect } from 'react';
import { decideForcedChange, platformConfigPatch } from '@ascent/client/ui';
import { session, useSession } from '../../../app/services.ts';
import { usePlatformConfig } from '../../auth/hooks/use-platform-config.ts';
import { useCompanyInfo } from '../hooks/use-company-info.ts';
import { useMessageCount } from '../hooks/use-message-count.ts';
import { useProfile } from '../hooks/use-profile.ts';

/**
 * Keeps the client state of spec section 3 in step with the server: platform config (and the
 * languages it offers), profile, company config, unread count. Renders nothing.
 */
export function SessionSync() {
  const platform = usePlatformConfig();
  const profile = useProfile();
  const company = useCompanyInfo();
  const count = useMessageCount();
  const changePassword = useSession((s) => s.changePassword);
  const passwordExpire = useSession((s) => s.passwordExpire);
  const companyInfo = useSession((s) => s.companyInfo);

  useEffect(() => {
    const config = platform.data;
    if (!config) return;
    // A language the platform does not offer gives way to its first one.
    session.setState((s) => platformConfigPatch(config, s.lang));
  }, [platform.data]);

  useEffect(() => {
    if (profile.data) session.applyProfile(profile.data);
  }, [profile.data]);

  useEffect(() => {
    if (company.data) session.setState({ companyInfo: company.data });
  }, [company.data]);

  useEffect(() => {
    if (count.data !== undefined) session.setState({ msgCount: count.data });
  }, [count.data]);

  useEffect(() => {
    if (decideForcedChange({ changePassword, passwordExpire, companyInfo }).clearFlags) {
      session.setState({ changePassword: false, passwordExpire: false });
    }
  }, [changePassword, passwordExpire, companyInfo]);

  return null;
}
