import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { PageSpin, useForcedChange } from '@ascent/client/ui';
import { ForcedPasswordPrompt } from '../../features/password/components/forced-password-prompt.tsx';
import { PersonnelPrompt } from '../../features/personnel/components/personnel-prompt.tsx';
import { SessionSync } from '../../features/shell/components/session-sync.tsx';
import { queryKeys } from '../query-keys.ts';
import { appNavigator, queryClient, session, useSession } from '../services.ts';
import { decideGuard, promptsForcedChange, promptsPersonnelInfo } from './guard.ts';
import { metaOfMatches } from './route-meta.ts';
import { useDocumentTitle } from './use-document-title.ts';

/**
 * The root (spec section 2): the router guard, the router view, the forced change-password
 * modal and the complete-information modal (the forced one first).
 */
export function RootLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  const meta = metaOfMatches(useMatches());
  const hasToken = useSession((s) => s.token !== '');
  const forced = useForcedChange(session);
  const decision = decideGuard(location, meta, hasToken);

  useEffect(() => {
    appNavigator.attach((to, options) => void navigate(to, options));
    return () => appNavigator.attach(null);
  }, [navigate]);

  // A login transfer (tgtn): keep the token, forget any previous user's data, clean the URL.
  const transferToken = decision.kind === 'transfer' ? decision.token : null;
  const transferTo = decision.kind === 'transfer' ? decision.to : null;
  useLayoutEffect(() => {
    if (transferToken === null || transferTo === null) return;
    session.setAccessToken(transferToken);
    queryClient.removeQueries({ queryKey: queryKeys.user });
    void navigate(transferTo, { replace: true });
  }, [transferToken, transferTo, navigate]);

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location.key]);

  useDocumentTitle(meta);

  if (decision.kind === 'transfer') return null;
  if (decision.kind !== 'allow') return <Navigate to={decision.to} replace />;
  return (
    <>
      <SessionSync />
      <Suspense fallback={<PageSpin />}>
        <Outlet />
      </Suspense>
      {forced && promptsForcedChange(meta) ? <ForcedPasswordPrompt reason={forced} /> : null}
      <PersonnelPrompt active={forced === null && promptsPersonnelInfo(meta, location.pathname)} />
    </>
  );
}
