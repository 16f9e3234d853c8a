import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { AppServices } from '../services/app-services.ts';
import { logout } from '../services/shell-api.ts';

/** Ends the session on the server (best effort), forgets it here and goes to the login page. */
export function useLogout({ api, session, paths }: Pick<AppServices, 'api' | 'session' | 'paths'>) {
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout(api).catch(() => undefined);
    session.signOut();
    await navigate(paths.login, { replace: true });
  }, [api, session, paths.login, navigate]);
}
