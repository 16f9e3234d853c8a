import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { AppServices } from '../services/app-services.ts';
import { logout, signOnLogoutUrl } from '../services/shell-api.ts';

/**
 * Ends the session on the server (best effort), forgets it here and goes to the login page; a
 * session an OIDC sign-on opened goes by the provider instead, which ends its own session too
 * and sends the browser back to the login page (RP-initiated logout).
 */
export function useLogout({ api, session, paths }: Pick<AppServices, 'api' | 'session' | 'paths'>) {
  const navigate = useNavigate();
  return useCallback(async () => {
    const provider = await signOnLogoutUrl(api).catch(() => null);
    await logout(api).catch(() => undefined);
    session.signOut();
    if (provider) window.location.assign(provider);
    else await navigate(paths.login, { replace: true });
  }, [api, session, paths.login, navigate]);
}
