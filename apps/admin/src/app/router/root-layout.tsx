import { AppRoot, useRouteMeta } from '@ascent/client/app';
import { SessionSync } from '../../features/shell/components/session-sync.tsx';
import { services } from '../services.ts';
import { decideGuard } from './guard.ts';
import { usePageTitle } from './use-page-title.ts';

/**
 * The root: the router guard, the router view and, on administrators' pages, the forced
 * change-password modal (exactly as on the learner site).
 */
export function RootLayout() {
  const title = usePageTitle(useRouteMeta());
  return <AppRoot services={services} guard={decideGuard} sync={<SessionSync />} title={title} />;
}
