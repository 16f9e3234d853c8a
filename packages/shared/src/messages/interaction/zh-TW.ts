import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `interaction.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'interaction.itemNotFound': '內容不存在或您無權查看',
  'interaction.commentTooFast': '抱歉，您評論的頻率太快了。',
  'interaction.commented': '評論成功',
  'interaction.replyTargetNotFound': '要回覆的評論不存在',
  'interaction.replied': '回覆成功',
} satisfies Translation<typeof zhCN>;
