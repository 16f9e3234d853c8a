import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `password.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'password.required': 'Please enter the new password',
  'password.confirmRequired': 'Please confirm the new password',
  'password.oldRequired': 'Please enter the original password',
  'password.mismatch': 'Two times passwords are not consistent',
  'password.oldWrong': 'The original password is wrong',
  'password.oldLocked': 'Too many wrong original passwords. Try again in {{minutes}} minutes',
  'password.sameAsOld': 'The new password must differ from the original password',
  'password.tooShort': 'The password must be at least {{min}} characters',
  'password.tooLong': 'The password must be at most {{max}} characters',
  'password.lengthRange': 'The password must be {{min}} to {{max}} characters',
  'password.classes':
    'The password must contain at least three of: lowercase letters, uppercase letters, digits, special characters',
  'password.containsAccount': 'The password must not contain the account name',
  'password.forbiddenChars': 'The password must not contain & % = +',
  'password.invalidChars':
    'The password may contain only letters, digits and the special characters , . < > { } ~ ! @ # $ ^ * _',
  'password.repeated': 'The password must not contain three identical characters in a row',
  'password.sequence':
    'The password must not contain three consecutive characters (such as abc or 123)',
  'password.keyboard':
    'The password must not contain three adjacent keyboard keys (such as qwe or 1qa)',
  'password.changeFirstLogin': 'This is your first login. Please change your initial password',
  'password.changeExpired': 'Your password has expired. Please change it',
} satisfies Translation<typeof zhCN>;
