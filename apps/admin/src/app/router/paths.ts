/** Where the admin site lives (vite `base`) and its fixed pages. */
export const ADMIN_BASE_PATH = '/manage';
export const ADMIN_HOME_PATH = '/manage';
export const ADMIN_LOGIN_PATH = '/manage/login';
export const ADMIN_LICENCE_PATH = '/manage/licence';
/** The learner site (another app on the same host). */
export const LEARNER_SITE_PATH = '/';
