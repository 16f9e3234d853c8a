import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `profile.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'profile.infoNotRequired': 'There is no personnel information to complete',
  'profile.infoSubmitted': 'Submitted successfully',
  'profile.avatarFormat': 'The avatar must be a png, jpg, jpeg or gif image',
  'profile.infoPending':
    'Your information is under review; you can submit again once it has been decided',
  'profile.submissionNotFound': 'The personnel information submission does not exist',
} satisfies Translation<typeof zhCN>;
