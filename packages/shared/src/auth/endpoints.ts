import { endpoint, endpoints } from '../api/index.ts';
import {
  ZSwitchAuthRequest,
  ZTransferTicket,
  ZAccountLoginRequest,
  ZCaptchaResponse,
  ZEditPassRequest,
  ZLoginResponse,
  ZManageSession,
  ZMobileLoginRequest,
  ZPublicKeyResponse,
  ZQrCodeAnswer,
  ZQrCodeNew,
  ZQrCodeRequest,
  ZQrCodeState,
  ZRefreshTokenRequest,
  ZRefreshTokenResponse,
  ZResetPassRequest,
  ZSendCodeRequest,
  ZSendCodeResponse,
} from './index.ts';

/** Sign-in and sessions (spec s.7 "Auth"), and the admin site's login and session. */
export const authEndpoints = endpoints(
  endpoint({
    method: 'GET',
    path: '/api/study/captcha',
    auth: 'public',
    summary: 'A new captcha: its key and an SVG image to show',
    output: ZCaptchaResponse,
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/publickey',
    auth: 'public',
    summary: 'The RSA public key passwords are encrypted with (SPKI PEM)',
    output: ZPublicKeyResponse,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/accountLogin',
    auth: 'public',
    summary:
      'Signs in with account and encrypted password (a captcha after repeated failures); a new session',
    body: ZAccountLoginRequest,
    output: ZLoginResponse,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/refreshToken',
    auth: 'public',
    summary: 'Trades a refresh token for a new access token and a new refresh token',
    body: ZRefreshTokenRequest,
    output: ZRefreshTokenResponse,
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/me/logout',
    auth: 'user',
    summary: "Ends the caller's session",
    beforePasswordChange: true,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/editpass',
    auth: 'user',
    summary:
      "Changes the caller's password (old and new encrypted); the caller's other sessions end",
    body: ZEditPassRequest,
    beforePasswordChange: true,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/mobile/sendcode',
    auth: 'public',
    summary:
      'Sends a sign-in code by text message to a mobile number (captcha first; one a minute, ten a day per number and per address)',
    body: ZSendCodeRequest,
    output: ZSendCodeResponse,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/loginMobile',
    auth: 'public',
    summary: 'Signs in with a mobile number and the code sent to it; a new session',
    body: ZMobileLoginRequest,
    output: ZLoginResponse,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/sendcode',
    auth: 'public',
    summary:
      'Forgot password: sends a code by text message to the mobile number on an account (the same limits as mobile/sendcode)',
    body: ZSendCodeRequest,
    output: ZSendCodeResponse,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/resetpass',
    auth: 'public',
    summary:
      "Forgot password: a new password (encrypted) for the number's account, proved by the code; every session of the account ends",
    body: ZResetPassRequest,
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/login/qrcode/new',
    auth: 'public',
    summary:
      'A new sign-in QR code for a computer: its secret (the phone opens /login/scan?code=) and seconds to live',
    output: ZQrCodeNew,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/login/qrcode/state',
    auth: 'public',
    summary:
      "The computer asks after its QR code: pending, scanned, cancelled, expired, or confirmed with the new session's tokens (once)",
    body: ZQrCodeRequest,
    output: ZQrCodeState,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/transfer',
    auth: 'user',
    summary:
      "A single-use, 60-second login transfer ticket (tgtn) that opens the caller's session on another site of the company",
    output: ZTransferTicket,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/switchAuth',
    auth: 'public',
    summary:
      'Trades a login transfer ticket (tgtn) for a new learner-site session of its person (the ticket is the credential, good once)',
    body: ZSwitchAuthRequest,
    output: ZLoginResponse,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/login/qrcode/scan',
    auth: 'user',
    summary: 'The signed-in phone opened a QR code: the code is now its own to confirm',
    body: ZQrCodeRequest,
    output: ZQrCodeState,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/login/qrcode/confirm',
    auth: 'user',
    summary: 'The phone that scanned a QR code signs the computer in as itself (accept) or not',
    body: ZQrCodeAnswer,
    output: ZQrCodeState,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/accountLogin',
    auth: 'public',
    summary:
      'Signs an administrator, unit manager or supervisor in to the admin site (the same rules as the learner login; ret 7 for anyone else)',
    body: ZAccountLoginRequest,
    output: ZLoginResponse,
  }),
  endpoint({
    method: 'GET',
    path: '/api/manage/session',
    auth: 'manager',
    summary:
      "The signed-in administrator, unit manager or supervisor, the company's name and what they may see (scope), for the admin site's frame",
    output: ZManageSession,
    beforePasswordChange: true,
  }),
);
