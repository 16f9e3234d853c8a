import { Suspense, lazy, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useMatches, useNavigate } from 'react-router';
import { useSessionState } from '../../session/use-session-state.ts';
import { WithAntd } from '../providers/with-antd.tsx';
import { useForcedChange, useForcedChangeDue } from '../../ui/password/use-forced-change.ts';
import { useCompanyInfo } from '../hooks/use-company-info.ts';
import { PlainToaster } from '../../ui/plain/plain-toaster.tsx';
import type { AppServices } from '../services/app-services.ts';
import type { RouterGuard } from './guard.ts';
import { hasKitBoundary, promptsForcedChange, type RouteMeta } from './route-meta.ts';
import { RouteOutlet } from './route-outlet.tsx';
import { useRouteMeta } from './use-route-meta.ts';

/** Its antd form comes with it, when a change is due. */
const ForcedPasswordPrompt = lazy(() =>
  import('./forced-password-prompt.tsx').then((m) => ({ default: m.ForcedPasswordPrompt })),
);

export interface AppRootProps<M extends RouteMeta> {
  services: AppServices;
  /** The app's router guard, given the matched route's meta. */
  guard: RouterGuard<M>;
  /** Keeps the session in step with the server; renders nothing (the app's SessionSync). */
  sync: ReactNode;
  /** The document title for the current route (and language). */
  title: string;
  /**
   * The app's other root prompts, after the forced password change. On a page made without the
   * kit they are outside its layer: a prompt that needs antd wraps itself in `WithAntd` (which
   * adds nothing where the layer is already there).
   */
  children?: ReactNode;
}

/**
 * The root route of both sites: the router guard, the router view,
 * and on requireAuth routes the forced change-password modal (in place of the page while the
 * change is due or still being decided); all inside the component kit's
 * layer (WithAntd) except on a page made without it (RouteMeta `withoutKit`: the login page,
 * the home, the course page, the exam paper) or under a layout that places it (KitOutlet),
 * where the kit loads for a prompt only, when one shows. The plain
 * toaster (PlainToaster) is on every page. It hands the router's navigate to code outside
 * React (the API client), scrolls to the top on each navigation and sets the document title.
 */
export function AppRoot<M extends RouteMeta>({
  services,
  guard,
  sync,
  title,
  children,
}: AppRootProps<M>) {
  const { session, queryClient, appNavigator } = services;
  const navigate = useNavigate();
  const location = useLocation();
  const meta = useRouteMeta<M>();
  // A layout that places the kit's boundary itself (KIT_BOUNDARY): the root adds none.
  const layoutPlacesKit = hasKitBoundary(useMatches());
  const hasToken = useSessionState(session, (s) => s.token !== '');
  const forced = useForcedChange(session);
  const due = useForcedChangeDue(session);
  // The company config decides; when it cannot be had, the page shows (and says so itself).
  const companyFailed = useCompanyInfo(services).isError;
  const decision = guard(location, meta, hasToken);

  useEffect(() => {
    appNavigator.attach((to, options) => void navigate(to, options));
    return () => appNavigator.attach(null);
  }, [appNavigator, navigate]);

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location.key]);

  useEffect(() => {
    document.title = title;
  }, [title]);

  if (decision.kind !== 'allow') return <Navigate to={decision.to} replace />;
  // The plain toasts, on every page: they show whenever antd's toasts are not attached.
  const toaster = <PlainToaster notifier={services.notifier} />;
  // While a forced change is due, or may be, a signed-in page waits: the server refuses its
  // calls until the change, and a page shown a moment before the prompt would only fail.
  const page = due && !companyFailed && promptsForcedChange(meta) ? null : <RouteOutlet />;
  const prompt =
    forced && promptsForcedChange(meta) ? (
      <Suspense fallback={null}>
        <ForcedPasswordPrompt
          services={services}
          reason={forced}
          // The server refused everything else until now (issue 12): fetch it all again.
          onChanged={() => void queryClient.invalidateQueries()}
        />
      </Suspense>
    ) : null;
  if (meta?.withoutKit || layoutPlacesKit)
    return (
      <>
        {sync}
        {toaster}
        {page}
        {/* Without the kit here, a prompt brings it along, only when one shows. */}
        {prompt ? (
          <WithAntd services={services} prompt fallback={null}>
            {prompt}
          </WithAntd>
        ) : null}
        {children}
      </>
    );
  return (
    <>
      {sync}
      {toaster}
      <WithAntd services={services}>
        {page}
        {prompt}
        {children}
      </WithAntd>
    </>
  );
}
