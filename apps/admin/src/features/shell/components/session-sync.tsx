import { useEffect } from 'react';
import { useSessionSync } from '@ascent/client/app';
import { services, session } from '../../../app/services.ts';
import { useManageSession } from '../hooks/use-manage-session.ts';
import { lostAdminRights, manageSessionPatch } from '../lib/session-user.ts';

/**
 * Keeps the admin session in step with the server: the administrator (manage/session) here;
 * the platform config (and the languages it offers), the company config and the forced-change
 * flags as on the learner site (useSessionSync). Renders nothing.
 */
export function SessionSync() {
  const admin = useManageSession();

  useEffect(() => {
    if (admin.data) session.setState(manageSessionPatch(admin.data));
  }, [admin.data]);

  useEffect(() => {
    // No longer an administrator (the API client showed why): end the admin session here.
    if (lostAdminRights(admin.error)) session.signOut();
  }, [admin.error]);

  useSessionSync(services);
  return null;
}
