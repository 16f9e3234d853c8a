import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `registration.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'registration.done': 'Registered. Please sign in',
  'registration.closed': 'Registration is now closed',
  'registration.failed': 'Registration failed!',
  'registration.repeat': 'You can not repeat to register!',
  'registration.domainTaken': 'This enterprise domain is already taken',
  'registration.tooMany': 'Too many registrations from your network. Please try again later',
  'registration.lookupsTooMany': 'Too many requests. Please try again later',
  'registration.saved': 'Registration settings saved',
  'registration.department': "Please choose one of the company's departments",
} satisfies Translation<typeof zhCN>;
