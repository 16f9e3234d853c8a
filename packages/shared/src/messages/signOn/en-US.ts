import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `signOn.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'signOn.notConfigured':
    'Company account sign-in is not set up. Sign in with your account and password',
  'signOn.stateInvalid': 'The sign-in request is invalid or has expired. Please sign in again',
  'signOn.providerRefused': 'The identity provider refused the sign-in: {{reason}}',
  'signOn.failed': 'Sign-in with the company account failed. Please sign in again',
  'signOn.noAccount': 'No matching account. Please contact your administrator',
  'signOn.unreachable': 'The identity provider could not be reached: {{reason}}',
  'signOn.ticketInvalid':
    'The sign-in ticket is not valid. Please come in again from your company portal',
  'signOn.ticketExpired':
    'The sign-in ticket has expired (or the clocks disagree). Please come in again from your company portal',
  'signOn.ticketUsed':
    'The sign-in ticket has already been used. Please come in again from your company portal',
  'signOn.transferInvalid':
    'This sign-in link is no longer valid (it works once, within a minute). Please sign in',
  'signOn.syncRunning':
    'A directory sync of this suite is already running. Please wait for it to finish',
  'signOn.syncNotFound': 'The sync run was not found',
  'signOn.syncNotActive':
    'This sync run has already ended: only a queued or running run can be cancelled',
  'signOn.installOff': 'Adding Ascent to WeCom is not available on this site',
  'signOn.installNoCompany':
    'Your WeCom company has no company on this site yet. Please contact the site operator',
  'signOn.installCodeInvalid':
    'WeCom did not accept the install (the authorisation code is invalid or has expired). Please add the app again',
  'signOn.callbackRefused': 'The callback message could not be verified',
  'signOn.installed': 'Added to WeCom',
  'signOn.installStateInvalid':
    'This install link is invalid or has expired. Please add the app again',
  'signOn.otherCorp':
    "You signed in to a WeCom company that is not the one bound to your company here. Switch to your company's WeCom and sign in again",
  'signOn.installCancelled':
    'Your company removed Ascent from WeCom. Ask your administrator to add it again, or sign in with your account and password',
  'signOn.feishuStoreOff': 'The Feishu store app is not available on this site',
  'signOn.feishuTenantUnbound':
    'Your Feishu organization is not bound to this company on this site. Please ask your administrator to enter its tenant key in the Feishu sign-in settings',
  'signOn.feishuTicketPending':
    "Feishu has not yet sent this site the store app's ticket (app_ticket); it has been asked to. Please try again in a minute",
} satisfies Translation<typeof zhCN>;
