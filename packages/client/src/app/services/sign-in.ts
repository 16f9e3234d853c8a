import type { TLoginResponse } from '@ascent/shared/auth';
import type { AppServices } from './app-services.ts';
import { USER_QUERY_KEY } from './query-keys.ts';

/**
 * The session takes a login reply: the previous user's cached data is dropped first (none of it
 * may show), then the tokens and flags are kept. Every way in ends here (the account form, the
 * login page's other methods, sign-on).
 */
export function takeLogin(
  services: Pick<AppServices, 'session' | 'queryClient'>,
  login: TLoginResponse,
): void {
  services.queryClient.removeQueries({ queryKey: USER_QUERY_KEY });
  services.session.signIn(login);
}
