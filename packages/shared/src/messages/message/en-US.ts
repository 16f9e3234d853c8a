import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `message.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'message.titleRequired': 'Please enter the title',
  'message.audienceRequired': 'Please choose who receives it: everyone, departments or people',
  'message.noRecipients': 'Nobody in the chosen audience can receive messages',
  'message.sent': 'Sent to {{count}} people',
  'message.notFound': 'The message does not exist',
  'message.ticketInvalid': 'The message stream ticket is invalid or has expired',
} satisfies Translation<typeof zhCN>;
