import type { DomainMessages } from '../types.ts';

/**
 * The `directoryStop.` messages in zh-CN, which defines the keys: why a directory sync run
 * stopped, as its report shows it in the reader's language (stored as a message reference).
 */
export default {
  'directoryStop.emptyListing': '通讯录没有返回任何成员，未停用任何账号（请检查应用的可见范围）',
  'directoryStop.wxworkRefused': '企业微信拒绝了请求：{{code}} {{message}}',
  'directoryStop.dingtalkRefused': '钉钉拒绝了请求：{{code}} {{message}}',
  'directoryStop.feishuRefused': '飞书拒绝了请求：{{code}} {{message}}',
  'directoryStop.failed': '同步因内部错误停止，详情见服务器日志；下次同步会从中断处继续',
  'directoryStop.cancelled': '已被 {{name}} 取消，已应用的变更保留；下次同步会从中断处继续',
} satisfies DomainMessages<'directoryStop'>;
