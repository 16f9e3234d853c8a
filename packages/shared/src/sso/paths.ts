/**
 * The learner site's sign-on pages (no schemas here: the login page imports them without zod).
 */

/** The page the provider sends people back to (the redirect URI to register at the provider). */
export const OIDC_REDIRECT_PATH = '/login/oidc';
/** The password login when sign-on sends everyone to the provider (spec s.4 `oprt_lgin`). */
export const OPERATOR_LOGIN_PATH = '/oprt_lgin';
