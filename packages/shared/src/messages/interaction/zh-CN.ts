import type { DomainMessages } from '../types.ts';

/** The `interaction.` messages in zh-CN, which defines the keys. */
export default {
  'interaction.itemNotFound': '内容不存在或您无权查看',
  'interaction.commentTooFast': '抱歉，您评论的频率太快了。',
  'interaction.commented': '评论成功',
  'interaction.replyTargetNotFound': '要回复的评论不存在',
  'interaction.replied': '回复成功',
} satisfies DomainMessages<'interaction'>;
