import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { PageSpin, useForcedChange } from '@ascent/client/ui';
import { ForcedPasswordPrompt } from '../../features/password/components/forced-password-prompt.tsx';
import { SessionSync } from '../../features/shell/components/session-sync.tsx';
import { appNavigator, session, useSession } from '../services.ts';
import { decideGuard } from './guard.ts';
import { metaOfMatches } from './route-meta.ts';
import { useDocumentTitle } from './use-document-title.ts';

/**
 * The root: the router guard, the router view and, on administrators' pages, the forced
 * change-password modal (exactly as on the learner site).
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

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location.key]);

  useDocumentTitle(meta);

  if (decision.kind !== 'allow') return <Navigate to={decision.to} replace />;
  return (
    <>
      <SessionSync />
      <Suspense fallback={<PageSpin />}>
        <Outlet />
      </Suspense>
      {forced && meta?.requireAuth ? <ForcedPasswordPrompt reason={forced} /> : null}
    </>
  );
}
