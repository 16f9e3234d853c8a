import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `directoryStop.` messages in en-US. */
export default {
  'directoryStop.emptyListing':
    "The suite listed no members: nobody was disabled (check the app's visible range)",
  'directoryStop.wxworkRefused': 'WeCom refused: {{code}} {{message}}',
  'directoryStop.dingtalkRefused': 'DingTalk refused: {{code}} {{message}}',
  'directoryStop.feishuRefused': 'Feishu refused: {{code}} {{message}}',
  'directoryStop.failed':
    'The sync stopped on an internal error (see the server log); the next run resumes where it stopped',
  'directoryStop.cancelled':
    'Cancelled by {{name}}; what it applied is kept and the next run resumes where it stopped',
} satisfies Translation<typeof zhCN>;
