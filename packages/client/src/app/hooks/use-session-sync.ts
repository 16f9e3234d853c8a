import { useEffect } from 'react';
import { useSessionState } from '../../session/use-session-state.ts';
import { platformConfigPatch } from '../../ui/lang/lang-options.ts';
import { decideForcedChange } from '../../ui/password/forced-change.ts';
import type { AppServices } from '../services/app-services.ts';
import { useCompanyInfo } from './use-company-info.ts';
import { usePlatformConfig } from './use-platform-config.ts';

/**
 * What both sites keep in step with the server (spec section 3 client state): the platform
 * config and the languages it offers, the company config, and the forced-change flags (cleared
 * when the company does not force changes). Each app's SessionSync adds its own user data.
 */
export function useSessionSync(services: Pick<AppServices, 'api' | 'session'>): void {
  const { session } = services;
  const platform = usePlatformConfig(services);
  const company = useCompanyInfo(services);
  const changePassword = useSessionState(session, (s) => s.changePassword);
  const passwordExpire = useSessionState(session, (s) => s.passwordExpire);
  const companyInfo = useSessionState(session, (s) => s.companyInfo);

  useEffect(() => {
    const config = platform.data;
    // A language the platform does not offer gives way to its first one.
    if (config) session.setState((s) => platformConfigPatch(config, s.lang));
  }, [session, platform.data]);

  useEffect(() => {
    if (company.data) session.setState({ companyInfo: company.data });
  }, [session, company.data]);

  useEffect(() => {
    if (decideForcedChange({ changePassword, passwordExpire, companyInfo }).clearFlags) {
      session.setState({ changePassword: false, passwordExpire: false });
    }
  }, [session, changePassword, passwordExpire, companyInfo]);
}
