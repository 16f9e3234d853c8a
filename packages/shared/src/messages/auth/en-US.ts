import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `auth.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'auth.loginFailed': 'Login failed',
  'auth.badCredentials': 'The account or password is wrong',
  'auth.captchaRequired': 'Please enter the captcha',
  'auth.captchaWrong': 'The captcha is wrong or has expired',
  'auth.locked': 'Too many failed logins. The account is locked; try again in {{minutes}} minutes',
  'auth.disabled': 'This account is disabled. Please contact your administrator',
  'auth.noToken': 'Please sign in',
  'auth.tokenExpired': 'Your session has expired. Please sign in again',
  'auth.kicked': 'Your account has signed in elsewhere',
  'auth.forbidden': 'You do not have permission to do this',
  'auth.passwordChangeRequired': 'Please change your password before continuing',
  'auth.adminRequired': 'This account has no administrator rights',
  'auth.refreshInvalid': 'Your sign-in is no longer valid. Please sign in again',
  'auth.decryptFailed': 'The password could not be decrypted. Reload the page and try again',
  'auth.qrCreateFailed': 'Failed to create QR code',
  'auth.qrInvalid': 'Your QR code is invalid',
  'auth.logoutSuccess': 'Signed out',
} satisfies Translation<typeof zhCN>;
