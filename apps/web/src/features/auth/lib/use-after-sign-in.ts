import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { afterLoginTarget } from '../../../app/router/guard.ts';
import { queryClient, session } from '../../../app/services.ts';
import { createAdminHandover } from '../../shell/api/shell-api.ts';
import { openAdminSite } from '../../shell/lib/admin-handover.ts';
import { profileQuery } from '../../shell/hooks/use-profile.ts';
import { needsUnitChoice, switchUnitHref } from '../../unit/lib/unit-choice.ts';

/**
 * Where a person goes once signed in, given the page's `redirect`: a page of this site, or a
 * path of the admin site (an administrator lands there signed in, through the hand-over). A
 * person in two or more units without a current one first picks one on /login/switch, which
 * comes back here with `chooseUnit: false` (docs/decisions.md "Units and switching unit").
 */
export function useAfterSignIn() {
  const navigate = useNavigate();
  return useCallback(
    async (redirect: string | null, opts: { chooseUnit?: boolean } = {}) => {
      if (opts.chooseUnit !== false) {
        // The profile the shell loads next anyway: fetched now, it is in the cache for it.
        const profile = await queryClient.fetchQuery(profileQuery).catch(() => null);
        if (profile && needsUnitChoice(profile.units)) {
          await navigate(switchUnitHref(redirect), { replace: true });
          return;
        }
      }
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
