import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `interaction.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'interaction.itemNotFound': 'The content does not exist or is not available to you',
  'interaction.commentTooFast': 'Sorry, the frequency of your comments is too fast.',
  'interaction.commented': 'Commented',
  'interaction.replyTargetNotFound': 'The comment you are replying to does not exist',
  'interaction.replied': 'Replied',
} satisfies Translation<typeof zhCN>;
