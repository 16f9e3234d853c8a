import type { DomainMessages } from '../types.ts';

/** The `smsSettings.` messages (a company's own SMS provider) in zh-CN, which defines the keys. */
export default {
  'smsSettings.accessKeyId': '请输入 AccessKey ID / SecretId',
  'smsSettings.signName': '请输入短信签名',
  'smsSettings.template': '请输入模板编号（字母、数字、下划线或连字符）',
  'smsSettings.sdkAppId': '请输入短信应用 SDK AppID（数字）',
  'smsSettings.region': '请输入地域，如 ap-guangzhou',
  'smsSettings.baseUrl':
    '请输入有效的接口地址（https；仅本机可用 http），或留空使用服务商的公共地址',
} satisfies DomainMessages<'smsSettings'>;
