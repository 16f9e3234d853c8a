import { useLocation } from 'react-router';
import { AppRoot, useRouteMeta } from '@ascent/client/app';
import { useForcedChange } from '@ascent/client/ui';
import { PersonnelPrompt } from '../../features/personnel/components/personnel-prompt.tsx';
import { SessionSync } from '../../features/shell/components/session-sync.tsx';
import { services, session } from '../services.ts';
import { decideGuard, promptsPersonnelInfo } from './guard.ts';
import type { RouteMeta } from './route-meta.ts';
import { usePageTitle } from './use-page-title.ts';

/**
 * The root (spec section 2): the router guard, the router view, the forced change-password
 * modal and the complete-information modal (the forced one first).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const meta = useRouteMeta<RouteMeta>();
  const forced = useForcedChange(session);
  const title = usePageTitle(meta);
  return (
    <AppRoot services={services} guard={decideGuard} sync={<SessionSync />} title={title}>
      <PersonnelPrompt active={forced === null && promptsPersonnelInfo(meta, pathname)} />
    </AppRoot>
  );
}
