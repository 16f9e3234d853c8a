/**
 * The learner site's sign-on pages (no schemas here: the login page imports them without zod).
 */

/** The page the provider sends people back to (the redirect URI to register at the provider). */
export const OIDC_REDIRECT_PATH = '/login/oidc';
/**
 * Where the OIDC provider sends people after it ended its session at their sign-out here
 * (RP-initiated logout: the post-logout redirect URI to register at the provider).
 */
export const OIDC_SIGNED_OUT_PATH = '/login';
/** The password login when sign-on sends everyone to the provider (spec s.4 `oprt_lgin`). */
export const OPERATOR_LOGIN_PATH = '/oprt_lgin';
/** The IAM sign-on's start page (spec `/sso/iam`): it sends the visitor to the IAM. */
export const IAM_START_PATH = '/sso/iam';
/** The page the IAM sends people back to (spec `/sso/iamLogin`: the redirect URI to register). */
export const IAM_REDIRECT_PATH = '/sso/iamLogin';
/** The pages a partner system sends people to with its signed ticket (V1 and V2 tickets). */
export const PARTNER_PAGES = { v1: '/login/partnersso', v2: '/login/partnerssoV2' } as const;
