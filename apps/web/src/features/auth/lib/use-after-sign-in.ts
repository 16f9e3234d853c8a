import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { afterLoginTarget } from '../../../app/router/guard.ts';
import { session } from '../../../app/services.ts';
import { createAdminHandover } from '../../shell/api/shell-api.ts';
import { openAdminSite } from '../../shell/lib/admin-handover.ts';

/**
 * Where a person goes once signed in, given the page's `redirect`: a page of this site, or a
 * path of the admin site (an administrator lands there signed in, through the hand-over).
 */
export function useAfterSignIn() {
  const navigate = useNavigate();
  return useCallback(
    async (redirect: string | null) => {
      const target = afterLoginTarget(redirect);
      if (target.kind === 'spa') {
        await navigate(target.to, { replace: true });
        return;
      }
      if (session.getState().adminLink)
        await openAdminSite(createAdminHandover, { redirect: target.to });
      else window.location.href = target.to;
    },
    [navigate],
  );
}
