import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `register.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'register.termsRequired': 'Please read and accept the user agreement and the privacy policy',
  'register.realNameRequired': 'Please enter your name',
  'register.enterpriseNameRequired': "Please enter the enterprise's name",
  'register.domainRequired': "Please enter the enterprise's domain",
  'register.domain': 'Please enter a valid domain, e.g. learn.example.com',
  'register.landingRequired': 'Choose the department new people join before opening registration',
  'register.accountTaken': 'This account is already taken',
} satisfies Translation<typeof zhCN>;
