import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `sms.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'sms.sent': 'The code has been sent. It is valid for {{minutes}} minutes',
  'sms.tooSoon': 'A code was sent less than a minute ago. Please wait a minute and try again',
  'sms.dailyLimit': 'No more codes can be sent today. Please try again tomorrow',
  'sms.sendFailed': 'The text message could not be sent. Please try again later',
  'sms.codeWrong': 'The code is wrong or has expired',
  'sms.codeTries': 'Too many wrong codes. Please ask for a new one',
  'sms.severalAccounts':
    'Several accounts use this mobile number. Sign in with your account and password, or contact your administrator',
  'sms.passwordReset': 'Your password has been reset. Sign in with the new password',
  'sms.notConfigured':
    "Please save the SMS provider's settings first (the keys, the signature and the templates)",
  'sms.testRefused': 'The SMS provider refused the message: {{code}} {{reason}}',
  'sms.testTooSoon': 'One test message a minute. Please try again later',
  'sms.testDailyLimit': 'No more test messages can be sent today. Please try again tomorrow',
} satisfies Translation<typeof zhCN>;
