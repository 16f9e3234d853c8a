import type { DomainMessages } from '../types.ts';

/** The `message.` messages in zh-CN, which defines the keys. */
export default {
  'message.titleRequired': '请输入标题',
  'message.audienceRequired': '请选择接收范围：全体人员、部门或人员',
  'message.noRecipients': '所选范围内没有可接收消息的人员',
  'message.sent': '发送成功，共 {{count}} 人',
  'message.notFound': '消息不存在',
  'message.ticketInvalid': '消息推送凭证无效或已过期',
} satisfies DomainMessages<'message'>;
