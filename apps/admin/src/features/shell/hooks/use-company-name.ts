import { useSession } from '../../../app/services.ts';
import { useManageSession } from './use-manage-session.ts';

/** The company's name: from the admin session, else the company or platform config. */
export function useCompanyName(): string {
  const fromSession = useManageSession().data?.companyName;
  const fromConfig = useSession(
    (s) => s.companyInfo?.companyName || s.platformConfig?.companyName || '',
  );
  return fromSession || fromConfig;
}
