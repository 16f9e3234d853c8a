import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ADMIN_LOGIN_PATH } from '../../../app/router/paths.ts';
import { session } from '../../../app/services.ts';
import { logout } from '../api/auth-api.ts';

/** Ends the session on the server (best effort), forgets it here and goes to the login page. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout().catch(() => undefined);
    session.signOut();
    await navigate(ADMIN_LOGIN_PATH, { replace: true });
  }, [navigate]);
}
