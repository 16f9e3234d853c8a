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

/**
 * The htsy gateway's pages (spec s.2 Public): the company's gateway (its portal, its to-do and
 * workflow systems) sends a signed-in person here with a signed single-use ticket
 * (docs/decisions.md "The htsy gateway"); each lands on its own page of this site.
 */
export const HTSY_PAGES = {
  /** study/htsy/auth: the home. */
  home: '/sso/htsy/auth',
  /** study/home/todoauth: the task centre (the person's to-dos). */
  task: '/sso/htsy/task_auth',
  /** study/bpm/auth: the audit centre's to-dos (the workflow system's approvals). */
  audit: '/sso/htsy/audit_auth',
} as const;

/** Where each htsy page lands once signed in. */
export const HTSY_LANDINGS = {
  home: '/',
  task: '/project',
  audit: '/audit?tab=todo',
} as const satisfies Record<keyof typeof HTSY_PAGES, string>;

/**
 * The trigger of spec s.4: any page's query may carry `htsyautoauth=key*courseId`; the key (an
 * htsy ticket) signs the person in (study/autoauth) and they land on that course.
 */
export const HTSY_AUTOAUTH_PARAM = 'htsyautoauth';

/** The course an htsyautoauth trigger lands on. */
export const courseLanding = (courseId: number) => `/course/detail?id=${courseId}`;

/**
 * An htsyautoauth value read: the key before the last `*` and the course after it (a positive
 * whole number); undefined when it is not of that form.
 */
export function readAutoAuth(value: string): { key: string; courseId: number } | undefined {
  const star = value.lastIndexOf('*');
  if (star <= 0) return undefined;
  const id = value.slice(star + 1);
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) return undefined;
  return { key: value.slice(0, star), courseId: Number(id) };
}

/**
 * A login transfer (spec s.2 router guard, `/login/transfer`): a page opened with `tgtn` (a
 * single-use transfer ticket, study/me/createauth) goes here, which trades it for a session
 * (study/switchAuth) and lands on the page it was opened on.
 */
export const TRANSFER_PATH = '/login/transfer';
/** The query parameter that carries a transfer ticket. */
export const TRANSFER_PARAM = 'tgtn';

/**
 * The sign-on failure page (spec s.2 Public `/login_error`): `?reason=` one of
 * LOGIN_ERROR_REASONS (any other: 'failed'); a partner system or gateway that cannot sign a
 * person in sends them here. The text is the site's own: a reason is a word, never a message.
 */
export const LOGIN_ERROR_PATH = '/login_error';
export const LOGIN_ERROR_REASONS = [
  'failed',
  'noAccount',
  'ticketInvalid',
  'ticketExpired',
  'ticketUsed',
  'notConfigured',
  'disabled',
] as const;
export type TLoginErrorReason = (typeof LOGIN_ERROR_REASONS)[number];
